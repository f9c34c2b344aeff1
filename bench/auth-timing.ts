/**
 * npm run bench:auth-timing -- [--rounds 60]
 *
 * Does the time of an answer tell whether an e-mail has an account? Builds the real API (test
 * config, embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set) and, in alternating
 * order, sends each auth route that names an address once for an address with an account and once
 * for one without, through app.inject (no network noise). Every request has its own address and
 * client IP, so no rate limit interferes. Prints the median and p90 of each side and the
 * difference of the medians; work a route does after its answer (mail) is awaited between
 * requests, outside the measurement.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase, createPostgresDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/auth.service';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';
// The app's job queue decoration (app.jobs), declared beside its plugin.
import type {} from '../apps/api/src/plugins/jobs';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '60' } } });
const rounds = Number(args.rounds);
const password = 'Benchmark1234';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => value.toFixed(2);

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-auth-timing-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The bench runs each request's mail job itself (jobs.drain), outside the measured time.
    JOB_WORKERS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = process.env.BENCH_DATABASE_URL
    ? createPostgresDatabase(process.env.BENCH_DATABASE_URL)
    : await createPgliteDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, ownsDatabase: true, logger: false });
  const run = `${Date.now().toString(36)}`;
  try {
    const users = createUsersRepository(database.db);
    const passwordHash = await hashPassword(password);
    const known: string[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const email = `known-${run}-${i}@bench.zadania.local`;
      await users.insert({
        email,
        username: `known${run}n${i}`,
        displayName: 'Bench',
        passwordHash,
        // Half confirmed (login, forgot-password), half waiting for confirmation (resend).
        emailConfirmedAt: i % 2 ? null : new Date(),
      });
      known.push(email);
    }
    let ipCounter = 0;
    const nextIp = () => {
      ipCounter += 1;
      return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
    };

    const routes: { name: string; url: string; body: (email: string, i: number) => object }[] = [
      { name: 'login (wrong password)', url: '/api/auth/login', body: (email) => ({ email, password: 'zlehaslo1' }) },
      { name: 'forgot-password', url: '/api/auth/forgot-password', body: (email) => ({ email }) },
      { name: 'resend-confirmation', url: '/api/auth/resend-email-confirmation-email', body: (email) => ({ email }) },
      {
        name: 'register',
        url: '/api/auth/register',
        body: (email, i) => ({
          email,
          username: `new${run}${email.startsWith('known') ? 'k' : 'u'}${i}`,
          password: { password, confirmPassword: password },
          role: 'USER',
          consent: true,
        }),
      },
    ];

    console.log(`${rounds} requests per side, ${database.kind}`);
    console.log('route                    | known p50 | known p90 | unknown p50 | unknown p90 | p50 difference');
    for (const route of routes) {
      const times = { known: [] as number[], unknown: [] as number[] };
      const statuses = new Set<string>();
      for (let i = 0; i < rounds; i += 1) {
        const sides = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const side of sides) {
          const email = side === 'known' ? known[i]! : `unknown-${run}-${route.url.length}-${i}@bench.zadania.local`;
          const started = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: route.url,
            payload: route.body(email, i),
            remoteAddress: nextIp(),
          });
          times[side].push(performance.now() - started);
          statuses.add(`${side} ${response.statusCode}`);
          await app.jobs.drain();
        }
      }
      const knownP50 = percentile(times.known, 50);
      const unknownP50 = percentile(times.unknown, 50);
      console.log(
        `${route.name.padEnd(24)} | ${ms(knownP50).padStart(9)} | ${ms(percentile(times.known, 90)).padStart(9)} | ${ms(unknownP50).padStart(11)} | ${ms(percentile(times.unknown, 90)).padStart(11)} | ${ms(knownP50 - unknownP50).padStart(8)} ms   (${[...statuses].sort().join(', ')})`,
      );
    }
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
