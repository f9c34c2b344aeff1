// Other features use nothing of profiles: app/ and routes/ reach its pages and registrations directly.
export {};
