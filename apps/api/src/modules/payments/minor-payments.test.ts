import { randomUUID } from 'node:crypto';
import {
  commerceMessages,
  defaultCommerceConfig,
  parentMessages,
  type TBookingChanged,
  type TCheckoutResponse,
  type TPayment,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../test/factories';
import { call, messageOf, type THeaders } from '../../../test/inject';
import { invoices, parentLinks, payments, tokenWallets, users } from '../../db/schema';
import { buildTutor, lessonAt17 } from '../tutoring/tutoring-test-fixtures';

const t = useTestApp();

const premium = defaultCommerceConfig.premiumPlans[0]!;
const tokens10 = defaultCommerceConfig.tokenPackages[0]!;
const year = new Date().getUTCFullYear();

/** A signed-in USER born in `birthYear` (null: none given). */
async function pupil(birthYear: number | null) {
  const user = await buildUser(t.app, { birthYear });
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } as THeaders };
}

/** A signed-in PARENT confirmed as `childId`'s parent (the row the linking API would write). */
async function parentOf(childId: string) {
  const parent = await loginAs(t.app, 'PARENT');
  await t.app.db.insert(parentLinks).values({ parentId: parent.user.id, childId, confirmedAt: new Date() });
  return parent;
}

const checkout = (headers: THeaders, payload: object) => call(t.app, 'POST', '/api/payment/checkout', headers, payload);
const payDemo = async (headers: THeaders, id: string) => {
  const paid = await call(t.app, 'POST', `/api/payment/${id}/demo`, headers, { outcome: 'paid' });
  expect(paid.statusCode, paid.body).toBe(200);
};

describe('minors do not pay (checkPayer, check-payer.ts)', () => {
  it('refuses a minor 403 minorPayment on a plan, a token package and a booking; a USER without a year 403 birthYearFirst', async () => {
    const minor = await pupil(year - 13);
    for (const productCode of [premium.code, tokens10.code]) {
      const refused = await checkout(minor.headers, { productCode, method: 'stripe' });
      expect([refused.statusCode, messageOf(refused)]).toEqual([403, parentMessages.minorPayment]);
    }
    const tutor = await buildTutor(t.app);
    // A minor reserves only with a linked parent (issue 72), who pays.
    await parentOf(minor.user.id);
    const reserved = await call(t.app, 'POST', '/api/tutoring/bookings', minor.headers, lessonAt17(tutor));
    expect(reserved.statusCode, reserved.body).toBe(201);
    const booking = reserved.json<TBookingChanged>().booking;
    const bookingCheckout = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, minor.headers, {
      method: 'stripe',
    });
    expect([bookingCheckout.statusCode, messageOf(bookingCheckout)]).toEqual([403, parentMessages.minorPayment]);

    const yearless = await pupil(null);
    const noYear = await checkout(yearless.headers, { productCode: premium.code, method: 'manual' });
    expect([noYear.statusCode, messageOf(noYear)]).toEqual([403, parentMessages.birthYearFirst]);
    // 17 by the year is a minor still (the safe side).
    const seventeen = await pupil(year - 18);
    expect((await checkout(seventeen.headers, { productCode: premium.code, method: 'manual' })).statusCode).toBe(403);
    expect(await t.app.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, minor.user.id))).toEqual(
      [],
    );
  });

  it('refuses a minor on the paths of on-request tasks and courses too: they start checkout through the same port', async () => {
    const minor = await pupil(year - 13);
    for (const itemKind of ['HOMEWORK_REQUEST', 'COURSE'] as const) {
      await expect(
        t.app.services.payments.purchases.startCheckout(
          { id: minor.user.id, role: 'USER' },
          { itemKind, productCode: randomUUID(), itemName: 'X', itemQuantity: 1, amountGross: 4000 },
          { method: 'stripe', buyer: 'private' },
          { ip: '127.0.0.9' },
        ),
      ).rejects.toMatchObject({ statusCode: 403, message: parentMessages.minorPayment });
    }
  });

  it('lets an adult USER pay, and a teacher without a birth year', async () => {
    const adult = await pupil(year - 19);
    expect((await checkout(adult.headers, { productCode: premium.code, method: 'manual' })).statusCode).toBe(200);
    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await checkout(teacher.headers, { productCode: premium.code, method: 'manual' })).statusCode).toBe(200);
  });
});

describe('a parent pays for a child (forUserId)', () => {
  it('grants Premium to the child; the payment is the parent’s with the child as its beneficiary', async () => {
    const child = await pupil(year - 12);
    const parent = await parentOf(child.user.id);
    const started = await checkout(parent.headers, {
      productCode: premium.code,
      method: 'stripe',
      forUserId: child.user.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment } = started.json<TCheckoutResponse>();
    expect(payment.beneficiary).toEqual({
      id: child.user.id,
      username: child.user.username,
      displayName: child.user.displayName,
    });
    expect(payment.buyer.name).toBe(parent.user.displayName);
    await payDemo(parent.headers, payment.id);

    const subscription = await call(t.app, 'GET', '/api/subscription', child.headers);
    expect(subscription.json().hasActiveSubscription, subscription.body).toBe(true);
    expect((await call(t.app, 'GET', '/api/subscription', parent.headers)).json().hasActiveSubscription).toBe(false);
    const row = (await t.app.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!;
    expect([row.userId, row.beneficiaryId, row.status]).toEqual([parent.user.id, child.user.id, 'completed']);
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(invoice?.userId).toBe(parent.user.id);
    const mine = await call(t.app, 'GET', '/api/payment', parent.headers);
    expect(mine.json<{ results: TPayment[] }>().results[0]?.beneficiary?.id).toBe(child.user.id);
  });

  it('puts the tokens in the child’s wallet', async () => {
    const child = await pupil(year - 12);
    const parent = await parentOf(child.user.id);
    const started = await checkout(parent.headers, {
      productCode: tokens10.code,
      method: 'stripe',
      forUserId: child.user.id,
    });
    await payDemo(parent.headers, started.json<TCheckoutResponse>().payment.id);
    const wallet = async (userId: string) =>
      (await t.app.db.select().from(tokenWallets).where(eq(tokenWallets.userId, userId)))[0]?.balance ?? 0;
    expect(await wallet(child.user.id)).toBe(tokens10.tokens);
    expect(await wallet(parent.user.id)).toBe(0);
  });

  it('refuses a child not linked (403), oneself (400), and anybody but a PARENT (403)', async () => {
    const child = await pupil(year - 12);
    const stranger = await loginAs(t.app, 'PARENT');
    const notLinked = await checkout(stranger.headers, {
      productCode: premium.code,
      method: 'manual',
      forUserId: child.user.id,
    });
    expect([notLinked.statusCode, messageOf(notLinked)]).toEqual([403, parentMessages.forUserNotChild]);
    const self = await checkout(stranger.headers, {
      productCode: premium.code,
      method: 'manual',
      forUserId: stranger.user.id,
    });
    expect(self.statusCode).toBe(400);
    const adult = await pupil(year - 40);
    const asUser = await checkout(adult.headers, {
      productCode: premium.code,
      method: 'manual',
      forUserId: child.user.id,
    });
    expect([asUser.statusCode, messageOf(asUser)]).toEqual([403, parentMessages.forUserNotChild]);
    // An unconfirmed link does not count.
    await t.app.db.insert(parentLinks).values({ parentId: stranger.user.id, childId: child.user.id });
    expect(
      (await checkout(stranger.headers, { productCode: premium.code, method: 'manual', forUserId: child.user.id }))
        .statusCode,
    ).toBe(403);
    const unknown = await checkout(stranger.headers, {
      productCode: 'NOPE',
      method: 'manual',
      forUserId: child.user.id,
    });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, commerceMessages.productNotFound]);
  });

  it('lets a linked parent pay the child’s booking: it is booked, the payment the parent’s', async () => {
    const child = await pupil(year - 13);
    const parent = await parentOf(child.user.id);
    const tutor = await buildTutor(t.app);
    const booking = (
      await call(t.app, 'POST', '/api/tutoring/bookings', child.headers, lessonAt17(tutor))
    ).json<TBookingChanged>().booking;
    const stranger = await loginAs(t.app, 'PARENT');
    const foreign = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, stranger.headers, {
      method: 'stripe',
    });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([403, parentMessages.forUserNotChild]);
    const missing = await call(t.app, 'POST', `/api/tutoring/bookings/${randomUUID()}/checkout`, parent.headers, {
      method: 'stripe',
    });
    expect(missing.statusCode).toBe(404);
    const started = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, parent.headers, {
      method: 'stripe',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment } = started.json<TCheckoutResponse>();
    expect(payment.beneficiary?.id).toBe(child.user.id);
    await payDemo(parent.headers, payment.id);
    const after = await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, child.headers);
    expect(after.json().booking?.status ?? after.json().status).toBe('booked');
  });
});

describe('the birth year in the personal data', () => {
  const personal = {
    firstName: 'Jan',
    lastName: 'Kowalski',
    address: { street: 'Długa', buildingNumber: '5', apartmentNumber: null, postalCode: '00-001', city: 'Gdańsk' },
  };
  it('is given once by an account without one, never under 16, never changed', async () => {
    const yearless = await pupil(null);
    const save = (birthYear: number) =>
      call(t.app, 'PUT', '/api/user/personal-data', yearless.headers, { ...personal, birthYear });
    const young = await save(year - 14);
    expect([young.statusCode, messageOf(young)]).toEqual([400, parentMessages.birthYearNeedsConsent]);
    const saved = await save(year - 25);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().personalData.birthYear).toBe(year - 25);
    expect((await save(year - 25)).statusCode).toBe(200);
    const changed = await save(year - 30);
    expect([changed.statusCode, messageOf(changed)]).toEqual([400, parentMessages.birthYearFixed]);
    const [row] = await t.app.db
      .select({ birthYear: users.birthYear })
      .from(users)
      .where(eq(users.id, yearless.user.id));
    expect(row?.birthYear).toBe(year - 25);
    expect((await checkout(yearless.headers, { productCode: premium.code, method: 'manual' })).statusCode).toBe(200);
  });
});
