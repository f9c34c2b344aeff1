import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import type { TDatabase } from '../src/db/client';
import { testConfig } from './test-config';
import { createTestDatabase, sharedTestDatabase } from './test-database';

export type TTestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The whole API on a fresh database, with its own outbox folder and in-memory rate limits. The app runs no
 * job workers; instead `inject` resolves once the jobs the request queued (mail, event deliveries) have run
 * on this node, so a test reads their effects deterministically. The limiter does not wait before guesses on an account under
 * attack: `rateLimitWaits` records each wait it asked for, in milliseconds. With `options.database` it runs
 * on that database and leaves it open (a second node of a test, or the shared database of `useTestApp`).
 */
export async function buildTestApp(env: Record<string, string> = {}, options: { database?: TDatabase } = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-test-'));
  const config = testConfig(dataDir, env);
  // A second node of a test shares the first one's database, which the first one closes.
  const database = options.database ?? (await createTestDatabase());
  const rateLimitWaits: number[] = [];
  const app = await buildApp({
    config,
    database,
    ownsDatabase: !options.database,
    logger: false,
    rateLimitWait: async (milliseconds) => {
      rateLimitWaits.push(milliseconds);
    },
  });
  app.addHook('onClose', async () => fs.rm(dataDir, { recursive: true, force: true }));
  await app.ready();
  const inject = app.inject.bind(app);
  const injectAndSettle = async (options: InjectOptions) => {
    const response = await inject(options);
    if (app.jobs.hasSentSinceDrain()) await app.jobs.drain();
    return response;
  };
  return Object.assign(app, {
    outboxDir: path.join(dataDir, 'outbox'),
    rateLimitWaits,
    inject: injectAndSettle as typeof app.inject,
  });
}

/**
 * A fresh app for every test of the file, on the process's shared database emptied back to the migrated
 * template first: `const t = useTestApp(); ... t.app` (`env`, or a function that gives it when it depends on
 * what a `beforeAll` started). Cheaper than a database per test (a PGlite copy costs
 * about a second; a PostgreSQL copy and its DROP a checkpoint), and as isolated: nothing of the last test's
 * rows, files, caches or rate limits is left.
 */
export function useTestApp(env?: Record<string, string> | (() => Record<string, string>)) {
  const holder = {} as { app: TTestApp };
  beforeEach(async () => {
    const shared = await sharedTestDatabase();
    await shared.reset();
    holder.app = await buildTestApp(typeof env === 'function' ? env() : env, { database: shared.database });
  });
  afterEach(async () => {
    await holder.app?.close();
  });
  return holder;
}
