import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'editor',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/ui/test/setup.ts'],
    // The React UI tests mount full editors with Mantine in jsdom: slower than the headless ones.
    testTimeout: 30000,
    // Files share their worker's loaded modules: the editor, Mantine and React are imported once per worker.
    isolate: false,
  },
});
