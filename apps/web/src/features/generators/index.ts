// Other features use nothing of generators: routes/ reaches its pages directly.
export {};
