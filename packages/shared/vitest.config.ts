import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions without state: the files share their worker's loaded modules.
  test: {
    name: 'shared',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
