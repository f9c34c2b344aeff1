import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One migrated template per run (PGlite, and PostgreSQL with TEST_DATABASE_URL) that every file copies.
    globalSetup: ['./test/global-setup.ts'],
    // Files share their worker's loaded modules (and its database, reset before every test by useTestApp):
    // importing the app once per worker instead of once per file. Tests keep no state in modules.
    isolate: false,
  },
});
