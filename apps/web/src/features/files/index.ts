// Other features use nothing of files: app/ and routes/ reach its pages and registrations directly.
export {};
