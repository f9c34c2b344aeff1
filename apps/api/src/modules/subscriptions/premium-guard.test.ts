import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isPremium } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { buildClockedSubscriptions, insertPremiumPayment } from '../../../test/subscription-fixtures';
import { testConfig } from '../../../test/test-config';
import { sharedTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { assertPremium } from '../../lib/premium-guard';

/** The whole API with one extra route behind the Premium guard, as a later feature would declare it. */
async function buildAppWithPremiumRoute() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-test-'));
  const config = testConfig(dataDir);
  const shared = await sharedTestDatabase();
  await shared.reset();
  const app = await buildApp({
    config,
    database: shared.database,
    ownsDatabase: false,
    logger: false,
    rateLimitWait: async () => {},
  });
  app.addHook('onClose', async () => fs.rm(dataDir, { recursive: true, force: true }));
  app.get(
    '/api/premium-probe',
    {
      onRequest: [app.authenticate, app.requirePremium],
      schema: { response: { 200: z.object({ premium: z.literal(true) }) } },
    },
    async () => ({ premium: true as const }),
  );
  await app.ready();
  return Object.assign(app, { outboxDir: path.join(dataDir, 'outbox'), rateLimitWaits: [] as number[] });
}

let app: TTestApp;
beforeEach(async () => {
  app = await buildAppWithPremiumRoute();
});
afterEach(async () => {
  await app?.close();
});

const probe = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/premium-probe', headers });

describe('the Premium guard (app.requirePremium)', () => {
  it('answers 401 signed out', async () => {
    const response = await probe();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it.each(['USER', 'TEACHER'] as const)("refuses a %s without Premium with 403 'Funkcja Premium'", async (role) => {
    const viewer = await loginAs(app, role);
    const response = await probe(viewer.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Funkcja Premium' });
  });

  it('lets ADMIN through without a subscription', async () => {
    const admin = await loginAs(app, 'ADMIN');
    const response = await probe(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/api/user/me', headers: admin.headers })).json();
    expect(me.hasActiveSubscription).toBe(false);
    expect(isPremium({ id: admin.user.id, role: 'ADMIN', hasActiveSubscription: false })).toBe(true);
  });

  it.each(['USER', 'TEACHER'] as const)(
    'lets a %s through from the moment a payment opens Premium, and not after a revoke',
    async (role) => {
      const viewer = await loginAs(app, role);
      const { grant, revoke } = buildClockedSubscriptions(app);
      const payment = await insertPremiumPayment(app, viewer.user.id);
      await grant(payment);
      expect((await probe(viewer.headers)).statusCode).toBe(200);
      await revoke(payment);
      expect((await probe(viewer.headers)).statusCode).toBe(403);
    },
  );
});

describe('assertPremium (for services)', () => {
  it('throws 401 for nobody, 403 without Premium, and passes ADMIN and a subscriber', () => {
    expect(() => assertPremium(null)).toThrow(expect.objectContaining({ statusCode: 401 }));
    expect(() => assertPremium({ id: 'a', role: 'TEACHER', hasActiveSubscription: false })).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Funkcja Premium' }),
    );
    expect(() => assertPremium({ id: 'a', role: 'ADMIN' })).not.toThrow();
    expect(() => assertPremium({ id: 'a', role: 'USER', hasActiveSubscription: true })).not.toThrow();
  });
});
