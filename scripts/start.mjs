// npm start: builds the web app and the API when any of their sources (their folders and the workspace packages
// they use) is newer than their build, then serves API + SPA with plain node (the compiled API, no TypeScript
// transpiler at run time) and starts the API again when it crashes.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { supervise } from './lib/supervisor.mjs';
import { canLoadServerBundle, isApiBuildStale, isWebBuildStale } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The build always makes the production bundles (apps/web's build script sets NODE_ENV); one that cannot load
// (built another way) is rebuilt rather than leaving every page unrendered on the server.
if (isWebBuildStale(root) || !canLoadServerBundle(root)) {
  console.log('Buduję aplikację webową (apps/web/dist)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isApiBuildStale(root)) {
  console.log('Kompiluję API (apps/api/dist)...');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const supervisor = supervise({
  start: () =>
    // Plain node, as in production: stack traces name the compiled lines (apps/api/dist/*.js.map maps them back;
    // NODE_OPTIONS=--enable-source-maps does it at run time, for about 40 MB more per node).
    spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
    }),
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => supervisor.stop(signal));
