// npm start: builds the web app when any of its sources (apps/web and the workspace packages it uses)
// is newer than the build, then serves API + SPA and starts the API again when it crashes.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { supervise } from './lib/supervisor.mjs';
import { canLoadServerBundle, isWebBuildStale } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The build always makes the production bundles (apps/web's build script sets NODE_ENV); one that cannot load
// (built another way) is rebuilt rather than leaving every page unrendered on the server.
if (isWebBuildStale(root) || !canLoadServerBundle(root)) {
  console.log('Buduję aplikację webową (apps/web/dist)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const supervisor = supervise({
  start: () =>
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
      cwd: root,
      stdio: 'inherit',
    }),
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => supervisor.stop(signal));
