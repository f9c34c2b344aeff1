import { commerceMessages, type TSubscriptionState } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';
import { connected, listenOnce, openSocket, type TTestSocket } from '../../../test/sockets';
import { buildClockedSubscriptions, insertPremiumPayment } from '../../../test/subscription-fixtures';
import { subscriptionSettings, subscriptions } from '../../db/schema';
import { createSweepSubscriptionsHandler } from './subscriptions.jobs';

const t = useTestApp();
const sockets: TTestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const dayMs = 24 * 60 * 60 * 1000;
const addDays = (at: Date | string, days: number) => new Date(new Date(at).getTime() + days * dayMs);

const getMe = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).json() as { hasActiveSubscription: boolean };

const getState = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/subscription', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSubscriptionState;
};

const periodsOf = (userId: string) => t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('the subscription routes', () => {
  it.each([
    ['GET', '/api/subscription'],
    ['PUT', '/api/subscription/cancel'],
    ['PUT', '/api/subscription/resume'],
  ] as const)('%s %s answers 401 signed out', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it('shows an account without Premium as such, and refuses cancel and resume with 400', async () => {
    const student = await loginAs(t.app, 'USER');
    expect(await getState(student.headers)).toEqual({
      hasActiveSubscription: false,
      current: null,
      activeUntil: null,
      cancelAtPeriodEnd: false,
      renewsAt: null,
      periods: [],
    });
    for (const url of ['/api/subscription/cancel', '/api/subscription/resume']) {
      const response = await t.app.inject({ method: 'PUT', url, headers: student.headers, payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(commerceMessages.noSubscription);
    }
    expect(await t.app.db.select().from(subscriptionSettings)).toEqual([]);
  });

  it('refuses cancel once the only period has ended', async () => {
    const student = await loginAs(t.app, 'USER');
    const past = buildClockedSubscriptions(t.app, { now: addDays(new Date(), -40) });
    await past.grant(await insertPremiumPayment(t.app, student.user.id));
    const response = await t.app.inject({ method: 'PUT', url: '/api/subscription/cancel', headers: student.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commerceMessages.noSubscription);
    const state = await getState(student.headers);
    expect(state.hasActiveSubscription).toBe(false);
    expect(state.periods.map((period) => period.status)).toEqual(['EXPIRED']);
  });
});

describe('granting Premium for a paid payment', () => {
  it('opens Premium at once: a period from now, hasActiveSubscription true in /user/me and GET /subscription', async () => {
    const student = await loginAs(t.app, 'USER');
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(false);
    const { grant } = buildClockedSubscriptions(t.app);
    const payment = await insertPremiumPayment(t.app, student.user.id);
    const before = Date.now();
    await grant(payment);

    expect((await getMe(student.headers)).hasActiveSubscription).toBe(true);
    const [period] = await periodsOf(student.user.id);
    expect(period).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PREMIUM_1_MONTH',
      planName: 'Konto Premium – 1 miesiąc (30 dni)',
      paymentId: payment.id,
      revokedAt: null,
      reminderSentAt: null,
    });
    expect(period!.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(period!.endsAt.getTime() - period!.startsAt.getTime()).toBe(30 * dayMs);

    const state = await getState(student.headers);
    const expected = {
      id: period!.id,
      planCode: 'PREMIUM_1_MONTH',
      planName: 'Konto Premium – 1 miesiąc (30 dni)',
      status: 'ACTIVE',
      startsAt: period!.startsAt.toISOString(),
      endsAt: period!.endsAt.toISOString(),
      paymentId: payment.id,
    };
    expect(state).toEqual({
      hasActiveSubscription: true,
      current: expected,
      activeUntil: expected.endsAt,
      cancelAtPeriodEnd: false,
      renewsAt: expected.endsAt,
      periods: [expected],
    });
  });

  it('grants once per payment, however often it is called', async () => {
    const student = await loginAs(t.app, 'USER');
    const { grant } = buildClockedSubscriptions(t.app);
    const payment = await insertPremiumPayment(t.app, student.user.id);
    await grant(payment);
    await grant(payment);
    await Promise.all([grant(payment), grant(payment)]);
    expect(await periodsOf(student.user.id)).toHaveLength(1);
  });

  it('queues a second purchase after the first (SCHEDULED) and counts both in activeUntil', async () => {
    const student = await loginAs(t.app, 'USER');
    const { grant } = buildClockedSubscriptions(t.app);
    const first = await insertPremiumPayment(t.app, student.user.id);
    const second = await insertPremiumPayment(t.app, student.user.id, {
      productCode: 'PREMIUM_3_MONTHS',
      itemName: 'Konto Premium – 3 miesiące (90 dni)',
      itemQuantity: 90,
      amountGross: 5999,
    });
    await grant(first);
    await grant(second);

    const rows = await periodsOf(student.user.id);
    const firstRow = rows.find((row) => row.paymentId === first.id)!;
    const secondRow = rows.find((row) => row.paymentId === second.id)!;
    expect(secondRow.status).toBe('SCHEDULED');
    expect(secondRow.startsAt).toEqual(firstRow.endsAt);
    expect(secondRow.endsAt).toEqual(addDays(firstRow.endsAt, 90));

    const state = await getState(student.headers);
    expect(state.hasActiveSubscription).toBe(true);
    expect(state.current?.id).toBe(firstRow.id);
    expect(state.activeUntil).toBe(addDays(firstRow.startsAt, 120).toISOString());
    expect(state.renewsAt).toBe(state.activeUntil);
    expect(state.periods.map((period) => [period.id, period.status])).toEqual([
      [secondRow.id, 'SCHEDULED'],
      [firstRow.id, 'ACTIVE'],
    ]);
  });

  it('takes the days from the payment when its plan is no longer sold', async () => {
    const student = await loginAs(t.app, 'USER');
    const { grant } = buildClockedSubscriptions(t.app);
    await grant(
      await insertPremiumPayment(t.app, student.user.id, {
        productCode: 'PREMIUM_OLD',
        itemName: 'Konto Premium – 7 dni',
        itemQuantity: 7,
      }),
    );
    const [period] = await periodsOf(student.user.id);
    expect(period).toMatchObject({ planCode: 'PREMIUM_OLD', planName: 'Konto Premium – 7 dni', status: 'ACTIVE' });
    expect(period!.endsAt.getTime() - period!.startsAt.getTime()).toBe(7 * dayMs);
  });
});

describe('cancel at period end and resume', () => {
  it('turns the renewal off and on, stored per account', async () => {
    const student = await loginAs(t.app, 'USER');
    const { grant } = buildClockedSubscriptions(t.app);
    await grant(await insertPremiumPayment(t.app, student.user.id));

    const canceled = await t.app.inject({
      method: 'PUT',
      url: '/api/subscription/cancel',
      headers: student.headers,
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().message).toBe('Anulowano!');
    expect(canceled.json().subscription).toMatchObject({
      hasActiveSubscription: true,
      cancelAtPeriodEnd: true,
      renewsAt: null,
    });
    expect(canceled.json().subscription.activeUntil).not.toBeNull();
    const [settings] = await t.app.db
      .select()
      .from(subscriptionSettings)
      .where(eq(subscriptionSettings.userId, student.user.id));
    expect(settings?.cancelAtPeriodEnd).toBe(true);
    // Premium itself goes on until the end of the period.
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(true);

    const resumed = await t.app.inject({ method: 'PUT', url: '/api/subscription/resume', headers: student.headers });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().message).toBe('Wznowiono!');
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(resumed.json().subscription.renewsAt).toBe(resumed.json().subscription.activeUntil);
    expect((await getState(student.headers)).cancelAtPeriodEnd).toBe(false);
  });

  it('may be canceled with only a period to come', async () => {
    const student = await loginAs(t.app, 'USER');
    const future = buildClockedSubscriptions(t.app);
    const first = await insertPremiumPayment(t.app, student.user.id);
    await future.grant(first);
    await future.grant(await insertPremiumPayment(t.app, student.user.id));
    await future.revoke(first);
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(false);
    const response = await t.app.inject({ method: 'PUT', url: '/api/subscription/cancel', headers: student.headers });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('revoking and restoring a period (refund, dispute)', () => {
  it('ends access at once, leaves later periods where they were, and gives it back on restore', async () => {
    const student = await loginAs(t.app, 'USER');
    const { grant, revoke, restore } = buildClockedSubscriptions(t.app);
    const first = await insertPremiumPayment(t.app, student.user.id);
    const second = await insertPremiumPayment(t.app, student.user.id);
    await grant(first);
    await grant(second);
    const before = await periodsOf(student.user.id);
    const secondBefore = before.find((row) => row.paymentId === second.id)!;

    await revoke(first);
    await revoke(first);
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(false);
    const revoked = await periodsOf(student.user.id);
    const firstRevoked = revoked.find((row) => row.paymentId === first.id)!;
    expect(firstRevoked.status).toBe('REVOKED');
    expect(firstRevoked.revokedAt).toBeInstanceOf(Date);
    expect(revoked.find((row) => row.paymentId === second.id)).toEqual(secondBefore);
    const state = await getState(student.headers);
    expect(state).toMatchObject({ hasActiveSubscription: false, current: null, activeUntil: null, renewsAt: null });
    expect(state.periods.map((period) => period.status)).toEqual(['SCHEDULED', 'REVOKED']);

    await restore(first);
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(true);
    const restored = (await periodsOf(student.user.id)).find((row) => row.paymentId === first.id)!;
    expect(restored).toMatchObject({ status: 'ACTIVE', revokedAt: null });
    expect((await getState(student.headers)).activeUntil).toBe(secondBefore.endsAt.toISOString());
  });

  it('restores an ended period as EXPIRED, with no access', async () => {
    const student = await loginAs(t.app, 'USER');
    const clocked = buildClockedSubscriptions(t.app, { now: addDays(new Date(), -31) });
    const payment = await insertPremiumPayment(t.app, student.user.id);
    await clocked.grant(payment);
    await clocked.revoke(payment);
    clocked.clock.now = new Date();
    await clocked.restore(payment);
    const [period] = await periodsOf(student.user.id);
    expect(period).toMatchObject({ status: 'EXPIRED', revokedAt: null });
    expect((await getMe(student.headers)).hasActiveSubscription).toBe(false);
  });
});

describe('the sweep job', () => {
  it('moves periods along with the clock and reminds once, 3 days before Premium ends', async () => {
    const student = await loginAs(t.app, 'USER');
    const clocked = buildClockedSubscriptions(t.app);
    const sweep = createSweepSubscriptionsHandler(clocked.service, () => clocked.clock.now);
    const first = await insertPremiumPayment(t.app, student.user.id);
    const second = await insertPremiumPayment(t.app, student.user.id);
    await clocked.grant(first);
    await clocked.grant(second);
    const rows = await periodsOf(student.user.id);
    const firstRow = rows.find((row) => row.paymentId === first.id)!;
    const secondRow = rows.find((row) => row.paymentId === second.id)!;
    const statuses = async () =>
      Object.fromEntries((await periodsOf(student.user.id)).map((row) => [row.paymentId, row.status]));

    // Two days before the first period ends Premium still runs on with the second: no reminder.
    clocked.clock.now = addDays(firstRow.endsAt, -2);
    await sweep();
    await t.app.jobs.drain();
    expect(await statuses()).toEqual({ [first.id]: 'ACTIVE', [second.id]: 'SCHEDULED' });
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);

    clocked.clock.now = new Date(firstRow.endsAt.getTime() + 1000);
    expect(await clocked.service.sweep(clocked.clock.now)).toEqual({ expired: 1, activated: 1, reminded: 0 });
    expect(await statuses()).toEqual({ [first.id]: 'EXPIRED', [second.id]: 'ACTIVE' });

    clocked.clock.now = addDays(secondRow.endsAt, -4);
    await sweep();
    await t.app.jobs.drain();
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);

    clocked.clock.now = addDays(secondRow.endsAt, -3);
    await sweep();
    await t.app.jobs.drain();
    clocked.clock.now = addDays(secondRow.endsAt, -1);
    await sweep();
    await t.app.jobs.drain();
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: student.user.email, subject: 'Twoje Konto Premium wkrótce wygaśnie' });
    expect(mails[0]!.text).toContain('http://localhost:3000/subscription');
    expect(mails[0]!.text).toContain(`Cześć ${student.user.username}!`);
    expect(mails[0]!.text).toContain('przedłuż subskrypcję');
    const [reminded] = (await periodsOf(student.user.id)).filter((row) => row.paymentId === second.id);
    expect(reminded!.reminderSentAt).toEqual(addDays(secondRow.endsAt, -3));

    clocked.clock.now = secondRow.endsAt;
    await sweep();
    expect(await statuses()).toEqual({ [first.id]: 'EXPIRED', [second.id]: 'EXPIRED' });
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(1);
  });

  it('sends no reminder to an account that canceled at period end', async () => {
    const student = await loginAs(t.app, 'USER');
    const clocked = buildClockedSubscriptions(t.app);
    await clocked.grant(await insertPremiumPayment(t.app, student.user.id));
    await t.app.inject({ method: 'PUT', url: '/api/subscription/cancel', headers: student.headers });
    const [period] = await periodsOf(student.user.id);
    expect(await clocked.service.sweep(addDays(period!.endsAt, -1))).toEqual({
      expired: 0,
      activated: 0,
      reminded: 0,
    });
    await t.app.jobs.drain();
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);
  });

  it('expires a scheduled period whose whole time passed without activating it', async () => {
    const student = await loginAs(t.app, 'USER');
    const clocked = buildClockedSubscriptions(t.app);
    await clocked.grant(await insertPremiumPayment(t.app, student.user.id));
    await clocked.grant(await insertPremiumPayment(t.app, student.user.id));
    expect(await clocked.service.sweep(addDays(new Date(), 61))).toEqual({ expired: 2, activated: 0, reminded: 0 });
    expect((await periodsOf(student.user.id)).map((row) => row.status)).toEqual(['EXPIRED', 'EXPIRED']);
  });
});

describe('SubscriptionActivated', () => {
  async function connect(token: string) {
    const socket = openSocket(await listenOnce(t.app), token);
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  it("reaches the buyer's open tabs when a payment opens Premium, and when a queued period starts", async () => {
    const student = await loginAs(t.app, 'USER');
    const firstTab = await connect(student.session.token);
    const secondTab = await connect(student.session.token);
    const bystander = await loginAs(t.app, 'USER');
    const bystanderSocket = await connect(bystander.session.token);
    const clocked = buildClockedSubscriptions(t.app);
    await clocked.grant(await insertPremiumPayment(t.app, student.user.id));
    const [first] = await periodsOf(student.user.id);

    expect(await firstTab.next('SubscriptionActivated')).toEqual({ subscriptionId: first!.id });
    expect(await secondTab.next('SubscriptionActivated')).toEqual({ subscriptionId: first!.id });
    expect(firstTab.received.find((entry) => entry.event === 'SubscriptionActivated')?.meta?.seq).toBeGreaterThan(0);

    const queued = await insertPremiumPayment(t.app, student.user.id);
    await clocked.grant(queued);
    const second = (await periodsOf(student.user.id)).find((row) => row.paymentId === queued.id)!;
    expect(second.status).toBe('SCHEDULED');
    await clocked.service.sweep(new Date(second.startsAt.getTime() + 1000));
    expect(await firstTab.next('SubscriptionActivated')).toEqual({ subscriptionId: second.id });
    expect(firstTab.received.filter((entry) => entry.event === 'SubscriptionActivated')).toHaveLength(2);
    expect(bystanderSocket.received.map((entry) => entry.event)).not.toContain('SubscriptionActivated');
  });
});
