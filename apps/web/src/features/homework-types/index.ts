// Other features use nothing of homework-types: app/ and routes/ reach its pages and registrations directly.
export {};
