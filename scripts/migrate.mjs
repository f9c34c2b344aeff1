// npm run migrate: compiles the API when its sources changed, then applies the migrations to DATABASE_URL (or the
// embedded database in DATA_DIR) under an advisory lock and exits. Nodes started with MIGRATE_ON_START=false wait
// for it instead of migrating themselves (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isApiBuildStale } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (isApiBuildStale(root)) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-api.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/migrate.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
