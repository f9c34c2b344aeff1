import { commerceMessages, courseMessages, type TCheckoutResponse, type TPayment } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { courseEnrollments, courses, invoices, paymentStatusChanges, payments } from '../../db/schema';
import { statementReasons } from './payments.service';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

/** A published course at 49 zł, by a teacher. */
async function paidCourse() {
  const teacher = await loginAs(t.app, 'TEACHER');
  const [course] = await t.app.db
    .insert(courses)
    .values({
      slug: `kurs-${Math.random().toString(36).slice(2, 8)}`,
      authorId: teacher.user.id,
      title: 'Matura 2027',
      subject: 'MATHS',
      level: 'HIGH_SCHOOL',
      priceGross: 4900,
      status: 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning();
  return course!;
}

/** A second payment of a course the buyer owns, made before the rule (or by a path that skipped it). */
async function insertSecondCoursePayment(
  userId: string,
  courseId: string,
  values: Pick<typeof payments.$inferInsert, 'method' | 'provider' | 'transferTitle'>,
) {
  const [row] = await t.app.db
    .insert(payments)
    .values({
      userId,
      itemKind: 'COURSE',
      productCode: courseId,
      itemName: 'Kurs: Matura 2027',
      itemQuantity: 1,
      amountGross: 4900,
      buyer: { type: 'private', name: 'Ola', address: null },
      ...values,
    })
    .returning();
  return row!;
}

const paymentsOf = (userId: string) => t.app.db.select().from(payments).where(eq(payments.userId, userId));

async function checkoutCourse(courseId: string, headers: THeaders, method: 'manual' | 'stripe') {
  const response = await call('POST', `/api/course/${courseId}/checkout`, headers, { method });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TCheckoutResponse>().payment;
}

describe('one purchase of one thing', () => {
  it('cancels the open bank transfer of a course when the buyer pays by card instead, so only one can complete', async () => {
    const course = await paidCourse();
    const student = await loginAs(t.app, 'USER');
    const transfer = await checkoutCourse(course.id, student.headers, 'manual');
    const card = await checkoutCourse(course.id, student.headers, 'stripe');

    const rows = await paymentsOf(student.user.id);
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [transfer.id, 'canceled'],
        [card.id, 'unpaid'],
      ].sort(),
    );
    const [change] = await t.app.db
      .select()
      .from(paymentStatusChanges)
      .where(eq(paymentStatusChanges.paymentId, transfer.id));
    expect(change).toMatchObject({ toStatus: 'canceled', source: 'checkout:replaced', actorId: student.user.id });

    // The card pays; the ADMIN can no longer confirm the transfer: one invoice, one enrollment.
    await call('POST', `/api/payment/${card.id}/demo`, student.headers, { outcome: 'paid' });
    const admin = await loginAs(t.app, 'ADMIN');
    const confirm = await call('POST', `/api/payment/${transfer.id}/confirm`, admin.headers, {});
    expect([confirm.statusCode, messageOf(confirm)]).toEqual([400, commerceMessages.paymentClosed]);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.paymentId, transfer.id))).toEqual([]);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.paymentId, card.id))).toHaveLength(1);
    const again = await call('POST', `/api/course/${course.id}/checkout`, student.headers, { method: 'manual' });
    expect([again.statusCode, messageOf(again)]).toEqual([400, courseMessages.alreadyEnrolled]);

    // Money sent anyway for the cancelled transfer is put in front of the ADMIN, never taken silently.
    const statement = `Tytuł;Kwota\n${transfer.transfer!.title};49,00\n`;
    const imported = await call('POST', '/api/payment/import-statement', admin.headers, { csv: statement });
    expect(imported.json()).toMatchObject({
      matched: [],
      unmatched: [{ title: transfer.transfer!.title, reason: statementReasons.canceled }],
    });
  });

  it('keeps one open payment per product of the catalogue: a second checkout of a package replaces the first', async () => {
    const student = await loginAs(t.app, 'USER');
    const first = await call('POST', '/api/payment/checkout', student.headers, {
      productCode: 'TOKENS_10',
      method: 'manual',
      buyer: 'private',
    });
    const second = await call('POST', '/api/payment/checkout', student.headers, {
      productCode: 'TOKENS_10',
      method: 'stripe',
      buyer: 'private',
    });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const other = await call('POST', '/api/payment/checkout', student.headers, {
      productCode: 'PREMIUM_1_MONTH',
      method: 'manual',
      buyer: 'private',
    });
    expect(other.statusCode).toBe(200);
    const open = (await paymentsOf(student.user.id)).filter((row) => row.status === 'unpaid');
    expect(open.map((row) => row.productCode).sort()).toEqual(['PREMIUM_1_MONTH', 'TOKENS_10']);
  });

  it('leaves one payable payment of five checkouts of one course at once; the others are refused or replaced', async () => {
    const course = await paidCourse();
    const student = await loginAs(t.app, 'USER');
    const responses = await Promise.all(
      ['manual', 'stripe', 'manual', 'stripe', 'manual'].map((method) =>
        call('POST', `/api/course/${course.id}/checkout`, student.headers, { method }),
      ),
    );
    for (const response of responses) {
      expect([200, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) expect(messageOf(response)).toBe(commerceMessages.checkoutInProgress);
    }
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    const open = (await paymentsOf(student.user.id)).filter((row) => row.status === 'unpaid');
    expect(open).toHaveLength(1);
  });

  it('refunds by itself a card payment that arrives for a course already owned, taking nothing back', async () => {
    const course = await paidCourse();
    const student = await loginAs(t.app, 'USER');
    const bought = await checkoutCourse(course.id, student.headers, 'stripe');
    await call('POST', `/api/payment/${bought.id}/demo`, student.headers, { outcome: 'paid' });
    const late = await insertSecondCoursePayment(student.user.id, course.id, { method: 'stripe', provider: 'demo' });

    const paid = await call('POST', `/api/payment/${late.id}/demo`, student.headers, { outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, late.id));
    expect(row).toMatchObject({ status: 'refunded', undelivered: true });
    const changes = await t.app.db
      .select()
      .from(paymentStatusChanges)
      .where(eq(paymentStatusChanges.paymentId, late.id));
    expect(changes.map((change) => [change.toStatus, change.source])).toEqual(
      expect.arrayContaining([['refunded', 'undelivered']]),
    );
    const lateInvoices = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, late.id));
    expect(lateInvoices.map((invoice) => invoice.kind).sort()).toEqual(['CORRECTION', 'VAT']);
    // The course stays open through the first payment.
    const enrollments = await t.app.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.courseId, course.id), eq(courseEnrollments.userId, student.user.id)));
    expect(enrollments).toEqual([expect.objectContaining({ paymentId: bought.id })]);
    const own = await call('GET', `/api/payment/${late.id}`, student.headers);
    expect(own.json<TPayment>()).toMatchObject({ status: 'refunded', undelivered: true });
  });

  it('flags for the ADMIN a bank transfer confirmed for a course already owned, and refunds it without closing the course', async () => {
    const course = await paidCourse();
    const student = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    const bought = await checkoutCourse(course.id, student.headers, 'stripe');
    await call('POST', `/api/payment/${bought.id}/demo`, student.headers, { outcome: 'paid' });
    const late = await insertSecondCoursePayment(student.user.id, course.id, {
      method: 'manual',
      provider: 'manual',
      transferTitle: 'ZAD-LATE-0001',
    });

    const confirmed = await call('POST', `/api/payment/${late.id}/confirm`, admin.headers, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ payment: TPayment }>().payment).toMatchObject({ status: 'completed', undelivered: true });
    const list = await call('GET', '/api/payment/admin?search=ZAD-LATE-0001', admin.headers);
    expect(list.json<{ results: TPayment[] }>().results).toEqual([
      expect.objectContaining({ id: late.id, undelivered: true, status: 'completed' }),
    ]);

    const refunded = await call('POST', `/api/payment/${late.id}/refund`, admin.headers, {});
    expect(refunded.statusCode).toBe(200);
    const enrollments = await t.app.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.courseId, course.id));
    expect(enrollments).toEqual([expect.objectContaining({ userId: student.user.id, paymentId: bought.id })]);
  });
});
