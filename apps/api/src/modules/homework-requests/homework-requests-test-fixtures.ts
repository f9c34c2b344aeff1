import type { THomeworkRequestChanged, THomeworkRequestCreate, THomeworkRequestOfferChanged } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createPdf, uploadFile } from '../../../test/file-fixtures';
import { call, type THeaders } from '../../../test/inject';
import { domainEvents } from '../../db/schema';

export { call, messageOf, type THeaders } from '../../../test/inject';

const dayMs = 24 * 60 * 60_000;
/** An ISO instant `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

export const validRequest = (): THomeworkRequestCreate => ({
  title: 'Zadania z ciągów',
  description: '<p>Proszę o rozwiązanie zadań 1–3 z <strong>ciągów</strong>.</p><script>alert(1)</script>',
  subject: 'MATHS',
  level: 'HIGH_SCHOOL',
  deadline: inDays(7),
  budgetGross: 5000,
  fileIds: [],
});

export const validOffer = () => ({ priceGross: 4000, deadline: inDays(3), message: 'Zrobię to jutro.' });

/** Uploads a small PDF of kind PRIVATE as the user of `headers`; its id. */
export async function uploadPrivatePdf(app: TTestApp, headers: THeaders, filename = 'zadania.pdf') {
  const uploaded = await uploadFile(app, headers, { filename, content: createPdf(), assign: 'PRIVATE' });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  return uploaded.json<{ id: string }>().id;
}

/** A signed-in student who posted a request (with `change` applied). */
export async function postedRequest(app: TTestApp, change: Partial<THomeworkRequestCreate> = {}) {
  const student = await loginAs(app, 'USER');
  const response = await call(app, 'POST', '/api/homework-request', student.headers, {
    ...validRequest(),
    ...change,
  });
  if (response.statusCode !== 201) throw new Error(`request: ${response.statusCode} ${response.body}`);
  return { student, request: response.json<THomeworkRequestChanged>().request };
}

/** A signed-in TEACHER who sent an offer to the request. */
export async function offered(app: TTestApp, requestId: string, change: object = {}) {
  const teacher = await loginAs(app, 'TEACHER');
  const response = await call(app, 'POST', `/api/homework-request/${requestId}/offers`, teacher.headers, {
    ...validOffer(),
    ...change,
  });
  if (response.statusCode !== 201) throw new Error(`offer: ${response.statusCode} ${response.body}`);
  return { teacher, offer: response.json<THomeworkRequestOfferChanged>().offer };
}

type TNotification = {
  type: string;
  recipientIds: string[];
  text: string;
  href: string | null;
  data: { requestId?: string; event?: string };
};

/** The HOMEWORK_REQUEST_EVENT notifications recorded in the outbox, oldest first. */
export async function requestNotifications(app: TTestApp) {
  const rows = await app.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.type, 'notification.requested'))
    .orderBy(domainEvents.createdAt);
  return rows.map((row) => row.payload as TNotification).filter((payload) => payload.type === 'HOMEWORK_REQUEST_EVENT');
}

const ok = <T extends { statusCode: number; body: string }>(response: T, what: string, status = 200) => {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
};

/**
 * A request whose owner accepted and paid (demo provider) a teacher's offer of 40 PLN, and whose teacher
 * delivered the solution (unless `deliver` is false): the money released to the teacher.
 */
export async function deliveredRequest(app: TTestApp, { deliver = true } = {}) {
  const { student, request } = await postedRequest(app);
  const { teacher, offer } = await offered(app, request.id);
  ok(await call(app, 'POST', `/api/homework-request-offer/${offer.id}/accept`, student.headers, {}), 'accept');
  const checkout = ok(
    await call(app, 'POST', `/api/homework-request-offer/${offer.id}/checkout`, student.headers, { method: 'stripe' }),
    'checkout',
  );
  const paymentId = checkout.json<{ payment: { id: string } }>().payment.id;
  ok(await call(app, 'POST', `/api/payment/${paymentId}/demo`, student.headers, { outcome: 'paid' }), 'pay');
  if (deliver) {
    ok(
      await call(app, 'POST', `/api/homework-request/${request.id}/solution`, teacher.headers, {
        solution: '<p>Rozwiązanie</p>',
      }),
      'deliver',
    );
  }
  return { student, teacher, request, offer, paymentId };
}
