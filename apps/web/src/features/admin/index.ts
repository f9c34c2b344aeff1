// Other features use nothing of admin: app/ and routes/ reach its pages and registrations directly.
export {};
