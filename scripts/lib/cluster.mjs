// Several API nodes on this machine behind Debian's nginx, with the machine's PostgreSQL and a Redis: the same
// topology as compose.yaml without containers. `npm run cluster` runs it for a person; the cluster tests drive it
// (rolling restart, a node killed, Redis restarted). Nodes run the compiled API (npm run build first).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { nginxConfig } from './nginx-config.mjs';

/** Installs Debian's nginx when this machine has none; returns its path. */
export function ensureNginx(log = console.log) {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found.split('\n')[0];
  log('Instaluję nginx (apt-get install nginx)...');
  const install = spawnSync(
    'sh',
    [
      '-c',
      'apt-get install -y --no-install-recommends nginx || (apt-get update && apt-get install -y --no-install-recommends nginx)',
    ],
    {
      stdio: 'inherit',
    },
  );
  if (install.status !== 0) throw new Error('Nie udało się zainstalować nginx (apt-get install nginx).');
  return '/usr/sbin/nginx';
}

/** Creates the database named in `url` on its server when it does not exist. */
export async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const isReady = async (url) => (await fetch(`${url}/api/ready`)).ok;

/**
 * Starts `nodes` API nodes (ports firstNodePort… or nodePorts) and nginx on `listenPort`. `env` is added to every node's
 * environment; the first node seeds the demo content when `seed` (alone, before the others start).
 */
export async function startCluster({
  root,
  nodes: count = 3,
  listenPort = 8080,
  firstNodePort = 3101,
  nodePorts = Array.from({ length: count }, (_, index) => firstNodePort + index),
  databaseUrl,
  redisUrl,
  workDir,
  env = {},
  seed = false,
  log = () => {},
  nodeOutput = 'ignore',
}) {
  const capturedLines = 200;
  const nginx = ensureNginx(log);
  // nginx's workers (nobody, when started as root) buffer large answers in its temp folder: they must reach it.
  fs.mkdirSync(path.join(workDir, 'nginx-temp'), { recursive: true });
  fs.chmodSync(workDir, 0o755);
  fs.chmodSync(path.join(workDir, 'nginx-temp'), 0o777);
  await ensureDatabase(databaseUrl);
  const url = `http://127.0.0.1:${listenPort}`;
  const nodeEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: url,
    NODES: String(count),
    DATA_DIR: path.join(workDir, 'data'),
    MIGRATE_ON_START: 'false',
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: '3000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const migrate = spawnSync(process.execPath, [path.join(root, 'apps/api/dist/migrate.js')], {
    cwd: root,
    env: nodeEnv,
    stdio: nodeOutput === 'ignore' ? 'ignore' : 'inherit',
  });
  if (migrate.status !== 0) throw new Error(`npm run migrate failed (${migrate.status})`);

  const nodes = nodePorts.map((port, index) => ({
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    child: undefined,
    down: false,
    /** With nodeOutput 'capture': the node's last output lines. */
    output: [],
  }));

  const capture = nodeOutput === 'capture';
  const startNode = async (node, { seedDemo = false } = {}) => {
    node.child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
      cwd: root,
      env: { ...nodeEnv, PORT: String(node.port), SEED_DEMO: seedDemo ? 'true' : 'false' },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', nodeOutput, nodeOutput],
    });
    const child = node.child;
    if (capture) {
      // The last lines each node wrote (all its runs), for a test to show when a node misbehaved.
      const keep = (chunk) => {
        node.output.push(...chunk.toString().split('\n').filter(Boolean));
        node.output.splice(0, Math.max(0, node.output.length - capturedLines));
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
    }
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`node ${node.index + 1} exited with ${child.exitCode}`);
        return isReady(node.url);
      },
      `node ${node.index + 1} ready`,
    );
  };

  const exited = (child) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
      : new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const stopNode = async (node, signal = 'SIGTERM') => {
    const child = node.child;
    if (!child) return { code: null, signal: null };
    const done = exited(child);
    child.kill(signal);
    const result = await done;
    node.child = undefined;
    return result;
  };

  const confFile = path.join(workDir, 'nginx.conf');
  const writeConf = () =>
    fs.writeFileSync(
      confFile,
      nginxConfig({
        nodes: nodes.map((node) => `127.0.0.1:${node.port}${node.down ? ' down' : ''}`),
        listen: `127.0.0.1:${listenPort}`,
        pidFile: path.join(workDir, 'nginx.pid'),
        tempDir: path.join(workDir, 'nginx-temp'),
        errorLog: path.join(workDir, 'nginx-error.log'),
        standalone: true,
      }),
    );
  const reloadNginx = () => {
    writeConf();
    const reload = spawnSync(nginx, ['-c', confFile, '-s', 'reload'], { stdio: 'ignore' });
    if (reload.status !== 0) throw new Error('nginx -s reload failed');
  };

  let nginxProcess;
  const stop = async () => {
    await Promise.all(nodes.map((node) => stopNode(node)));
    if (nginxProcess && nginxProcess.exitCode === null) {
      const done = exited(nginxProcess);
      nginxProcess.kill('SIGQUIT');
      await done;
    }
  };

  try {
    await startNode(nodes[0], { seedDemo: seed });
    await Promise.all(nodes.slice(1).map((node) => startNode(node)));
    writeConf();
    nginxProcess = spawn(nginx, ['-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(() => isReady(url), 'nginx in front of the nodes', 10_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    nodes,
    /** Restarts one node without a failed request: out of nginx, SIGTERM, start, ready, back into nginx. */
    async restartNode(index) {
      const node = nodes[index];
      node.down = true;
      reloadNginx();
      const exit = await stopNode(node);
      await startNode(node);
      node.down = false;
      reloadNginx();
      return exit;
    },
    /** Every node restarted in turn; resolves with each one's exit. */
    async rollingRestart() {
      const exits = [];
      for (const node of nodes) exits.push(await this.restartNode(node.index));
      return exits;
    },
    /** Stops one node with a signal (SIGKILL: it dies mid-request) and leaves it stopped. */
    kill: (index, signal = 'SIGKILL') => stopNode(nodes[index], signal),
    /** Starts a stopped node again. */
    start: (index) => startNode(nodes[index]),
    stop,
  };
}
