// npm run cluster [-- --nodes 3 --port 8080]: the platform as several API nodes behind Debian's nginx on this
// machine (installed when missing), with this machine's PostgreSQL (DATABASE_URL, default the local server's
// database zadania_cluster) and Redis (REDIS_URL, default 127.0.0.1:6379). Prints the address; `kill -USR2 <pid>`
// restarts the nodes one by one without a failed request; Ctrl+C stops everything. docs/deploy.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './lib/cluster.mjs';
import { canLoadServerBundle, isApiBuildStale, isWebBuildStale } from './lib/web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});

if (isWebBuildStale(root) || !canLoadServerBundle(root) || isApiBuildStale(root)) {
  console.log('Buduję aplikację (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cluster = await startCluster({
  root,
  nodes: Number(values.nodes),
  listenPort: Number(values.port),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zadania_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  workDir: path.join(root, '.tmp', 'cluster'),
  seed: process.env.NODE_ENV !== 'production',
  nodeOutput: 'inherit',
  log: console.log,
});
console.log(
  `\nPlatforma działa: ${cluster.url} (${cluster.nodes.length} węzły za nginx: ${cluster.nodes.map((node) => node.port).join(', ')}).` +
    `\nRestart węzłów po kolei: kill -USR2 ${process.pid}; zatrzymanie: Ctrl+C.\n`,
);

let busy = false;
process.on('SIGUSR2', async () => {
  if (busy) return;
  busy = true;
  console.log('Restartuję węzły po kolei...');
  const exits = await cluster.rollingRestart();
  console.log(
    `Gotowe: ${exits.map((exit, index) => `węzeł ${index + 1} zakończył się kodem ${exit.code}`).join(', ')}.`,
  );
  busy = false;
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await cluster.stop();
    process.exit(0);
  });
}
