// npm run typecheck: tsc -b over every project. The packages first (everything references them), then the API's side
// (apps/api, bench, the end-to-end specs) and the web app at once: one tsc is one thread, and CI has two cores.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const build = (projects) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-b', ...projects], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const packages = await build(['packages/shared', 'packages/editor']);
if (packages !== 0) process.exit(packages);
const results = await Promise.all([build(['apps/api', 'bench', 'apps/web/e2e']), build(['apps/web'])]);
process.exit(results.find((code) => code !== 0) ?? 0);
