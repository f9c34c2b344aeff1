import {
  homeworkRequestMessages as m,
  type TCheckoutResponse,
  type THomeworkRequest,
  type THomeworkRequestChanged,
  type THomeworkRequestList,
  type THomeworkRequestOfferChanged,
  type THomeworkRequestOfferList,
  type THomeworkRequestSolution,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import {
  homeworkRequestEarnings,
  homeworkRequestFiles,
  homeworkRequestOffers,
  homeworkRequests,
  payments,
} from '../../db/schema';
import {
  call,
  inDays,
  messageOf,
  offered,
  postedRequest,
  requestNotifications,
  type THeaders,
  uploadPrivatePdf,
  validOffer,
  validRequest,
} from './homework-requests-test-fixtures';

const t = useTestApp();
const post = (url: string, headers: THeaders, payload: object = {}) => call(t.app, 'POST', url, headers, payload);
const get = (url: string, headers: THeaders = {}) => call(t.app, 'GET', url, headers);
const requestRow = async (id: string) =>
  (await t.app.db.select().from(homeworkRequests).where(eq(homeworkRequests.id, id)))[0]!;
const offerRow = async (id: string) =>
  (await t.app.db.select().from(homeworkRequestOffers).where(eq(homeworkRequestOffers.id, id)))[0]!;

/** The owner accepts the offer and pays it through the demo provider, as on the request's page. */
async function acceptAndPay(owner: THeaders, offerId: string) {
  const accepted = await post(`/api/homework-request-offer/${offerId}/accept`, owner);
  expect(accepted.statusCode).toBe(200);
  const checkout = await post(`/api/homework-request-offer/${offerId}/checkout`, owner, { method: 'stripe' });
  expect(checkout.statusCode).toBe(200);
  const { payment } = checkout.json<TCheckoutResponse>();
  expect(payment).toMatchObject({ item: { kind: 'HOMEWORK_REQUEST', code: offerId }, amountGross: 4000 });
  const paid = await post(`/api/payment/${payment.id}/demo`, owner, { outcome: 'paid' });
  expect(paid.statusCode).toBe(200);
  return payment.id;
}

/** A request with an offer accepted and paid: in progress. */
async function paidRequest() {
  const { student, request } = await postedRequest(t.app);
  const { teacher, offer } = await offered(t.app, request.id);
  const paymentId = await acceptAndPay(student.headers, offer.id);
  return { student, request, teacher, offer, paymentId };
}

describe('POST /api/homework-request', () => {
  it('answers 401 signed out and refuses bad requests with their messages, storing nothing', async () => {
    expect((await post('/api/homework-request', {}, validRequest())).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    const other = await loginAs(t.app, 'USER');
    const foreignFile = await uploadPrivatePdf(t.app, other.headers);
    const cases: [string, object, string][] = [
      ['no title', { title: '  ' }, m.titleRequired],
      ['a long title', { title: 'x'.repeat(201) }, m.titleTooLong],
      ['a description without text', { description: '<p> </p><script>x</script>' }, m.descriptionRequired],
      ['no subject', { subject: 'ASTROLOGY' }, m.subject],
      ['no level', { level: 'KINDERGARTEN' }, m.level],
      ['a bad date', { deadline: 'jutro' }, m.date],
      ['a past deadline', { deadline: inDays(-1) }, m.deadlineInPast],
      ['a budget under 2 PLN', { budgetGross: 199 }, m.price],
      ['a budget over 10 000 PLN', { budgetGross: 1_000_001 }, m.priceTooHigh],
      ["another user's file", { fileIds: [foreignFile] }, m.fileInvalid],
      ['too many files', { fileIds: Array.from({ length: 11 }, () => foreignFile) }, m.filesTooMany],
    ];
    for (const [name, change, message] of cases) {
      const response = await post('/api/homework-request', student.headers, { ...validRequest(), ...change });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    expect(await t.app.db.select().from(homeworkRequests)).toHaveLength(0);
  });

  it('stores a sanitized request with its files, a timeline and policies for its owner', async () => {
    const student = await loginAs(t.app, 'USER');
    const fileId = await uploadPrivatePdf(t.app, student.headers);
    const response = await post('/api/homework-request', student.headers, { ...validRequest(), fileIds: [fileId] });
    expect(response.statusCode).toBe(201);
    const { message, request } = response.json<THomeworkRequestChanged>();
    expect(message).toBe(m.created);
    expect(request).toMatchObject({
      title: 'Zadania z ciągów',
      subject: 'MATHS',
      level: 'HIGH_SCHOOL',
      budgetGross: 5000,
      status: 'open',
      offerCount: 0,
      teacher: null,
      acceptedOfferId: null,
      policies: { read: true, cancel: true, offer: false, progress: false, deliver: false, readSolution: false },
    });
    expect(request.owner.id).toBe(student.user.id);
    expect(request.description).toContain('<strong>ciągów</strong>');
    expect(request.description).not.toContain('script');
    expect(request.timeline.map((entry) => entry.kind)).toEqual(['REQUEST_CREATED']);
    expect(request.files).toEqual([expect.objectContaining({ id: fileId, name: 'zadania.pdf' })]);
    const row = await requestRow(request.id);
    expect(row).toMatchObject({ ownerId: student.user.id, status: 'open', budgetGross: 5000 });
    expect(row.description).not.toContain('script');
    const files = await t.app.db.select().from(homeworkRequestFiles);
    expect(files).toEqual([expect.objectContaining({ requestId: request.id, fileId, role: 'REQUEST' })]);

    // A teacher reading the open request opens its file through the signed link, not directly.
    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await get(`/api/file/${fileId}/download`, teacher.headers)).statusCode).toBe(403);
    const seen = (await get(`/api/homework-request/${request.id}`, teacher.headers)).json<THomeworkRequest>();
    expect((await get(seen.files[0]!.url)).statusCode).toBe(200);
  });
});

describe('GET /api/homework-request and /{id}', () => {
  it('lists the own requests, and the open ones of others to teachers only, with filters', async () => {
    expect((await get('/api/homework-request')).statusCode).toBe(401);
    const { student, request } = await postedRequest(t.app);
    await postedRequest(t.app, { subject: 'PHYSICS', title: 'Fizyka' });
    const mine = (await get('/api/homework-request', student.headers)).json<THomeworkRequestList>();
    expect(mine.results.map((entry) => entry.id)).toEqual([request.id]);
    const refused = await get('/api/homework-request?scope=open', student.headers);
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, m.teachersOnly]);
    const teacher = await loginAs(t.app, 'TEACHER');
    const open = (await get('/api/homework-request?scope=open', teacher.headers)).json<THomeworkRequestList>();
    expect(open.total).toBe(2);
    const maths = (
      await get('/api/homework-request?scope=open&subject=MATHS', teacher.headers)
    ).json<THomeworkRequestList>();
    expect(maths.results.map((entry) => entry.id)).toEqual([request.id]);
    const bad = await get('/api/homework-request?subject=ASTROLOGY', teacher.headers);
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, m.subject]);
    await offered(t.app, request.id).then(async ({ teacher: offering }) => {
      const list = (await get('/api/homework-request?scope=offered', offering.headers)).json<THomeworkRequestList>();
      expect(list.results).toEqual([expect.objectContaining({ id: request.id, offerCount: 1 })]);
    });
  });

  it('shows an open request to its owner and teachers, 403 to other users, 404 when missing', async () => {
    const { student, request } = await postedRequest(t.app);
    const url = `/api/homework-request/${request.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/homework-request/00000000-0000-4000-8000-000000000000', student.headers)).statusCode).toBe(
      404,
    );
    expect((await get('/api/homework-request/nie-uuid', student.headers)).statusCode).toBe(400);
    const stranger = await loginAs(t.app, 'USER');
    expect((await get(url, stranger.headers)).statusCode).toBe(403);
    const teacher = await loginAs(t.app, 'TEACHER');
    const seen = await get(url, teacher.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<THomeworkRequest>().policies).toMatchObject({ read: true, offer: true, cancel: false });
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await get(url, admin.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/homework-request/{id}/cancel', () => {
  it('closes an open request for its owner only, declining the offers and telling their teachers', async () => {
    const { student, request } = await postedRequest(t.app);
    const { teacher, offer } = await offered(t.app, request.id);
    const url = `/api/homework-request/${request.id}/cancel`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post(url, teacher.headers)).statusCode).toBe(403);
    const cancelled = await post(url, student.headers);
    expect(cancelled.statusCode).toBe(200);
    const { message, request: after } = cancelled.json<THomeworkRequestChanged>();
    expect(message).toBe(m.cancelled);
    expect(after.status).toBe('closed');
    expect(after.timeline.map((entry) => entry.kind)).toEqual(['REQUEST_CREATED', 'REQUEST_CANCELLED']);
    expect((await requestRow(request.id)).status).toBe('closed');
    expect((await offerRow(offer.id)).status).toBe('declined');
    expect(await requestNotifications(t.app)).toEqual([
      expect.objectContaining({
        recipientIds: [teacher.user.id],
        data: { requestId: request.id, event: 'REQUEST_CANCELLED' },
      }),
    ]);
    const again = await post(url, student.headers);
    expect([again.statusCode, messageOf(again)]).toEqual([400, m.notCancellable]);
    // A closed request is no longer shown to teachers.
    expect((await get(`/api/homework-request/${request.id}`, teacher.headers)).statusCode).toBe(403);
  });
});

describe('offers', () => {
  it('refuses offers by their rules with the exact messages', async () => {
    const { student, request } = await postedRequest(t.app);
    const url = `/api/homework-request/${request.id}/offers`;
    expect((await post(url, {}, validOffer())).statusCode).toBe(401);
    const user = await post(url, student.headers, validOffer());
    expect([user.statusCode, messageOf(user)]).toEqual([403, m.teachersOnly]);
    const teacher = await loginAs(t.app, 'TEACHER');
    const cases: [string, object, string][] = [
      ['a price under 2 PLN', { priceGross: 150 }, m.price],
      ['a price over 10 000 PLN', { priceGross: 2_000_000 }, m.priceTooHigh],
      ['a price not in grosze', { priceGross: 12.5 }, m.number],
      ['a past deadline', { deadline: inDays(-1) }, m.deadlineInPast],
      ["a deadline after the request's", { deadline: inDays(8) }, m.offerDeadlineAfter],
      ['a long message', { message: 'x'.repeat(2001) }, m.messageTooLong],
    ];
    for (const [name, change, message] of cases) {
      const response = await post(url, teacher.headers, { ...validOffer(), ...change });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    expect(await t.app.db.select().from(homeworkRequestOffers)).toHaveLength(0);
    const missing = await post(
      '/api/homework-request/00000000-0000-4000-8000-000000000000/offers',
      teacher.headers,
      validOffer(),
    );
    expect(missing.statusCode).toBe(404);

    const created = await post(url, teacher.headers, validOffer());
    expect(created.statusCode).toBe(201);
    const { message, offer } = created.json<THomeworkRequestOfferChanged>();
    expect(message).toBe(m.offerSent);
    expect(offer).toMatchObject({
      priceGross: 4000,
      status: 'pending',
      message: 'Zrobię to jutro.',
      policies: { read: true, accept: false, pay: false, withdraw: true },
    });
    expect(await offerRow(offer.id)).toMatchObject({ teacherId: teacher.user.id, status: 'pending', priceGross: 4000 });
    const second = await post(url, teacher.headers, validOffer());
    expect([second.statusCode, messageOf(second)]).toEqual([400, m.offerExists]);

    // A teacher's own request takes no offer from that teacher.
    const ownRequest = await post('/api/homework-request', teacher.headers, validRequest());
    const own = await post(
      `/api/homework-request/${ownRequest.json<THomeworkRequestChanged>().request.id}/offers`,
      teacher.headers,
      validOffer(),
    );
    expect([own.statusCode, messageOf(own)]).toEqual([400, m.ownRequest]);
  });

  it('lists all offers to the owner and their own to a teacher; a withdrawn offer may be sent again', async () => {
    const { student, request } = await postedRequest(t.app);
    const first = await offered(t.app, request.id);
    await offered(t.app, request.id, { priceGross: 6000 });
    const url = `/api/homework-request/${request.id}/offers`;
    expect((await get(url)).statusCode).toBe(401);
    const all = (await get(url, student.headers)).json<THomeworkRequestOfferList>();
    expect(all.results.map((offer) => offer.priceGross)).toEqual([4000, 6000]);
    expect(all.results[0]!.policies).toMatchObject({ accept: true, withdraw: false });
    const own = (await get(url, first.teacher.headers)).json<THomeworkRequestOfferList>();
    expect(own.results.map((offer) => offer.id)).toEqual([first.offer.id]);
    const stranger = await loginAs(t.app, 'USER');
    expect((await get(url, stranger.headers)).statusCode).toBe(403);

    const withdrawUrl = `/api/homework-request-offer/${first.offer.id}/withdraw`;
    expect((await post(withdrawUrl, {})).statusCode).toBe(401);
    expect((await post(withdrawUrl, student.headers)).statusCode).toBe(403);
    const withdrawn = await post(withdrawUrl, first.teacher.headers);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<THomeworkRequestOfferChanged>()).toMatchObject({
      message: m.offerWithdrawn,
      offer: { status: 'withdrawn' },
    });
    expect((await offerRow(first.offer.id)).status).toBe('withdrawn');
    // A pending offer withdrawn tells nobody.
    expect(await requestNotifications(t.app)).toEqual([]);
    const again = await post(withdrawUrl, first.teacher.headers);
    expect([again.statusCode, messageOf(again)]).toEqual([400, m.notWithdrawable]);
    expect((await post(url, first.teacher.headers, validOffer())).statusCode).toBe(201);
  });

  it('accepts one offer (OFFER_ACCEPTED); its teacher withdrawing it reopens the request (REQUEST_CANCELLED_BY_TEACHER)', async () => {
    const { student, request } = await postedRequest(t.app);
    const first = await offered(t.app, request.id);
    const second = await offered(t.app, request.id);
    const accept = (offerId: string, headers: THeaders) =>
      post(`/api/homework-request-offer/${offerId}/accept`, headers);
    expect((await accept(first.offer.id, {})).statusCode).toBe(401);
    expect((await accept(first.offer.id, first.teacher.headers)).statusCode).toBe(403);
    expect((await accept('00000000-0000-4000-8000-000000000000', student.headers)).statusCode).toBe(404);
    const accepted = await accept(first.offer.id, student.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<THomeworkRequestOfferChanged>()).toMatchObject({
      message: m.offerAccepted,
      offer: { status: 'accepted', policies: { pay: true, accept: false } },
    });
    expect(await requestRow(request.id)).toMatchObject({ status: 'open', acceptedOfferId: first.offer.id });
    const other = await accept(second.offer.id, student.headers);
    expect([other.statusCode, messageOf(other)]).toEqual([400, m.alreadyAccepted]);
    const twice = await accept(first.offer.id, student.headers);
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, m.notAcceptable]);
    // The chosen teacher reads the request and sees the accepted offer's policies.
    const seen = (await get(`/api/homework-request/${request.id}`, first.teacher.headers)).json<THomeworkRequest>();
    expect(seen.teacher?.id).toBe(first.teacher.user.id);

    const withdrawn = await post(`/api/homework-request-offer/${first.offer.id}/withdraw`, first.teacher.headers);
    expect(withdrawn.statusCode).toBe(200);
    expect(await requestRow(request.id)).toMatchObject({ status: 'open', acceptedOfferId: null });
    expect((await requestNotifications(t.app)).map((n) => [n.data.event, n.recipientIds])).toEqual([
      ['OFFER_ACCEPTED', [first.teacher.user.id]],
      ['REQUEST_CANCELLED_BY_TEACHER', [student.user.id]],
    ]);
    expect((await accept(second.offer.id, student.headers)).statusCode).toBe(200);
  });
});

describe('paying, delivering and reading the solution', () => {
  it('refuses a checkout of an offer not accepted, and to anyone but the owner', async () => {
    const { student, request } = await postedRequest(t.app);
    const { teacher, offer } = await offered(t.app, request.id);
    const url = `/api/homework-request-offer/${offer.id}/checkout`;
    expect((await post(url, {}, { method: 'stripe' })).statusCode).toBe(401);
    expect((await post(url, teacher.headers, { method: 'stripe' })).statusCode).toBe(403);
    const notAccepted = await post(url, student.headers, { method: 'stripe' });
    expect([notAccepted.statusCode, messageOf(notAccepted)]).toEqual([400, m.notPayable]);
    const badMethod = await post(url, student.headers, { method: 'cash' });
    expect([badMethod.statusCode, messageOf(badMethod)]).toEqual([400, 'Wybierz sposób płatności.']);
    expect(await t.app.db.select().from(payments)).toHaveLength(0);
  });

  it('puts a paid request in progress (OFFER_PAID), declines the other offers, and delivers to the buyer only', async () => {
    const { student, request } = await postedRequest(t.app);
    const { teacher, offer } = await offered(t.app, request.id);
    const other = await offered(t.app, request.id);
    const paymentId = await acceptAndPay(student.headers, offer.id);
    expect(await requestRow(request.id)).toMatchObject({ status: 'in_progress', acceptedOfferId: offer.id });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'paid', paymentId });
    expect((await offerRow(other.offer.id)).status).toBe('declined');
    // The request left the open list and is no longer readable by the other teacher.
    expect((await get(`/api/homework-request/${request.id}`, other.teacher.headers)).statusCode).toBe(403);

    const progressUrl = `/api/homework-request/${request.id}/progress`;
    expect((await post(progressUrl, {})).statusCode).toBe(401);
    expect((await post(progressUrl, student.headers)).statusCode).toBe(403);
    const progress = await post(progressUrl, teacher.headers);
    expect(progress.statusCode).toBe(200);
    expect(progress.json<THomeworkRequestChanged>()).toMatchObject({
      message: m.progress,
      request: { status: 'in_progress', policies: { deliver: true, progress: true } },
    });

    const solutionUrl = `/api/homework-request/${request.id}/solution`;
    const early = await get(solutionUrl, student.headers);
    expect([early.statusCode, messageOf(early)]).toEqual([404, m.notFound]);
    expect((await post(solutionUrl, {}, { solution: '<p>x</p>' })).statusCode).toBe(401);
    expect((await post(solutionUrl, student.headers, { solution: '<p>x</p>' })).statusCode).toBe(403);
    expect((await post(solutionUrl, other.teacher.headers, { solution: '<p>x</p>' })).statusCode).toBe(403);
    const empty = await post(solutionUrl, teacher.headers, { solution: '<p></p>' });
    expect([empty.statusCode, messageOf(empty)]).toEqual([400, m.solutionRequired]);
    const studentFile = await uploadPrivatePdf(t.app, student.headers, 'cudzy.pdf');
    const foreign = await post(solutionUrl, teacher.headers, { solution: '<p>x</p>', fileIds: [studentFile] });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([400, m.fileInvalid]);

    const fileId = await uploadPrivatePdf(t.app, teacher.headers, 'rozwiazanie.pdf');
    const delivered = await post(solutionUrl, teacher.headers, {
      solution: '<p>a = <strong>2n + 1</strong></p><img src=x onerror=alert(1)>',
      fileIds: [fileId],
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<THomeworkRequestChanged>()).toMatchObject({
      message: m.delivered,
      request: { status: 'delivered' },
    });
    expect(await requestRow(request.id)).toMatchObject({ status: 'delivered' });
    expect(await t.app.db.select().from(homeworkRequestEarnings)).toEqual([
      expect.objectContaining({
        teacherId: teacher.user.id,
        requestId: request.id,
        offerId: offer.id,
        paymentId,
        amountGross: 4000,
      }),
    ]);
    const twice = await post(solutionUrl, teacher.headers, { solution: '<p>y</p>' });
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, m.notInProgress]);

    const admin = await loginAs(t.app, 'ADMIN');
    for (const reader of [student, teacher, admin]) {
      const response = await get(solutionUrl, reader.headers);
      expect(response.statusCode).toBe(200);
      const solution = response.json<THomeworkRequestSolution>();
      expect(solution.solution).toContain('<strong>2n + 1</strong>');
      expect(solution.solution).not.toContain('onerror');
      expect(solution.teacher.id).toBe(teacher.user.id);
      expect(solution.files).toEqual([expect.objectContaining({ id: fileId, name: 'rozwiazanie.pdf' })]);
    }
    const buyerView = (await get(solutionUrl, student.headers)).json<THomeworkRequestSolution>();
    expect((await get(buyerView.files[0]!.url)).statusCode).toBe(200);
    expect((await get(solutionUrl, other.teacher.headers)).statusCode).toBe(403);
    const stranger = await loginAs(t.app, 'USER');
    expect((await get(solutionUrl, stranger.headers)).statusCode).toBe(403);
    const outsider = await loginAs(t.app, 'TEACHER');
    expect((await get(solutionUrl, outsider.headers)).statusCode).toBe(403);

    expect((await requestNotifications(t.app)).map((n) => [n.data.event, n.recipientIds, n.href])).toEqual([
      ['OFFER_ACCEPTED', [teacher.user.id], `/requests/${request.id}`],
      ['OFFER_PAID', [teacher.user.id], `/requests/${request.id}`],
      ['SOLUTION_IN_PROGRESS', [student.user.id], `/requests/${request.id}`],
      ['SOLUTION_DELIVERED', [student.user.id], `/requests/${request.id}`],
    ]);
    const timeline = (await get(`/api/homework-request/${request.id}`, student.headers)).json<THomeworkRequest>()
      .timeline;
    expect(timeline.map((entry) => entry.kind)).toEqual([
      'REQUEST_CREATED',
      'OFFER_ACCEPTED',
      'OFFER_PAID',
      'SOLUTION_IN_PROGRESS',
      'SOLUTION_DELIVERED',
    ]);
  });

  it('refuses to withdraw a paid offer or cancel a request in progress', async () => {
    const { student, request, teacher, offer } = await paidRequest();
    const withdraw = await post(`/api/homework-request-offer/${offer.id}/withdraw`, teacher.headers);
    expect([withdraw.statusCode, messageOf(withdraw)]).toEqual([400, m.notWithdrawable]);
    const cancel = await post(`/api/homework-request/${request.id}/cancel`, student.headers);
    expect([cancel.statusCode, messageOf(cancel)]).toEqual([400, m.notCancellable]);
    const offer2 = await loginAs(t.app, 'TEACHER');
    const late = await post(`/api/homework-request/${request.id}/offers`, offer2.headers, validOffer());
    expect([late.statusCode, messageOf(late)]).toEqual([400, m.notOpen]);
  });
});

describe('the undelivered sweep', () => {
  it("refunds a paid request past its offer's deadline and tells both sides (SOLUTION_NOT_DELIVERED)", async () => {
    const { student, request, teacher, paymentId } = await paidRequest();
    const sweep = t.app.services.homeworkRequests.sweepUndelivered;
    expect(await sweep(new Date(Date.now() + 60_000))).toEqual({ undelivered: 0 });
    expect(await sweep(new Date(Date.now() + 4 * 24 * 60 * 60_000))).toEqual({ undelivered: 1 });
    expect((await requestRow(request.id)).status).toBe('undelivered');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    expect(await t.app.db.select().from(homeworkRequestEarnings)).toHaveLength(0);
    const last = (await requestNotifications(t.app)).at(-1)!;
    expect(last.data.event).toBe('SOLUTION_NOT_DELIVERED');
    expect(new Set(last.recipientIds)).toEqual(new Set([student.user.id, teacher.user.id]));
    // Nothing more to do: a second run finds nothing, and the teacher can no longer deliver.
    expect(await sweep(new Date(Date.now() + 5 * 24 * 60 * 60_000))).toEqual({ undelivered: 0 });
    const late = await post(`/api/homework-request/${request.id}/solution`, teacher.headers, { solution: '<p>x</p>' });
    expect([late.statusCode, messageOf(late)]).toEqual([400, m.notInProgress]);
  });
});
