import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: Vitest's default (cores − 1) runs a single file at a time on the 2-core CI machine,
    // while the main process only waits on its workers. Every API test has its own database copy.
    maxWorkers: os.availableParallelism(),
    projects: [
      'packages/shared/vitest.config.ts',
      'packages/editor/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      // npm start's supervisor and build check (plain Node scripts).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
