import {
  type TBooking,
  type TBookingChanged,
  type TCheckoutResponse,
  type TFreeTimes,
  tutoringMessages,
} from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';
import { payments, teacherEarnings, tutoringBookings, tutoringLessons } from '../../db/schema';
import { createEventOutbox } from '../../lib/events/event-outbox';
import { createUnitOfWork } from '../../lib/uow';
import { createTutoringRepository } from './tutoring.repository';
import { createTutoringBookingsService } from './tutoring-bookings.service';
import { createTutoringOfferService } from './tutoring-offer.service';
import { buildTutor, call, lessonAt17, type THeaders, warsawDate } from './tutoring-test-fixtures';

const t = useTestApp();
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

const book = (headers: THeaders, payload: object) => call(t.app, 'POST', '/api/tutoring/bookings', headers, payload);

/** A tutor and a signed-in student who reserved the 60-minute lesson at 17:00 on the tutor's day. */
async function reserved() {
  const tutor = await buildTutor(t.app);
  const student = await loginAs(t.app, 'USER');
  const response = await book(student.headers, lessonAt17(tutor));
  expect(response.statusCode).toBe(201);
  return { tutor, student, booking: response.json<TBookingChanged>().booking };
}

/** Pays a reservation through the demo provider, as the student does on its page. */
async function pay(headers: THeaders, bookingId: string) {
  const checkout = await call(t.app, 'POST', `/api/tutoring/bookings/${bookingId}/checkout`, headers, {
    method: 'stripe',
  });
  expect(checkout.statusCode).toBe(200);
  const { payment } = checkout.json<TCheckoutResponse>();
  const paid = await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, headers, { outcome: 'paid' });
  expect(paid.statusCode).toBe(200);
  return payment.id;
}

const liveLessons = async (teacherId: string) =>
  t.app.db
    .select()
    .from(tutoringLessons)
    .where(sql`${tutoringLessons.teacherId} = ${teacherId} and not ${tutoringLessons.cancelled}`);

describe('POST /api/tutoring/bookings', () => {
  it('answers 401 signed out and refuses bad requests with their messages, reserving nothing', async () => {
    const tutor = await buildTutor(t.app);
    const body = lessonAt17(tutor);
    expect((await book({}, body)).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    const other = await buildTutor(t.app);
    const cases: [string, object, string][] = [
      [
        'two starts without a package',
        { startsAt: [tutor.at(16 * 60), tutor.at(18 * 60)] },
        tutoringMessages.singleStart,
      ],
      ['a package with too few starts', { packageId: tutor.package5.id }, tutoringMessages.packageStarts],
      ["another teacher's option", { optionId: other.option60.id }, tutoringMessages.optionNotFound],
      ['a time outside the slot', { startsAt: [tutor.at(19 * 60 + 30)] }, tutoringMessages.outsideAvailability],
      ['a time off the 5-minute grid', { startsAt: [tutor.at(17 * 60 + 2)] }, tutoringMessages.outsideAvailability],
      ['a time in the past', { startsAt: ['2020-01-01T16:00:00.000Z'] }, tutoringMessages.inPast],
      ['no start', { startsAt: [] }, tutoringMessages.singleStart],
    ];
    for (const [name, change, message] of cases) {
      const response = await book(student.headers, { ...body, ...change });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    const own = await book(tutor.headers, body);
    expect([own.statusCode, messageOf(own)]).toEqual([400, tutoringMessages.ownLesson]);
    const unknown = await book(student.headers, { ...body, teacherId: student.user.id });
    expect(unknown.statusCode).toBe(404);
    expect(await t.app.db.select().from(tutoringBookings)).toHaveLength(0);
  });

  it('reserves a lesson for 15 minutes, and the time leaves the free times', async () => {
    const before = Date.now();
    const { tutor, student, booking } = await reserved();
    expect(booking).toMatchObject({
      status: 'reserved',
      kind: 'individual',
      lessonType: 'main',
      durationMinutes: 60,
      amountGross: 8000,
      package: null,
      paymentId: null,
      policies: { read: true, pay: true, cancel: true },
    });
    expect(booking.student.id).toBe(student.user.id);
    expect(booking.lessons).toEqual([
      expect.objectContaining({ startsAt: tutor.at(17 * 60), endsAt: tutor.at(18 * 60), cancelled: false }),
    ]);
    const expiresIn = new Date(booking.expiresAt!).getTime() - before;
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    const [lesson] = await liveLessons(tutor.user.id);
    // The break after the lesson is part of the teacher's blocked time.
    expect(lesson!.blockedUntil.toISOString()).toBe(tutor.at(18 * 60 + 10));

    const free = (
      await call(
        t.app,
        'GET',
        `/api/tutoring/teachers/${tutor.user.id}/free-times?optionId=${tutor.option60.id}&from=${tutor.date}&days=1`,
      )
    ).json<TFreeTimes>();
    const starts = free.times.map((time) => time.startsAt);
    // 16:00 would leave no break before 17:00; 18:10 is off the quarter-hour grid.
    expect(starts).not.toContain(tutor.at(16 * 60));
    expect(starts).not.toContain(tutor.at(16 * 60 + 15));
    expect(starts).not.toContain(tutor.at(17 * 60 + 30));
    expect(starts).toContain(tutor.at(18 * 60 + 15));
  });

  it('refuses a second student the same time, and a time that reaches into the break', async () => {
    const { tutor } = await reserved();
    const second = await loginAs(t.app, 'USER');
    const body = { teacherId: tutor.user.id, optionId: tutor.option60.id };
    const same = await book(second.headers, { ...body, startsAt: [tutor.at(17 * 60)] });
    expect([same.statusCode, messageOf(same)]).toEqual([409, tutoringMessages.timeTaken]);
    const inBreak = await book(second.headers, { ...body, startsAt: [tutor.at(18 * 60 + 5)] });
    expect(inBreak.statusCode).toBe(409);
    const before = await book(second.headers, { ...body, startsAt: [tutor.at(16 * 60 + 5)] });
    expect(before.statusCode).toBe(409);
    const afterBreak = await book(second.headers, { ...body, startsAt: [tutor.at(18 * 60 + 10)] });
    expect(afterBreak.statusCode).toBe(201);
    expect(await liveLessons(tutor.user.id)).toHaveLength(2);
  });

  it('gives exactly one booking to 50 concurrent attempts on one time', async () => {
    const tutor = await buildTutor(t.app);
    const students = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const user = await buildUser(t.app);
        const session = await login(t.app, user.email, user.password);
        return { authorization: `Bearer ${session.token}` };
      }),
    );
    const body = lessonAt17(tutor);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => book(students[index % students.length]!, body)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await liveLessons(tutor.user.id)).toHaveLength(1);
    expect(await t.app.db.select().from(tutoringBookings)).toHaveLength(1);
  });

  it('is refused by the database itself when two live lessons of a teacher overlap', async () => {
    const { tutor, booking } = await reserved();
    const insertOverlapping = () =>
      t.app.db.insert(tutoringLessons).values({
        bookingId: booking.id,
        teacherId: tutor.user.id,
        startsAt: new Date(tutor.at(17 * 60 + 30)),
        endsAt: new Date(tutor.at(18 * 60 + 30)),
        blockedUntil: new Date(tutor.at(18 * 60 + 30)),
      });
    await expect(insertOverlapping()).rejects.toThrow();
    // A cancelled lesson frees its time.
    await t.app.db.update(tutoringLessons).set({ cancelled: true }).where(eq(tutoringLessons.bookingId, booking.id));
    await insertOverlapping();
  });

  it('books a package of five lessons at its discount in one booking', async () => {
    const tutor = await buildTutor(t.app);
    const days = [5, 6, 7, 8, 9];
    for (const day of days.slice(1)) {
      await call(t.app, 'POST', '/api/tutoring/availability', tutor.headers, {
        date: warsawDate(day),
        startMinute: 16 * 60,
        endMinute: 20 * 60,
      });
    }
    const student = await loginAs(t.app, 'USER');
    const response = await book(student.headers, {
      teacherId: tutor.user.id,
      optionId: tutor.option60.id,
      packageId: tutor.package5.id,
      startsAt: days.map((day) => tutor.at(17 * 60, warsawDate(day))),
    });
    expect(response.statusCode).toBe(201);
    const { booking } = response.json<TBookingChanged>();
    expect(booking).toMatchObject({ package: { lessonCount: 5, discountPercent: 10 }, amountGross: 36000 });
    expect(booking.lessons).toHaveLength(5);
    const twice = await book(student.headers, {
      teacherId: tutor.user.id,
      optionId: tutor.option60.id,
      packageId: tutor.package5.id,
      startsAt: days.map(() => tutor.at(16 * 60)),
    });
    expect(messageOf(twice)).toBe(tutoringMessages.startsDuplicate);
  });
});

describe('paying, releasing and cancelling', () => {
  it('books a reservation once its payment is confirmed', async () => {
    const { tutor, student, booking } = await reserved();
    const stranger = await loginAs(t.app, 'USER');
    const foreign = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, stranger.headers, {
      method: 'stripe',
    });
    expect(foreign.statusCode).toBe(403);
    const paymentId = await pay(student.headers, booking.id);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      itemKind: 'TUTORING',
      productCode: booking.id,
      amountGross: 8000,
      status: 'completed',
    });
    const after = await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, student.headers);
    expect(after.json<TBooking>()).toMatchObject({
      status: 'booked',
      paymentId,
      expiresAt: null,
      refundOnCancel: true,
      policies: { pay: false, cancel: true },
    });
    expect((await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, stranger.headers)).statusCode).toBe(403);
    const again = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, student.headers, {
      method: 'stripe',
    });
    expect([again.statusCode, messageOf(again)]).toEqual([400, tutoringMessages.notPayable]);
    // The teacher is told by e-mail as well as in the bell; the student gets the payment's receipt.
    const mails = await readOutbox(t.app.outboxDir);
    const toTeacher = mails.filter((mail) => mail.to.includes(tutor.user.email));
    expect(toTeacher.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Korepetycje: Nowa rezerwacja: zajęcia /),
    ]);
    expect(toTeacher[0]?.text).toContain('http://localhost:3000/account/bookings');
    const toStudent = mails.filter((mail) => mail.to.includes(student.user.email));
    expect(toStudent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Potwierdzenie płatności: Korepetycje 60 min/),
    ]);
  });

  it('releases an unpaid reservation after 15 minutes, with its open payment', async () => {
    const { tutor, student, booking } = await reserved();
    const checkout = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, student.headers, {
      method: 'manual',
    });
    const { payment } = checkout.json<TCheckoutResponse>();
    const sweep = t.app.services.tutoringBookings.sweepExpiredBookings;
    expect(await sweep(new Date(Date.now() + 60_000))).toEqual({ released: 0 });
    expect(await sweep(new Date(Date.now() + 16 * 60_000))).toEqual({ released: 1 });
    const after = (await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, student.headers)).json<TBooking>();
    expect(after.status).toBe('cancelled');
    expect(after.lessons[0]!.cancelled).toBe(true);
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('canceled');
    expect(await liveLessons(tutor.user.id)).toHaveLength(0);
    const second = await loginAs(t.app, 'USER');
    const retaken = await book(second.headers, lessonAt17(tutor));
    expect(retaken.statusCode).toBe(201);
  });

  it('cancels a reservation for nothing, and refuses a second cancellation', async () => {
    const { tutor, student, booking } = await reserved();
    const stranger = await loginAs(t.app, 'USER');
    expect((await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/cancel`, {}, {})).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/cancel`, stranger.headers, {})).statusCode,
    ).toBe(403);
    const cancelled = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/cancel`, student.headers, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TBookingChanged>()).toMatchObject({
      message: tutoringMessages.cancelled,
      booking: { status: 'cancelled', policies: { cancel: false } },
    });
    expect(await liveLessons(tutor.user.id)).toHaveLength(0);
    const again = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/cancel`, student.headers, {});
    expect([again.statusCode, messageOf(again)]).toEqual([400, tutoringMessages.notCancellable]);
  });

  it('refunds a paid lesson the teacher cancels, and one the student cancels a day ahead', async () => {
    for (const who of ['teacher', 'student'] as const) {
      const { tutor, student, booking } = await reserved();
      const paymentId = await pay(student.headers, booking.id);
      const headers = who === 'teacher' ? tutor.headers : student.headers;
      const cancelled = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/cancel`, headers, {});
      expect(cancelled.json<TBookingChanged>()).toMatchObject({
        message: tutoringMessages.cancelledRefunded,
        booking: { status: 'cancelled' },
      });
      const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment!.status).toBe('refunded');
      expect(await liveLessons(tutor.user.id)).toHaveLength(0);
    }
  });

  it('keeps the money of a lesson the student cancels less than 24 hours ahead; nobody cancels a begun lesson', async () => {
    const { tutor, student, booking } = await reserved();
    const paymentId = await pay(student.headers, booking.id);
    const lessonStart = new Date(tutor.at(17 * 60));
    const clock = { now: new Date(lessonStart.getTime() - 2 * 3_600_000) };
    const uow = createUnitOfWork(t.app.db);
    const bookings = createTutoringBookingsService({
      db: t.app.db,
      uow,
      // The clocked service's own outbox: its events are stored; this test reads the booking and the payment.
      outbox: createEventOutbox({ db: t.app.db, jobs: t.app.jobs, log: t.app.log }),
      offers: createTutoringOfferService({ repository: createTutoringRepository(t.app.db), uow }),
      payments: t.app.services.payments.purchases,
      limiter: t.app.rateLimiter,
      now: () => clock.now,
    });
    const viewer = { id: student.user.id, role: 'USER' as const };
    expect((await bookings.getBooking(viewer, booking.id)).refundOnCancel).toBe(false);
    clock.now = new Date(lessonStart.getTime() + 60_000);
    await expect(bookings.cancelBooking(viewer, booking.id)).rejects.toMatchObject({
      statusCode: 400,
      message: tutoringMessages.notCancellable,
    });
    clock.now = new Date(lessonStart.getTime() - 2 * 3_600_000);
    const { message, booking: after } = await bookings.cancelBooking(viewer, booking.id);
    expect([message, after.status]).toEqual([tutoringMessages.cancelled, 'cancelled']);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('completed');
    // The teacher kept the time: the lesson's pay is theirs.
    expect(await t.app.db.select().from(teacherEarnings)).toEqual([
      expect.objectContaining({ teacherId: tutor.user.id, bookingId: booking.id, amountGross: 8000 }),
    ]);
  });

  it('lists bookings as the student and as the teacher', async () => {
    const { tutor, student, booking } = await reserved();
    const mine = await call(t.app, 'GET', '/api/tutoring/bookings', student.headers);
    expect(mine.json().results.map((row: TBooking) => row.id)).toEqual([booking.id]);
    const teaching = await call(t.app, 'GET', '/api/tutoring/bookings?as=teacher', tutor.headers);
    expect(teaching.json()).toMatchObject({
      total: 1,
      results: [{ id: booking.id, policies: { pay: false, cancel: true } }],
    });
    expect((await call(t.app, 'GET', '/api/tutoring/bookings?as=teacher', student.headers)).json().total).toBe(0);
    expect((await call(t.app, 'GET', '/api/tutoring/bookings?status=zly', student.headers)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/tutoring/bookings')).statusCode).toBe(401);
  });
});

describe('a time the teacher offers', () => {
  it('holds the time until the student accepts and pays it, or it lapses', async () => {
    const tutor = await buildTutor(t.app);
    const student = await loginAs(t.app, 'USER');
    const body = { studentId: student.user.id, optionId: tutor.option60.id, startsAt: tutor.at(10 * 60) };
    expect((await call(t.app, 'POST', '/api/tutoring/bookings/offer', {}, body)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/tutoring/bookings/offer', student.headers, body)).statusCode).toBe(403);
    const past = await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, {
      ...body,
      startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect(messageOf(past)).toBe(tutoringMessages.inPast);
    // Outside the slot (10:00) is the teacher's own choice.
    const offered = await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, body);
    expect(offered.statusCode).toBe(201);
    const { booking } = offered.json<TBookingChanged>();
    expect(booking).toMatchObject({ status: 'offered', policies: { accept: false, pay: false, cancel: true } });
    const clash = await book(student.headers, {
      teacherId: tutor.user.id,
      optionId: tutor.option60.id,
      startsAt: [tutor.at(16 * 60)],
    });
    expect(clash.statusCode).toBe(201);
    const overlapping = await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, {
      ...body,
      startsAt: tutor.at(10 * 60 + 30),
    });
    expect(overlapping.statusCode).toBe(409);

    const asStudent = await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, student.headers);
    expect(asStudent.json<TBooking>().policies).toMatchObject({ accept: true, pay: false });
    expect(
      (await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/accept`, tutor.headers, {})).statusCode,
    ).toBe(403);
    const accepted = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/accept`, student.headers, {});
    expect(accepted.json<TBookingChanged>().booking).toMatchObject({ status: 'reserved', policies: { pay: true } });
    const again = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/accept`, student.headers, {});
    expect([again.statusCode, messageOf(again)]).toEqual([400, tutoringMessages.notOffered]);
    await pay(student.headers, booking.id);
    expect((await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, student.headers)).json().status).toBe(
      'booked',
    );
  });

  it('is declined by the student, or lapses an hour before the lesson', async () => {
    const tutor = await buildTutor(t.app);
    const student = await loginAs(t.app, 'USER');
    const offer = async (minute: number) =>
      (
        await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, {
          studentId: student.user.id,
          optionId: tutor.option60.id,
          startsAt: tutor.at(minute),
        })
      ).json<TBookingChanged>().booking;
    const declined = await offer(9 * 60);
    const cancel = await call(t.app, 'POST', `/api/tutoring/bookings/${declined.id}/cancel`, student.headers, {});
    expect(cancel.json<TBookingChanged>().booking.status).toBe('cancelled');
    const unanswered = await offer(11 * 60);
    const lapse = new Date(new Date(tutor.at(11 * 60)).getTime() - 30 * 60_000);
    expect(await t.app.services.tutoringBookings.sweepExpiredBookings(lapse)).toEqual({ released: 1 });
    const after = await call(t.app, 'GET', `/api/tutoring/bookings/${unanswered.id}`, student.headers);
    expect(after.json<TBooking>().status).toBe('cancelled');
    expect(await liveLessons(tutor.user.id)).toHaveLength(0);
  });
});
