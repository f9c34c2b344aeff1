// Other features use nothing of home: app/ and routes/ reach its pages and registrations directly.
export {};
