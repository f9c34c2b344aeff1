// Runs one entry of the compiled API (apps/api/dist/<entry>), compiling it first when its sources changed: the
// operator's commands (npm run migrate, npm run learning:rebuild) run plain node, as the nodes do.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isApiBuildStale } from './web-build.mjs';

export function runCompiled(root, entry) {
  if (isApiBuildStale(root)) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) return build.status ?? 1;
  }
  const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist', entry)], {
    cwd: root,
    stdio: 'inherit',
  });
  return run.status ?? 1;
}
