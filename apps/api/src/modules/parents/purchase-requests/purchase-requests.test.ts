import { randomUUID } from 'node:crypto';
import {
  commerceMessages,
  defaultCommerceConfig,
  parentMessages,
  type TBookingChanged,
  type TCheckoutResponse,
  type TPurchaseRequest,
} from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../../test/factories';
import { call, messageOf, type THeaders } from '../../../../test/inject';
import { notifications, parentLinks, purchaseRequests } from '../../../db/schema';
import { buildTutor, lessonAt17 } from '../../tutoring/tutoring-test-fixtures';

const t = useTestApp();
const premium = defaultCommerceConfig.premiumPlans[0]!;

async function child() {
  const user = await buildUser(t.app, { birthYear: new Date().getUTCFullYear() - 12 });
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } as THeaders };
}
async function parentOf(childId: string) {
  const parent = await loginAs(t.app, 'PARENT');
  await t.app.db.insert(parentLinks).values({ parentId: parent.user.id, childId, confirmedAt: new Date() });
  return parent;
}
const ask = (headers: THeaders, payload: object) =>
  call(t.app, 'POST', '/api/user/me/purchase-requests', headers, payload);
const noticesOf = async (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId)));

/** The outbox delivers notifications after the commit: wait until `userId` has `count`. */
async function waitForNotices(userId: string, count: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await noticesOf(userId);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return noticesOf(userId);
}

describe('purchase requests', () => {
  it('401 signed out on every route; 403 at the doors; 404 for a stranger’s request', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['POST', '/api/user/me/purchase-requests'],
      ['GET', '/api/user/me/purchase-requests'],
      ['GET', '/api/parent/purchase-requests'],
      ['POST', `/api/parent/purchase-requests/${id}/decline`],
    ] as const) {
      expect((await call(t.app, method, url, {}, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await ask(teacher.headers, { productCode: premium.code })).statusCode).toBe(403);
    const pupil = await child();
    expect((await call(t.app, 'GET', '/api/parent/purchase-requests', pupil.headers)).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/parent/purchase-requests/${id}/decline`, pupil.headers, {})).statusCode,
    ).toBe(403);
    const parent = await loginAs(t.app, 'PARENT');
    expect((await ask(parent.headers, { productCode: premium.code })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', `/api/parent/purchase-requests/${id}/decline`, parent.headers, {})).statusCode,
    ).toBe(404);
  });

  it('asks the parent, refuses a duplicate (409), an unknown product, a foreign booking and no parent', async () => {
    const lonely = await child();
    const none = await ask(lonely.headers, { productCode: premium.code });
    expect([none.statusCode, messageOf(none)]).toEqual([400, parentMessages.requestNoParent]);

    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const unknown = await ask(pupil.headers, { productCode: 'NOPE' });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, commerceMessages.productNotFound]);
    expect((await ask(pupil.headers, { bookingId: randomUUID() })).statusCode).toBe(404);

    const sent = await ask(pupil.headers, { productCode: premium.code });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(parentMessages.requestSent);
    const request = sent.json<{ request: TPurchaseRequest }>().request;
    expect(request).toMatchObject({
      productCode: premium.code,
      itemName: premium.name,
      amountGross: premium.priceGross,
      status: 'PENDING',
      child: { id: pupil.user.id },
    });
    const again = await ask(pupil.headers, { productCode: premium.code });
    expect([again.statusCode, messageOf(again)]).toEqual([409, parentMessages.requestPending]);
    const notices = await waitForNotices(parent.user.id, 1);
    expect(notices[0]?.type).toBe('FAMILY_EVENT');
    expect(notices[0]?.payload).toMatchObject({ href: '/parent/requests' });

    const seen = await call(t.app, 'GET', '/api/parent/purchase-requests', parent.headers);
    expect(seen.json<TPurchaseRequest[]>().map((row) => row.id)).toEqual([request.id]);
    const own = await call(t.app, 'GET', '/api/user/me/purchase-requests', pupil.headers);
    expect(own.json<TPurchaseRequest[]>().map((row) => row.id)).toEqual([request.id]);
    // Another parent's view and another child's list do not show it.
    const other = await loginAs(t.app, 'PARENT');
    expect((await call(t.app, 'GET', '/api/parent/purchase-requests', other.headers)).json()).toEqual([]);
  });

  it('becomes PAID when the parent pays it for the child', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const request = (await ask(pupil.headers, { productCode: premium.code })).json<{ request: TPurchaseRequest }>()
      .request;
    const started = await call(t.app, 'POST', '/api/payment/checkout', parent.headers, {
      productCode: premium.code,
      method: 'stripe',
      forUserId: pupil.user.id,
    });
    const { payment } = started.json<TCheckoutResponse>();
    expect(
      (await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, parent.headers, { outcome: 'paid' })).statusCode,
    ).toBe(200);
    const [row] = await t.app.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, request!.id));
    expect([row?.status, row?.paymentId]).toEqual(['PAID', payment.id]);
    const decline = await call(
      t.app,
      'POST',
      `/api/parent/purchase-requests/${request.id}/decline`,
      parent.headers,
      {},
    );
    expect([decline.statusCode, messageOf(decline)]).toEqual([400, parentMessages.requestNotPending]);
    // Asking again is possible once the first one is settled.
    expect((await ask(pupil.headers, { productCode: premium.code })).statusCode).toBe(201);
  });

  it('asks for the child’s own booking; the parent pays it and the request is PAID', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const tutor = await buildTutor(t.app);
    const booking = (
      await call(t.app, 'POST', '/api/tutoring/bookings', pupil.headers, lessonAt17(tutor))
    ).json<TBookingChanged>().booking;
    const stranger = await child();
    await parentOf(stranger.user.id);
    expect((await ask(stranger.headers, { bookingId: booking.id })).statusCode).toBe(404);
    // Reserving asked the parents already (issue 72): asking again waits for them.
    const [request] = (await call(t.app, 'GET', '/api/user/me/purchase-requests', pupil.headers)).json<
      TPurchaseRequest[]
    >();
    expect(request).toMatchObject({ bookingId: booking.id, amountGross: booking.amountGross, status: 'PENDING' });
    expect((await ask(pupil.headers, { bookingId: booking.id })).statusCode).toBe(409);
    const started = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, parent.headers, {
      method: 'stripe',
    });
    const { payment } = started.json<TCheckoutResponse>();
    await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, parent.headers, { outcome: 'paid' });
    const [row] = await t.app.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, request!.id));
    expect([row?.status, row?.paymentId]).toEqual(['PAID', payment.id]);
  });

  it('is declined by the parent; the child is told', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const request = (await ask(pupil.headers, { productCode: premium.code })).json<{ request: TPurchaseRequest }>()
      .request;
    const stranger = await loginAs(t.app, 'PARENT');
    const foreign = await call(
      t.app,
      'POST',
      `/api/parent/purchase-requests/${request.id}/decline`,
      stranger.headers,
      {},
    );
    expect(foreign.statusCode).toBe(404);
    const declined = await call(
      t.app,
      'POST',
      `/api/parent/purchase-requests/${request.id}/decline`,
      parent.headers,
      {},
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ message: parentMessages.requestDeclined, request: { status: 'DECLINED' } });
    const notices = await waitForNotices(pupil.user.id, 1);
    expect(String(notices[0]?.payload.text)).toContain(parentMessages.requestDeclinedNotice);
    const again = await call(t.app, 'POST', `/api/parent/purchase-requests/${request.id}/decline`, parent.headers, {});
    expect([again.statusCode, messageOf(again)]).toEqual([400, parentMessages.requestNotPending]);
  });
});
