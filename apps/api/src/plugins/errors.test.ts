import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { errorMessages } from '@zadania/shared';
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';

it('answers a unique violation no service maps with a Polish 409, and logs the index', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-test-'));
  const logLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') });
  const app = await buildApp({
    config,
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: { level: 'warn', stream },
  });
  // A write path nobody guards: the same account inserted twice.
  app.post('/api/test/same-account-twice', async () => {
    const account = { email: 'dwa@example.com', username: 'dwa', displayName: 'Dwa', passwordHash: 'x', role: 'USER' };
    await app.db.insert(users).values(account as typeof users.$inferInsert);
    await app.db.insert(users).values(account as typeof users.$inferInsert);
    return { ok: true };
  });
  try {
    await app.ready();
    const response = await app.inject({ method: 'POST', url: '/api/test/same-account-twice' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message: errorMessages.uniqueConflict });
    expect(response.body).not.toMatch(/users_email_unique|duplicate/);
    expect(logLines).toContainEqual(expect.objectContaining({ constraint: 'users_email_unique', level: 40 }));
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
