/**
 * npm run bench:node -- [--db postgres,pglite] [--runs 3] [--load-seconds 60]   (after `npm run build`)
 *
 * Issue 35, "compiled, small": the compiled API node (`node apps/api/dist/main.js`, as `npm start` and the image run
 * it) on each database with the demo content already seeded, started as a production node starts (SEED_DEMO=false,
 * nothing left to migrate). Per run it measures the time from the process's start
 * to `/api/health` (live) and `/api/ready` (ready: database at its migration, catalogue loaded) with the CPU time the
 * process used until then (user + system, which other work on the machine does not inflate), the RSS 8 s after
 * ready (idle), the RSS and heap after `--load-seconds` of a mixed load (lists, searches, task pages, server-rendered
 * pages, one note written in ten; 10 connections), and again 10 s after the load. The last run's node writes a heap
 * snapshot after the load, whose largest retainers are printed (bench/heap-retainers.ts). PostgreSQL:
 * BENCH_DATABASE_URL's server, database `zadania_bench_node` (made and seeded by the first start); PGlite: a data folder
 * in $TMPDIR. Writes bench/results/node-<timestamp>.json.
 */
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../scripts/lib/cluster.mjs';
import { printHeapRetainers, readHeapRetainers, type THeapRetainers } from './heap-retainers';
import { runLoad } from './run-load';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres,pglite' },
    runs: { type: 'string', default: '3' },
    'load-seconds': { type: 'string', default: '60' },
  },
});
const runs = Number(args.runs);
const loadSeconds = Number(args['load-seconds']);
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = 3471;
const baseUrl = `http://127.0.0.1:${port}`;

type TProbe = { heapUsed: number; rss: number; external: number; arrayBuffers: number };
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const rssMb = (pid: number) => mb(Number(execSync(`ps -o rss= -p ${pid}`).toString().trim()) * 1024);
/** The process's CPU time so far (user + system), from /proc: what a start costs whatever else the machine runs. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startNode(env: Record<string, string>) {
  const startedAt = performance.now();
  const child = fork(path.join(root, 'apps/api/dist/main.js'), [], {
    cwd: root,
    execArgv: ['--expose-gc', '--import', path.join(root, 'bench/node-probe.mjs')],
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return { child, startedAt };
}

async function waitFor(route: string, child: ChildProcess, startedAt: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the node exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}${route}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Math.round(performance.now() - startedAt);
    await sleep(10);
  }
}

function ask<T>(child: ChildProcess, message: object, type: string) {
  return new Promise<T>((resolve) => {
    const answer = (reply: { type?: string }) => {
      if (reply?.type !== type) return;
      child.off('message', answer);
      resolve(reply as T);
    };
    child.on('message', answer);
    child.send(message);
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function mixedLoad() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'uczen@zadania.local', password: 'demo12345' }),
  });
  const { token } = (await login.json()) as { token: string };
  const page = (await (await fetch(`${baseUrl}/api/homework?pageSize=50`)).json()) as { results: { slug: string }[] };
  const slugs = page.results.slice(0, 20).map((task) => task.slug);
  return runLoad({
    baseUrl,
    paths: [
      '/api/homework?pageSize=10',
      '/api/homework?pageSize=10&search=funkcja',
      '/api/homework?pageSize=10&search=trojkat&levels=HIGH_SCHOOL',
      '/api/homework-type',
      '/homeworks',
      ...slugs.map((slug) => `/api/homework/${slug}`),
      ...slugs.slice(0, 5).map((slug) => `/homeworks/${slug}`),
    ],
    connections: 10,
    durationSeconds: loadSeconds,
    timeoutSeconds: 10,
    write: {
      path: '/api/note',
      body: JSON.stringify({ title: 'Notatka z pomiaru pamięci', content: '<p>x</p>' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      every: 10,
    },
  });
}

async function measure(database: 'postgres' | 'pglite', workDir: string) {
  const env: Record<string, string> =
    database === 'postgres'
      ? { DATABASE_URL: serverUrl.replace(/\/[^/]*$/, '/zadania_bench_node'), DATA_DIR: path.join(workDir, 'pg-files') }
      : { DATA_DIR: path.join(workDir, 'pglite') };
  if (database === 'postgres') {
    execSync(`psql "${serverUrl}" -qc "drop database if exists zadania_bench_node with (force)"`);
    await ensureDatabase(env.DATABASE_URL!);
  }
  // The first start migrates and seeds the demo content; the measured starts find it there.
  const first = startNode({ ...env, SEED_DEMO: 'true' });
  await waitFor('/api/ready', first.child, first.startedAt);
  await stop(first.child);

  const results = [];
  let heap: THeapRetainers | undefined;
  for (let run = 1; run <= runs; run++) {
    // As a production node starts: the content is there, nothing is seeded.
    const { child, startedAt } = startNode({ ...env, SEED_DEMO: 'false' });
    const liveMs = await waitFor('/api/health', child, startedAt);
    const readyMs = await waitFor('/api/ready', child, startedAt);
    const readyCpuMs = cpuMs(child.pid!);
    await sleep(8000);
    const idleRssMb = rssMb(child.pid!);
    const idle = await ask<TProbe>(child, { type: 'probe' }, 'probe');
    const load = await mixedLoad();
    const loadedRssMb = rssMb(child.pid!);
    await sleep(10_000);
    const settledRssMb = rssMb(child.pid!);
    const settled = await ask<TProbe>(child, { type: 'probe' }, 'probe');
    if (run === runs) {
      const file = path.join(workDir, `${database}.heapsnapshot`);
      await ask(child, { type: 'heap-snapshot', file }, 'heap-snapshot');
      heap = await readHeapRetainers(file);
    }
    await stop(child);
    const result = {
      run,
      liveMs,
      readyMs,
      readyCpuMs,
      idleRssMb,
      idleHeapUsedMb: mb(idle.heapUsed),
      idleExternalMb: mb(idle.external),
      idleArrayBuffersMb: mb(idle.arrayBuffers),
      load: { reqPerSec: load.reqPerSec, p95: load.p95, failed: load.errors + load.non2xx + load.timeouts },
      loadedRssMb,
      settledRssMb,
      settledHeapUsedMb: mb(settled.heapUsed),
    };
    console.log(database, JSON.stringify(result));
    results.push(result);
  }
  if (heap) {
    console.log(`\n${database}, po obciążeniu:`);
    printHeapRetainers(heap);
  }
  return { database, results, heap };
}

async function main() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-node-'));
  try {
    const measured = [];
    for (const database of args.db.split(',') as ('postgres' | 'pglite')[]) {
      measured.push(await measure(database, workDir));
    }
    console.log('\nbaza | start → live / ready ms (CPU ms) | RSS bezczynnie MB | po obciążeniu | 10 s później');
    for (const { database, results } of measured) {
      for (const r of results) {
        console.log(
          `${database} | ${r.liveMs} / ${r.readyMs} (${r.readyCpuMs}) | ${r.idleRssMb} (heap ${r.idleHeapUsedMb}) | ${r.loadedRssMb} (${r.load.reqPerSec} req/s, p95 ${r.load.p95} ms, błędy ${r.load.failed}) | ${r.settledRssMb} (heap ${r.settledHeapUsedMb})`,
        );
      }
    }
    const file = path.join(root, 'bench/results', `node-${new Date().toISOString().replace(/:/g, '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify({ loadSeconds, runs, measured }, null, 2)}\n`);
    console.log(`Wyniki: ${path.relative(process.cwd(), file)}`);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
