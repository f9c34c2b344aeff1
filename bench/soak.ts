/**
 * npm run bench:soak -- [--minutes 10] [--rate 50]   (after `npm run build`)
 *
 * Issue 35, "no growth over a 10-minute soak": one compiled API node (`node apps/api/dist/main.js`, as `npm start`
 * runs it) behind nginx, on PostgreSQL (BENCH_DATABASE_URL, default the local server's zadania_bench_soak, seeded with
 * the demo content) and Redis (REDIS_URL), under a steady mixed load for `--minutes`: catalogue lists, searches, task
 * pages and task types at `--rate` requests per second, every tenth request a note written by the demo student. The
 * node's RSS is read every 30 s; the figure is its slope after the first two minutes (least squares, MB per minute):
 * about zero when nothing grows. Prints the samples and writes bench/results/soak-<timestamp>.json.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { runLoad } from './run-load';

const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '50' } },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const sampleSeconds = 30;
const warmupMinutes = 2;

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zadania_bench_soak';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const rssMegabytes = (pid: number | undefined) =>
  pid ? Math.round(Number(execSync(`ps -o rss= -p ${pid}`).toString().trim()) / 1024) : Number.NaN;

/** The least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]) {
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  return variance ? covariance / variance : Number.NaN;
}

async function main() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-soak-'));
  const cluster = await startCluster({
    root,
    nodes: 1,
    listenPort: 8191,
    firstNodePort: 3451,
    databaseUrl,
    redisUrl,
    workDir,
    seed: true,
    // As `npm run cluster` runs a node: compiled, with the local defaults (outbox mail, local files).
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const login = await fetch(`${cluster.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'uczen@zadania.local', password: 'demo12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const page = (await (await fetch(`${cluster.url}/api/homework?pageSize=50`)).json()) as {
      results: { slug: string }[];
    };
    const paths = [
      '/api/homework?pageSize=10',
      '/api/homework?pageSize=10&search=funkcja',
      '/api/homework?pageSize=10&search=trojkat&levels=HIGH_SCHOOL',
      '/api/homework-type',
      ...page.results.slice(0, 30).map((task) => `/api/homework/${task.slug}`),
    ];
    const pid = cluster.nodes[0]!.child?.pid;
    const samples: { minute: number; rssMb: number; reqPerSec: number; p95: number; failed: number }[] = [
      { minute: 0, rssMb: rssMegabytes(pid), reqPerSec: 0, p95: 0, failed: 0 },
    ];
    console.log(`RSS po starcie: ${samples[0]!.rssMb} MB; ${minutes} min, ${rate} żądań/s …`);
    const rounds = Math.round((minutes * 60) / sampleSeconds);
    for (let round = 1; round <= rounds; round++) {
      const result = await runLoad({
        baseUrl: cluster.url,
        paths,
        connections: 10,
        durationSeconds: sampleSeconds,
        timeoutSeconds: 10,
        overallRate: rate,
        write: {
          path: '/api/note',
          body: JSON.stringify({ title: 'Notatka z testu długiego', content: '<p>x</p>' }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          every: 10,
        },
      });
      const sample = {
        minute: (round * sampleSeconds) / 60,
        rssMb: rssMegabytes(pid),
        reqPerSec: result.reqPerSec,
        p95: result.p95,
        failed: result.errors + result.non2xx + result.timeouts,
      };
      samples.push(sample);
      console.log(
        `  ${sample.minute.toFixed(1)} min: RSS ${sample.rssMb} MB, ${sample.reqPerSec} req/s, p95 ${sample.p95} ms, błędy ${sample.failed}`,
      );
    }
    const afterWarmup = samples.filter((sample) => sample.minute > warmupMinutes);
    const mbPerMinute = slope(afterWarmup.map((sample) => ({ x: sample.minute, y: sample.rssMb })));
    console.log(
      `\nNachylenie RSS po ${warmupMinutes} min: ${mbPerMinute.toFixed(2)} MB/min (${afterWarmup.length} próbek); RSS ${afterWarmup[0]?.rssMb} → ${afterWarmup.at(-1)?.rssMb} MB`,
    );
    const resultsFile = path.join(
      import.meta.dirname,
      'results',
      `soak-${new Date().toISOString().replace(/:/g, '-')}.json`,
    );
    await fs.writeFile(resultsFile, `${JSON.stringify({ minutes, rate, samples, mbPerMinute }, null, 2)}\n`);
    console.log(`Wyniki: ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await cluster.stop();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
