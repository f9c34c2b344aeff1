import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, dropTestTemplates } from './test-database';

export type TTestApp = Awaited<ReturnType<typeof buildTestApp>>;

afterAll(async () => {
  await dropTestTemplates();
});

/**
 * The whole API on a fresh database, with its own outbox folder and in-memory rate limits. `inject`
 * resolves once the work the request left for after its answer (mail) is done too, so a test reads
 * the outbox deterministically. The limiter does not wait before guesses on an account under
 * attack: `rateLimitWaits` records each wait it asked for, in milliseconds.
 */
export async function buildTestApp(env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await createTestDatabase();
  const rateLimitWaits: number[] = [];
  const app = await buildApp({
    config,
    database,
    ownsDatabase: true,
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
    await app.afterResponse.idle();
    return response;
  };
  return Object.assign(app, {
    outboxDir: path.join(dataDir, 'outbox'),
    rateLimitWaits,
    inject: injectAndSettle as typeof app.inject,
  });
}

/** A fresh app for every test of the file: `const t = useTestApp(); ... t.app`. */
export function useTestApp(env?: Record<string, string>) {
  const holder = {} as { app: TTestApp };
  beforeEach(async () => {
    holder.app = await buildTestApp(env);
  });
  afterEach(async () => {
    await holder.app?.close();
  });
  return holder;
}
