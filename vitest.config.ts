import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'packages/editor/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // npm start's supervisor and build check (plain Node scripts).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
