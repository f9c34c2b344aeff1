/**
 * npm run bench:cluster: a mixed workload (catalogue lists, searches, task pages, task types, and one note written
 * in ten requests) through nginx with 1 and with 3 compiled API nodes on this machine, then idle realtime
 * connections spread over the nodes with the nodes' memory. Needs PostgreSQL and Redis (BENCH_DATABASE_URL,
 * default the local server's zadania_bench_cluster; REDIS_URL, default 127.0.0.1:6379) and `npm run build`.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { realtimeNamespace } from '@zadania/shared';
import { io, type Socket } from 'socket.io-client';
import { startCluster } from '../scripts/lib/cluster.mjs';
import type { TLoadResult } from './load-generator';
import { runLoad } from './run-load';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zadania_bench_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const idleSockets = Number(process.env.BENCH_SOCKETS ?? 5000);

const rssMegabytes = (pid: number | undefined) =>
  pid ? Math.round(Number(execSync(`ps -o rss= -p ${pid}`).toString().trim()) / 1024) : 0;

async function measure(nodes: number) {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-cluster-'));
  const cluster = await startCluster({
    root,
    nodes,
    listenPort: 8190,
    firstNodePort: 3401,
    databaseUrl,
    redisUrl,
    workDir,
    seed: true,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const login = await fetch(`${cluster.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'uczen@zadania.local', password: 'demo12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = (await (await fetch(`${cluster.url}/api/homework?size=50`)).json()) as {
      results: { slug: string }[];
    };
    const paths = [
      '/api/homework?size=10',
      '/api/homework?size=10&search=funkcja',
      '/api/homework-type',
      ...page.results.slice(0, 20).map((task) => `/api/homework/${task.slug}`),
    ];
    const result: TLoadResult = await runLoad({
      baseUrl: cluster.url,
      paths,
      connections,
      durationSeconds,
      timeoutSeconds: 10,
      write: {
        path: '/api/note',
        body: JSON.stringify({ title: 'Notatka z obciążenia', content: '<p>x</p>' }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        every: 10,
      },
    });
    const memory = cluster.nodes.map((node) => rssMegabytes(node.child?.pid));
    let sockets: { opened: number; seconds: number; rssBefore: number[]; rssAfter: number[] } | undefined;
    if (nodes > 1 && idleSockets > 0) {
      // Straight to the nodes, in turn: nginx hashes every loopback client to one node.
      const rssBefore = cluster.nodes.map((node) => rssMegabytes(node.child?.pid));
      const started = performance.now();
      const open: Socket[] = [];
      for (let i = 0; i < idleSockets; i += 1) {
        const node = cluster.nodes[i % cluster.nodes.length]!;
        open.push(
          io(`${node.url}${realtimeNamespace}`, {
            auth: { token },
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          }),
        );
        if (i % 200 === 199) {
          await Promise.all(
            open
              .slice(-200)
              .map(
                (socket) =>
                  new Promise<void>((resolve) =>
                    socket.connected ? resolve() : socket.once('connect', () => resolve()),
                  ),
              ),
          );
        }
      }
      await Promise.all(
        open.map(
          (socket) =>
            new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once('connect', () => resolve()))),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const rssAfter = cluster.nodes.map((node) => rssMegabytes(node.child?.pid));
      sockets = { opened: open.filter((socket) => socket.connected).length, seconds, rssBefore, rssAfter };
      for (const socket of open) socket.close();
    }
    return { nodes, result, memory, sockets };
  } finally {
    await cluster.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const cores = os.availableParallelism();
  const runs = [];
  for (const nodes of [1, 3]) {
    console.log(`\n${nodes} węzeł/węzły za nginx: ${connections} połączeń, ${durationSeconds} s …`);
    const run = await measure(nodes);
    runs.push(run);
    const { result } = run;
    console.log(
      `  ${result.reqPerSec} req/s (${(result.reqPerSec / cores).toFixed(0)} na rdzeń, ${cores} rdzenie), p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, błędy ${result.errors + result.non2xx + result.timeouts}; RSS węzłów po obciążeniu: ${run.memory.join(' / ')} MB`,
    );
    if (run.sockets) {
      const grown = run.sockets.rssAfter.map((after, index) => after - run.sockets!.rssBefore[index]!);
      console.log(
        `  ${run.sockets.opened} bezczynnych połączeń realtime (otwarte w ${run.sockets.seconds.toFixed(1)} s): RSS węzłów ${run.sockets.rssAfter.join(' / ')} MB (+${grown.join(' / +')} MB, ${((grown.reduce((a, b) => a + b, 0) * 1024) / run.sockets.opened).toFixed(1)} kB na połączenie)`,
      );
    }
  }
  const file = path.join(root, 'bench/results', `cluster-${new Date().toISOString().replaceAll(':', '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify({ cores, connections, durationSeconds, runs }, null, 2)}\n`);
  console.log(`\nWyniki: ${path.relative(root, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
