import {
  homeworkRequestMessages as m,
  type THomeworkRequest,
  type THomeworkRequestDisputeList,
  type THomeworkRequestDisputeOpened,
  type THomeworkRequestDisputeResolved,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import {
  homeworkRequestDisputes,
  homeworkRequestEarningReversals,
  homeworkRequestEarnings,
  homeworkRequests,
  payments,
} from '../../db/schema';
import {
  call,
  deliveredRequest,
  messageOf,
  requestNotifications,
  type THeaders,
} from './homework-requests-test-fixtures';

const t = useTestApp();
const post = (url: string, headers: THeaders, payload: object = {}) => call(t.app, 'POST', url, headers, payload);
const get = (url: string, headers: THeaders = {}) => call(t.app, 'GET', url, headers);
const reason = 'Rozwiązanie zadania 2 jest błędne, a zadania 3 brakuje.';
const missingId = '00000000-0000-4000-8000-000000000000';
const dayMs = 24 * 60 * 60_000;

const openDispute = (requestId: string, headers: THeaders, payload: object = { reason }) =>
  post(`/api/homework-request/${requestId}/dispute`, headers, payload);
const resolve = (disputeId: string, headers: THeaders, outcome: string) =>
  post(`/api/homework-request-dispute/${disputeId}/resolve`, headers, { outcome });
const disputeRows = () => t.app.db.select().from(homeworkRequestDisputes);
const reversals = () => t.app.db.select().from(homeworkRequestEarningReversals);
const paymentStatus = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const requestStatus = async (id: string) =>
  (await t.app.db.select().from(homeworkRequests).where(eq(homeworkRequests.id, id)))[0]!.status;
const detail = async (id: string, headers: THeaders) =>
  (await get(`/api/homework-request/${id}`, headers)).json<THomeworkRequest>();
const disputeEvents = async () =>
  (await requestNotifications(t.app))
    .filter((n) => n.data.event?.startsWith('DISPUTE_'))
    .map((n) => [n.data.event, [...n.recipientIds].sort(), n.href]);

/** A delivered request with a dispute its owner opened, and an ADMIN to decide it. */
async function disputed() {
  const delivered = await deliveredRequest(t.app);
  const opened = await openDispute(delivered.request.id, delivered.student.headers);
  expect(opened.statusCode).toBe(201);
  const admin = await loginAs(t.app, 'ADMIN');
  return { ...delivered, admin, disputeId: opened.json<THomeworkRequestDisputeOpened>().dispute.id };
}

describe('POST /api/homework-request/{id}/dispute', () => {
  it('refuses signed-out users, bad reasons, others than the owner, and a request not delivered', async () => {
    const { student, teacher, request } = await deliveredRequest(t.app, { deliver: false });
    expect((await openDispute(request.id, {})).statusCode).toBe(401);
    for (const payload of [{}, { reason: 'za krótko' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const response = await openDispute(request.id, student.headers, payload);
      expect([response.statusCode, messageOf(response)]).toEqual([400, 'Opisz problem (od 10 do 1000 znaków).']);
    }
    expect((await openDispute(missingId, student.headers)).statusCode).toBe(404);
    expect((await openDispute(request.id, teacher.headers)).statusCode).toBe(403);
    const stranger = await loginAs(t.app, 'USER');
    expect((await openDispute(request.id, stranger.headers)).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await openDispute(request.id, admin.headers)).statusCode).toBe(403);
    const early = await openDispute(request.id, student.headers);
    expect([early.statusCode, messageOf(early)]).toEqual([400, m.disputeNotDelivered]);
    expect(await disputeRows()).toHaveLength(0);
  });

  it('opens one dispute for the owner, tells the teacher and the ADMINs, and shows it on the request', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const { student, teacher, request } = await deliveredRequest(t.app);
    expect((await detail(request.id, student.headers)).policies.dispute).toBe(true);
    expect((await detail(request.id, teacher.headers)).policies.dispute).toBe(false);
    expect((await detail(request.id, student.headers)).dispute).toBeNull();

    const opened = await openDispute(request.id, student.headers, { reason: `  ${reason}  ` });
    expect(opened.statusCode).toBe(201);
    const body = opened.json<THomeworkRequestDisputeOpened>();
    expect(body).toMatchObject({ message: m.disputed, dispute: { status: 'OPEN', reason, resolvedAt: null } });
    expect(await disputeRows()).toEqual([
      expect.objectContaining({
        id: body.dispute.id,
        requestId: request.id,
        openedById: student.user.id,
        reason,
        status: 'OPEN',
        resolvedById: null,
        resolvedAt: null,
      }),
    ]);
    expect(await disputeEvents()).toEqual([
      ['DISPUTE_OPENED', [teacher.user.id, admin.user.id].sort(), `/requests/${request.id}`],
    ]);
    // The request stays delivered; its three parties see the dispute, the owner can no longer open another.
    expect(await requestStatus(request.id)).toBe('delivered');
    for (const reader of [student, teacher, admin]) {
      const seen = await detail(request.id, reader.headers);
      expect(seen.status).toBe('delivered');
      expect(seen.dispute).toEqual(body.dispute);
      expect(seen.policies.dispute).toBe(false);
    }
    const second = await openDispute(request.id, student.headers);
    expect([second.statusCode, messageOf(second)]).toEqual([400, m.disputeOpen]);
    expect(await disputeRows()).toHaveLength(1);
  });

  it('two clicks at once open one dispute', async () => {
    const { student, request } = await deliveredRequest(t.app);
    const answers = await Promise.all([
      openDispute(request.id, student.headers),
      openDispute(request.id, student.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(messageOf(answers.find((answer) => answer.statusCode === 400)!)).toBe(m.disputeOpen);
    expect(await disputeRows()).toHaveLength(1);
  });

  it('refuses a dispute 7 days after the delivery', async () => {
    const { student, request } = await deliveredRequest(t.app);
    await t.app.db
      .update(homeworkRequests)
      .set({ deliveredAt: new Date(Date.now() - 7 * dayMs - 60_000) })
      .where(eq(homeworkRequests.id, request.id));
    expect((await detail(request.id, student.headers)).policies.dispute).toBe(false);
    const late = await openDispute(request.id, student.headers);
    expect([late.statusCode, messageOf(late)]).toEqual([400, m.disputeWindowClosed]);
    expect(await disputeRows()).toHaveLength(0);
  });
});

describe('GET /api/homework-request-dispute', () => {
  it('lists disputes to ADMIN only, with the request, both sides and the amount, by status', async () => {
    const { student, teacher, request, admin, disputeId } = await disputed();
    const url = '/api/homework-request-dispute';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, student.headers)).statusCode).toBe(403);
    expect((await get(url, teacher.headers)).statusCode).toBe(403);
    const bad = await get(`${url}?status=LOST`, admin.headers);
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'Niepoprawny status sporu']);

    const open = await get(`${url}?status=OPEN`, admin.headers);
    expect(open.statusCode).toBe(200);
    const list = open.json<THomeworkRequestDisputeList>();
    expect(list).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(list.results).toEqual([
      expect.objectContaining({
        id: disputeId,
        status: 'OPEN',
        reason,
        request: { id: request.id, title: 'Zadania z ciągów', href: `/requests/${request.id}` },
        owner: expect.objectContaining({ id: student.user.id }),
        teacher: expect.objectContaining({ id: teacher.user.id }),
        amountGross: 4000,
        openedById: student.user.id,
        resolvedAt: null,
      }),
    ]);
    expect(list.results[0]!.deliveredAt).not.toBeNull();
    const resolved = (await get(`${url}?status=RESOLVED`, admin.headers)).json<THomeworkRequestDisputeList>();
    expect(resolved.total).toBe(0);
    expect((await resolve(disputeId, admin.headers, 'RELEASED')).statusCode).toBe(200);
    const afterOpen = (await get(`${url}?status=OPEN`, admin.headers)).json<THomeworkRequestDisputeList>();
    expect(afterOpen.total).toBe(0);
    const afterResolved = (await get(`${url}?status=RESOLVED`, admin.headers)).json<THomeworkRequestDisputeList>();
    expect(afterResolved.results.map((entry) => [entry.id, entry.status])).toEqual([[disputeId, 'RELEASED']]);
  });
});

describe('POST /api/homework-request-dispute/{id}/resolve', () => {
  it('refuses signed-out users, others than ADMIN, unknown disputes and bad outcomes', async () => {
    const { student, teacher, admin, disputeId } = await disputed();
    expect((await resolve(disputeId, {}, 'REFUNDED')).statusCode).toBe(401);
    expect((await resolve(disputeId, student.headers, 'REFUNDED')).statusCode).toBe(403);
    expect((await resolve(disputeId, teacher.headers, 'RELEASED')).statusCode).toBe(403);
    const missing = await resolve(missingId, admin.headers, 'REFUNDED');
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.disputeNotFound]);
    const bad = await resolve(disputeId, admin.headers, 'OPEN');
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'Wybierz rozstrzygnięcie.']);
    expect((await disputeRows())[0]!.status).toBe('OPEN');
  });

  it('REFUNDED refunds the payment, reverses the earning, tells both sides; the request stays delivered', async () => {
    const { student, teacher, request, admin, disputeId, paymentId } = await disputed();
    expect(await paymentStatus(paymentId)).toBe('completed');
    const decided = await resolve(disputeId, admin.headers, 'REFUNDED');
    expect(decided.statusCode).toBe(200);
    const body = decided.json<THomeworkRequestDisputeResolved>();
    expect(body).toMatchObject({
      message: m.disputeResolved,
      dispute: { id: disputeId, status: 'REFUNDED', amountGross: 4000, request: { id: request.id } },
    });
    expect(body.dispute.resolvedAt).not.toBeNull();
    expect((await disputeRows())[0]).toMatchObject({ status: 'REFUNDED', resolvedById: admin.user.id });
    expect(await paymentStatus(paymentId)).toBe('refunded');
    const [earning] = await t.app.db.select().from(homeworkRequestEarnings);
    expect(await reversals()).toEqual([
      expect.objectContaining({
        requestId: request.id,
        teacherId: teacher.user.id,
        disputeId,
        amountGross: earning!.amountGross,
      }),
    ]);
    expect(earning!.amountGross).toBe(4000);
    expect(await requestStatus(request.id)).toBe('delivered');
    expect((await disputeEvents()).slice(1)).toEqual([
      ['DISPUTE_REFUNDED', [student.user.id, teacher.user.id].sort(), `/requests/${request.id}`],
    ]);
    const seen = await detail(request.id, student.headers);
    expect(seen).toMatchObject({ status: 'delivered', dispute: { id: disputeId, status: 'REFUNDED' } });
    expect(seen.policies.dispute).toBe(false);

    const twice = await resolve(disputeId, admin.headers, 'RELEASED');
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, m.disputeClosed]);
    const again = await openDispute(request.id, student.headers);
    expect([again.statusCode, messageOf(again)]).toEqual([400, m.disputeRefunded]);
    expect(await reversals()).toHaveLength(1);
  });

  it('RELEASED moves no money and tells both sides; the owner may report again within the window', async () => {
    const { student, teacher, request, admin, disputeId, paymentId } = await disputed();
    const decided = await resolve(disputeId, admin.headers, 'RELEASED');
    expect(decided.statusCode).toBe(200);
    expect(decided.json<THomeworkRequestDisputeResolved>().dispute).toMatchObject({
      id: disputeId,
      status: 'RELEASED',
    });
    expect((await disputeRows())[0]).toMatchObject({ status: 'RELEASED', resolvedById: admin.user.id });
    expect(await paymentStatus(paymentId)).toBe('completed');
    expect(await reversals()).toHaveLength(0);
    expect(await t.app.db.select().from(homeworkRequestEarnings)).toHaveLength(1);
    expect(await requestStatus(request.id)).toBe('delivered');
    expect((await disputeEvents()).slice(1)).toEqual([
      ['DISPUTE_RELEASED', [student.user.id, teacher.user.id].sort(), `/requests/${request.id}`],
    ]);
    const twice = await resolve(disputeId, admin.headers, 'REFUNDED');
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, m.disputeClosed]);
    expect(await paymentStatus(paymentId)).toBe('completed');
    const seen = await detail(request.id, student.headers);
    expect(seen.dispute).toMatchObject({ status: 'RELEASED' });
    expect(seen.policies.dispute).toBe(true);
  });

  it('two ADMINs deciding at once give one decision, the other a 400', async () => {
    for (const outcomes of [
      ['REFUNDED', 'RELEASED'],
      ['REFUNDED', 'REFUNDED'],
      ['RELEASED', 'RELEASED'],
    ]) {
      const { admin, disputeId, paymentId, request } = await disputed();
      const other = await loginAs(t.app, 'ADMIN');
      const answers = await Promise.all([
        resolve(disputeId, admin.headers, outcomes[0]!),
        resolve(disputeId, other.headers, outcomes[1]!),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect(messageOf(answers.find((answer) => answer.statusCode === 400)!)).toBe(m.disputeClosed);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<THomeworkRequestDisputeResolved>();
      const [row] = await t.app.db
        .select()
        .from(homeworkRequestDisputes)
        .where(eq(homeworkRequestDisputes.id, disputeId));
      expect(row!.status).toBe(winner.dispute.status);
      const reversed = (await reversals()).filter((reversal) => reversal.requestId === request.id);
      if (winner.dispute.status === 'REFUNDED') {
        expect(await paymentStatus(paymentId)).toBe('refunded');
        expect(reversed).toHaveLength(1);
      } else {
        expect(await paymentStatus(paymentId)).toBe('completed');
        expect(reversed).toHaveLength(0);
      }
    }
  });
});
