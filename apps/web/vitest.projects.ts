import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const replacesModule = /\bvi\.mock\(/;

/** The file a relative import names, with the extension the import leaves out. */
function resolveImport(from: string, specifier: string) {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => fs.existsSync(file));
}

/**
 * Whether a test file replaces a module (`vi.mock`), itself or through a test kit it imports: in a module graph
 * shared between files the replacement would reach the files after it.
 */
function replacesModules(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  if (replacesModule.test(source)) return true;
  return [...source.matchAll(/from '(\.[^']+)'/g)].some(([, specifier]) => {
    const imported = resolveImport(file, specifier!);
    return (
      imported !== undefined &&
      /test-kit|test-utils/.test(imported) &&
      replacesModule.test(fs.readFileSync(imported, 'utf8'))
    );
  });
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Files that need a module graph of their own: they replace modules, or test what happens on a module's first load. */
const firstLoadTests = ['src/components/editor/RichTextEditor.test.tsx'];
const isolatedFiles = [
  ...testFiles(path.join(root, 'src'))
    .filter(replacesModules)
    .map((file) => path.relative(root, file)),
  ...firstLoadTests,
];

/**
 * The web app's component tests in jsdom, as two projects: most files share their worker's jsdom and loaded modules
 * ('web': one environment and one React per worker instead of one per file, about 2 s each on the CI machine), and
 * the files listed above run isolated ('web-isolated'). Spies and stubbed globals are undone after every test.
 */
export function webProject(isolated: boolean) {
  return defineProject({
    plugins: [react()],
    root,
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      setupFiles: isolated ? ['./src/test/setup.ts'] : ['./src/test/setup.ts', './src/test/preload-lazy-modules.ts'],
      include: isolated ? isolatedFiles : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? [] : isolatedFiles,
      isolate: isolated,
      unstubGlobals: true,
      restoreMocks: true,
      css: false,
    },
  });
}
