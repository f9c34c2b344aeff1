// Other features use nothing of legal: app/ and routes/ reach its pages directly.
export {};
