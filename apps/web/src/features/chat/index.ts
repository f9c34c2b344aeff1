// Other features use nothing of chat: app/ and routes/ reach its pages and registrations directly.
export {};
