/**
 * npm run bench:pdf -- [--runs 3] [--seconds 15] [--connections 10] [--rate 200]   (run `npm run build` first)
 *
 * The built app (apps/api/src/main.ts serving apps/web/dist, demo content seeded) on a fresh PostgreSQL
 * database, one node with its job workers and headless Chromium. A Premium student with a 10-task and a
 * 50-task list (worksheet with full solutions: every task, answer and solution is printed).
 * 1. Request → PdfReady: POST /api/favorite/{id}/pdf until PdfReady reaches the student's socket
 *    (socket.io-client), `--runs` times per list; the first run also starts the browser (cold).
 * 2. API latency: GET /api/homework with autocannon (its own process) at a steady `--rate` requests per second
 *    (0: as fast as it answers) for `--seconds`, alone, then while 5 PDFs of the 50-task list render (each
 *    requested by another Premium student); p50, p95, p99, and how long the 5 PDFs took.
 * Writes bench/results/list-pdf-<time>.json. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * names the server (a fresh database is made next to it and dropped after).
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { realtimeNamespace } from '@zadania/shared';
import { asc, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { favoriteHomeworks, favorites, homeworks, subscriptions } from '../apps/api/src/db/schema';
import { createTokenSigner } from '../apps/api/src/modules/auth/access-token';
import { createAuthRepository } from '../apps/api/src/modules/auth/auth.repository';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';
import { adminQuery, withDatabase } from '../apps/api/test/postgres-admin';
import type { TLoadJob, TLoadResult } from './load-generator';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
  },
});
const runs = Number(args.runs);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const rate = Number(args.rate);

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const jwtSecret = randomBytes(32).toString('hex');
const databaseName = `zadania_bench_pdf_${randomBytes(3).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const dataDir = path.join(root, '.tmp', `bench-pdf-${randomBytes(3).toString('hex')}`);
const pdfOptions = { theme: 'light', worksheet: true, withSolutions: true, numbered: true };

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApp(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // Demo content (tasks with solutions, formulas and images) is seeded outside production only.
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the app did not start');
}

function runLoad(job: TLoadJob): Promise<TLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'load-generator.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: TLoadResult | undefined;
    child.on('message', (message) => {
      result = message as TLoadResult;
    });
    child.on('error', reject);
    child.send(job);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with code ${code}`));
    });
  });
}

type TStudent = { id: string; token: string; socket: Socket; outcomes: Map<string, (outcome: string) => void> };

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No web build: run `npm run build` first (the PDFs print the web app’s printable view).');
  }
  await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
  const database = createPostgresDatabase(databaseUrl, () => undefined);
  let app: ChildProcess | undefined;
  const students: TStudent[] = [];
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    console.log('Starting the app (migrations and demo content on a fresh PostgreSQL database)…');
    app = await startApp(port);

    const users = createUsersRepository(database.db);
    const auth = createAuthRepository(database.db);
    const signer = createTokenSigner(jwtSecret);
    const run = randomBytes(2).toString('hex');
    const now = Date.now();
    const tasks = await database.db
      .select({ id: homeworks.id })
      .from(homeworks)
      .where(eq(homeworks.status, 'PUBLIC'))
      .orderBy(asc(homeworks.createdAt), asc(homeworks.id))
      .limit(50);
    if (tasks.length < 50) throw new Error(`Only ${tasks.length} public tasks were seeded; 50 are needed.`);

    /** A Premium student (an active period, straight in the database) with a socket and a 10- and a 50-task list. */
    const makeStudent = async (index: number) => {
      const user = await users.insert({
        email: `pdf-${index}-${run}@bench.zadania.local`,
        username: `pdf${index}${run}`,
        displayName: `Uczeń ${index}`,
        role: 'USER',
        passwordHash: 'bench-no-login',
        emailConfirmedAt: new Date(),
        consentAt: new Date(),
      });
      await database.db.insert(subscriptions).values({
        userId: user.id,
        planCode: 'PREMIUM_1_MONTH',
        planName: 'Konto Premium – 1 miesiąc (30 dni)',
        status: 'ACTIVE',
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + 30 * 24 * 3600 * 1000),
      });
      const session = await auth.createSession({ userId: user.id, expiresAt: new Date(now + 24 * 3600 * 1000) });
      const token = await signer.signAccessToken({ userId: user.id, sessionId: session.id, role: 'USER' });
      const lists: Record<number, string> = {};
      for (const size of [10, 50]) {
        const [list] = await database.db
          .insert(favorites)
          .values({ userId: user.id, name: `Powtórka ${size} zadań` })
          .returning();
        await database.db
          .insert(favoriteHomeworks)
          .values(
            tasks.slice(0, size).map((task, position) => ({ favoriteId: list!.id, homeworkId: task.id, position })),
          );
        lists[size] = list!.id;
      }
      const socket = io(`${baseUrl}${realtimeNamespace}`, {
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const student: TStudent = { id: user.id, token, socket, outcomes: new Map() };
      socket.on('PdfReady', ({ pdfId }: { pdfId: string }) => student.outcomes.get(pdfId)?.('ready'));
      socket.on('PdfError', ({ pdfId, message }: { pdfId: string; message: string }) =>
        student.outcomes.get(pdfId)?.(`error: ${message}`),
      );
      students.push(student);
      return { student, lists };
    };

    /** Milliseconds from the request to PdfReady (fails on PdfError or after 5 minutes). */
    const printOnce = async (student: TStudent, listId: string) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/favorite/${listId}/pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(pdfOptions),
      });
      if (response.status !== 202) throw new Error(`POST pdf answered ${response.status}: ${await response.text()}`);
      const { pdfId } = (await response.json()) as { pdfId: string };
      const outcome = await Promise.race([
        new Promise<string>((resolve) => student.outcomes.set(pdfId, resolve)),
        sleep(300_000, 'timeout'),
      ]);
      if (outcome !== 'ready') throw new Error(`PDF ${pdfId}: ${outcome}`);
      return performance.now() - started;
    };

    const { student, lists } = await makeStudent(0);
    const timing: Record<string, Record<string, number>> = {};
    for (const size of [10, 50]) {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) times.push(await printOnce(student, lists[size]!));
      timing[`${size} tasks`] = {
        'first ms': round(times[0]!),
        'median ms': round(median(times)),
        'min ms': round(Math.min(...times)),
        'max ms': round(Math.max(...times)),
        runs: times.length,
      };
      console.log(`${size} tasks: ${times.map((time) => round(time)).join(', ')} ms`);
    }
    console.log('\nRequest → PdfReady (worksheet with solutions):');
    console.table(timing);

    const others: Awaited<ReturnType<typeof makeStudent>>[] = [];
    for (let i = 1; i <= 5; i += 1) others.push(await makeStudent(i));
    const load = (durationSeconds: number): TLoadJob => ({
      baseUrl,
      paths: [
        '/api/homework?page=1&pageSize=10',
        '/api/homework?page=2&pageSize=10',
        '/api/homework?page=3&pageSize=10',
      ],
      connections,
      durationSeconds,
      timeoutSeconds: 30,
      overallRate: rate > 0 ? rate : undefined,
    });
    /** The 5 others print their 50-task list at once: how long until all 5 are ready, and each one. */
    const printFive = async () => {
      const started = performance.now();
      const times = await Promise.all(others.map(({ student: other, lists: own }) => printOnce(other, own[50]!)));
      return { all: performance.now() - started, times };
    };
    console.log('\n5 PDFs of 50 tasks at once, no other load…');
    const fiveAlone = await printFive();
    console.log(`each: ${fiveAlone.times.map((time) => round(time)).join(', ')} ms`);
    await runLoad(load(3));
    const pace = rate > 0 ? `${rate} req/s` : 'as fast as it answers';
    console.log(`\nGET /api/homework alone (${seconds} s, ${connections} connections, ${pace})…`);
    const alone = await runLoad(load(seconds));
    console.log(`GET /api/homework while 5 PDFs of 50 tasks render (${seconds} s)…`);
    const rendering = printFive();
    const during = await runLoad(load(seconds));
    const fiveLoaded = await rendering;

    const row = (result: TLoadResult) => ({
      'req/s': result.reqPerSec,
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      'max ms': result.max,
      errors: result.errors + result.non2xx + result.timeouts,
    });
    const latency = { alone: row(alone), 'while 5 PDFs render': row(during) };
    console.log('\nGET /api/homework:');
    console.table(latency);
    const five = (run: { all: number; times: number[] }) => ({
      'all 5 ready ms': round(run.all),
      'first ready ms': round(Math.min(...run.times)),
    });
    const concurrent = { 'no other load': five(fiveAlone), 'under the GET load': five(fiveLoaded) };
    console.log('5 PDFs of 50 tasks at once:');
    console.table(concurrent);
    console.log(`GET /api/homework p95 while they render: ${round(during.p95 / alone.p95, 2)}× the p95 alone`);

    const result = {
      at: new Date().toISOString(),
      options: pdfOptions,
      load: { rate: rate > 0 ? rate : null, connections, seconds },
      timing,
      latency,
      concurrent,
    };
    const file = path.join(root, 'bench', 'results', `list-pdf-${result.at.replaceAll(':', '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Written ${path.relative(root, file)}`);
  } finally {
    for (const student of students) student.socket.close();
    if (app && app.exitCode === null) {
      app.kill('SIGTERM');
      await new Promise((resolve) => app!.once('exit', resolve));
    }
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
