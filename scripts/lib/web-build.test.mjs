import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canLoadServerBundle, isApiBuildStale, isWebBuildStale, webBuildInputs } from './web-build.mjs';

let root;

const write = (file, content, mtimeSeconds) => {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  fs.utimesSync(full, mtimeSeconds, mtimeSeconds);
};

/** Folder times back to the past: creating the files above touched them. */
function settleFolders(folder = root) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) settleFolders(path.join(folder, entry.name));
  }
  fs.utimesSync(folder, 100, 100);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'zadania-start-'));
  write('package.json', { workspaces: ['packages/*', 'apps/api', 'apps/web'] }, 100);
  write('package-lock.json', '{}', 100);
  write('packages/shared/package.json', { name: '@x/shared' }, 100);
  write('packages/shared/src/messages.ts', '', 100);
  write('packages/editor/package.json', { name: '@x/editor', dependencies: { '@x/shared': '0.1.0' } }, 100);
  write('packages/editor/src/Math.ts', '', 100);
  write('apps/api/package.json', { name: '@x/api', dependencies: { '@x/shared': '0.1.0' } }, 100);
  write('apps/api/src/main.ts', '', 100);
  write('apps/web/package.json', { name: '@x/web', dependencies: { '@x/editor': '0.1.0', react: '19' } }, 100);
  write('apps/web/src/main.tsx', '', 100);
  write('apps/web/dist/index.html', '', 200);
  write('apps/web/dist-server/entry-server.js', '', 200);
  settleFolders();
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the web build inputs', () => {
  it('are the web app and the workspace packages it uses, directly or not, and the lock file', () => {
    expect(webBuildInputs(root).sort()).toEqual([
      'apps/web',
      'package-lock.json',
      'packages/editor',
      'packages/shared',
    ]);
  });

  it('make the build stale when the editor or the shared package changes, not when the API does', () => {
    expect(isWebBuildStale(root)).toBe(false);
    write('apps/api/src/main.ts', 'changed', 300);
    expect(isWebBuildStale(root)).toBe(false);
    write('packages/editor/src/Math.ts', 'changed', 300);
    expect(isWebBuildStale(root)).toBe(true);
    write('apps/web/dist/index.html', '', 400);
    write('apps/web/dist-server/entry-server.js', '', 400);
    write('packages/shared/src/messages.ts', 'changed', 500);
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('are stale with no build at all, and ignore test and build output', () => {
    write('apps/web/dist/assets/new.js', '', 900);
    write('apps/web/dist-server/entry-server.js', '', 900);
    write('apps/web/e2e/results.json', '', 900);
    write('packages/editor/node_modules/x/index.js', '', 900);
    settleFolders();
    expect(isWebBuildStale(root)).toBe(false);
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(isWebBuildStale(root)).toBe(true);
  });

  it('are stale without the server bundle of the reading pages', () => {
    fs.rmSync(path.join(root, 'apps/web/dist-server'), { recursive: true });
    expect(isWebBuildStale(root)).toBe(true);
  });
});

describe('the compiled API of npm start', () => {
  it('is stale without a build, and when the API, a package it uses or the build script changes, not the web app', () => {
    expect(isApiBuildStale(root)).toBe(true);
    write('apps/api/dist/main.js', '', 200);
    write('scripts/build-api.mjs', '', 100);
    settleFolders();
    expect(isApiBuildStale(root)).toBe(false);
    write('apps/web/src/main.tsx', 'changed', 300);
    write('packages/editor/src/Math.ts', 'changed', 300);
    expect(isApiBuildStale(root)).toBe(false);
    write('packages/shared/src/messages.ts', 'changed', 300);
    expect(isApiBuildStale(root)).toBe(true);
    write('apps/api/dist/main.js', '', 400);
    expect(isApiBuildStale(root)).toBe(false);
    write('apps/api/src/main.ts', 'changed', 500);
    expect(isApiBuildStale(root)).toBe(true);
    write('apps/api/dist/main.js', '', 600);
    write('scripts/build-api.mjs', 'changed', 700);
    expect(isApiBuildStale(root)).toBe(true);
  });
});

describe('the server bundle check of npm start', () => {
  it('loads a bundle that offers renderPage, and refuses one that throws on load (a development build)', () => {
    write('apps/web/dist-server/entry-server.js', 'export async function renderPage() { return null; }', 100);
    expect(canLoadServerBundle(root)).toBe(true);
    // What a build with NODE_ENV=development left: React's development JSX against its production runtime.
    write(
      'apps/web/dist-server/entry-server.js',
      'const jsxDEV = undefined; jsxDEV("div", {}); export async function renderPage() { return null; }',
      200,
    );
    expect(canLoadServerBundle(root)).toBe(false);
    write('apps/web/dist-server/entry-server.js', 'export const other = 1;', 300);
    expect(canLoadServerBundle(root)).toBe(false);
    fs.rmSync(path.join(root, 'apps/web/dist-server'), { recursive: true });
    expect(canLoadServerBundle(root)).toBe(false);
  });
});
