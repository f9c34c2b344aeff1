// Other features use nothing of editor-docs: app/ and routes/ reach its pages and registrations directly.
export {};
