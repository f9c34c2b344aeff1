// Whether `npm start` must rebuild the web app: its build is older than a source it is built from.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Never inputs of the bundle: dependencies, build output, test output, dot-folders, browser tests. */
const ignoredNames = new Set(['node_modules', 'dist', 'dist-server', 'e2e', 'test-results', 'playwright-report']);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Workspace folders of the monorepo by package name (entries may end with `/*`). */
function workspacesByName(root) {
  const folders = (readJson(path.join(root, 'package.json')).workspaces ?? []).flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    return fs.readdirSync(path.join(root, parent)).map((name) => `${parent}/${name}`);
  });
  const byName = new Map();
  for (const folder of folders) {
    const manifest = path.join(root, folder, 'package.json');
    if (fs.existsSync(manifest)) byName.set(readJson(manifest).name, folder);
  }
  return byName;
}

/**
 * What the web build is made of: `apps/web` and every workspace package it depends on, directly or
 * through another one (the editor, the shared schemas), plus the lock file that pins the rest.
 */
export function webBuildInputs(root, webFolder = 'apps/web') {
  const workspaces = workspacesByName(root);
  const folders = new Set([webFolder]);
  const pending = [webFolder];
  while (pending.length) {
    const manifest = readJson(path.join(root, pending.pop(), 'package.json'));
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    for (const folder of names.map((name) => workspaces.get(name)).filter(Boolean)) {
      if (!folders.has(folder)) {
        folders.add(folder);
        pending.push(folder);
      }
    }
  }
  return [...folders, 'package-lock.json'];
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (ignoredNames.has(entry) || entry.startsWith('.') || entry.endsWith('.tsbuildinfo')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * True when `apps/web/dist/index.html` or the server bundle of the reading pages (`dist-server/entry-server.js`)
 * is missing, or older than any input of the build.
 */
export function isWebBuildStale(root, webFolder = 'apps/web') {
  const builtAt = Math.min(
    ...['dist/index.html', 'dist-server/entry-server.js'].map((file) => {
      const built = path.join(root, webFolder, file);
      return fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
    }),
  );
  return webBuildInputs(root, webFolder).some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/**
 * True when the compiled API (`apps/api/dist/main.js`, scripts/build-api.mjs) is missing, or older than any of its
 * inputs: `apps/api` and the workspace packages it uses, the lock file, and the build script itself.
 */
export function isApiBuildStale(root, apiFolder = 'apps/api') {
  const built = path.join(root, apiFolder, 'dist', 'main.js');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return [...webBuildInputs(root, apiFolder), 'scripts/build-api.mjs'].some(
    (input) => newestMtime(path.join(root, input)) > builtAt,
  );
}

/**
 * Whether the server bundle of the reading pages loads in Node as the API loads it. A bundle built with another
 * NODE_ENV (React's development JSX against its production runtime) does not, and every page would be served
 * as the empty shell: `npm start` rebuilds it instead.
 */
export function canLoadServerBundle(root, webFolder = 'apps/web') {
  const bundle = path.join(root, webFolder, 'dist-server', 'entry-server.js');
  if (!fs.existsSync(bundle)) return false;
  const check = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)}); if (typeof m.renderPage !== 'function') process.exit(3);`,
    ],
    { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return check.status === 0;
}
