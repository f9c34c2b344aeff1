// Other features use nothing of list-page: app/ and routes/ reach its pages and registrations directly.
export {};
