import {
  addDays,
  type TBooking,
  type TBookingChanged,
  type TCalendar,
  type TCheckoutResponse,
  type TTutoringOffer,
  tutoringMessages,
} from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../test/factories';
import { tutoringBookings, tutoringGroupSessions, tutoringLessons, tutoringOffers } from '../../db/schema';
import { createTutoringRepository, GroupFullError } from './tutoring.repository';
import { buildTutor, call, type THeaders } from './tutoring-test-fixtures';

const t = useTestApp();
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const book = (headers: THeaders, payload: object) => call(t.app, 'POST', '/api/tutoring/bookings', headers, payload);

/** A tutor giving group lessons of up to `capacity` students, each paying 60 % of the 80 zł lesson. */
const groupTutor = (capacity = 3) =>
  buildTutor(t.app, { offer: { group: { enabled: true, maxParticipants: capacity, feePercent: 60 } } });
type TTutor = Awaited<ReturnType<typeof groupTutor>>;

const seatAt = (tutor: TTutor, minute = 17 * 60) => ({
  teacherId: tutor.user.id,
  optionId: tutor.option60.id,
  startsAt: [tutor.at(minute)],
  kind: 'group',
});

const students = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const user = await buildUser(t.app);
      const session = await login(t.app, user.email, user.password);
      return { id: user.id, headers: { authorization: `Bearer ${session.token}` } };
    }),
  );

const groupRow = async (teacherId: string) =>
  (await t.app.db.select().from(tutoringGroupSessions).where(eq(tutoringGroupSessions.teacherId, teacherId)))[0];

const liveLessons = async (teacherId: string) =>
  t.app.db
    .select()
    .from(tutoringLessons)
    .where(sql`${tutoringLessons.teacherId} = ${teacherId} and not ${tutoringLessons.cancelled}`);

const publicOffer = async (teacherId: string) =>
  (await call(t.app, 'GET', `/api/tutoring/teachers/${teacherId}`)).json<TTutoringOffer>();

describe('group lessons: booking a seat', () => {
  it('refuses a seat with a teacher who gives no group lessons, or as a package, with their messages', async () => {
    const individualOnly = await buildTutor(t.app);
    const [student] = await students(1);
    const disabled = await book(student!.headers, seatAt(individualOnly as TTutor));
    expect([disabled.statusCode, messageOf(disabled)]).toEqual([400, tutoringMessages.groupDisabled]);
    const tutor = await groupTutor();
    const packaged = await book(student!.headers, { ...seatAt(tutor), packageId: tutor.package5.id });
    expect([packaged.statusCode, messageOf(packaged)]).toEqual([400, tutoringMessages.groupSingle]);
    const outside = await book(student!.headers, seatAt(tutor, 19 * 60 + 30));
    expect([outside.statusCode, messageOf(outside)]).toEqual([400, tutoringMessages.outsideAvailability]);
    expect(await t.app.db.select().from(tutoringBookings)).toHaveLength(0);
    expect(await t.app.db.select().from(tutoringGroupSessions)).toHaveLength(0);
  });

  it('refuses a seat that an offer saved before the check prices below 2 zł, and takes no booking', async () => {
    const tutor = await groupTutor();
    // 80 zł at 2 %: a fee the form no longer accepts, as an older offer may still hold.
    await t.app.db
      .update(tutoringOffers)
      .set({ groupFeePercent: 2 })
      .where(eq(tutoringOffers.teacherId, tutor.user.id));
    const [student] = await students(1);
    const refused = await book(student!.headers, seatAt(tutor));
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, tutoringMessages.groupSeatPrice]);
    expect(await t.app.db.select().from(tutoringBookings)).toHaveLength(0);
    expect(await t.app.db.select().from(tutoringGroupSessions)).toHaveLength(0);
  });

  it('seats students in one group at its fee up to its size, shows its free seats, and keeps the time from others', async () => {
    const tutor = await groupTutor(3);
    const [first, second, third, fourth] = await students(4);

    const opened = await book(first!.headers, seatAt(tutor));
    expect(opened.statusCode).toBe(201);
    const seat = opened.json<TBookingChanged>();
    expect(seat.message).toBe(tutoringMessages.groupReserved);
    expect(seat.booking).toMatchObject({
      kind: 'group',
      status: 'reserved',
      amountGross: 4800,
      durationMinutes: 60,
      group: { seatsTaken: 1, capacity: 3 },
    });
    expect((await publicOffer(tutor.user.id)).openGroups).toEqual([
      expect.objectContaining({ startsAt: tutor.at(17 * 60), seatsTaken: 1, capacity: 3, seatPriceGross: 4800 }),
    ]);

    const again = await book(first!.headers, seatAt(tutor));
    expect([again.statusCode, messageOf(again)]).toEqual([400, tutoringMessages.groupSeatTaken]);
    const individual = await book(second!.headers, { ...seatAt(tutor, 17 * 60 + 30), kind: 'individual' });
    expect([individual.statusCode, messageOf(individual)]).toEqual([409, tutoringMessages.timeTaken]);
    const sameTimeIndividual = await book(second!.headers, { ...seatAt(tutor), kind: 'individual' });
    expect(sameTimeIndividual.statusCode).toBe(409);
    const otherGroup = await book(second!.headers, seatAt(tutor, 17 * 60 + 30));
    expect([otherGroup.statusCode, messageOf(otherGroup)]).toEqual([409, tutoringMessages.timeTaken]);
    const longer = await book(second!.headers, { ...seatAt(tutor), optionId: tutor.offer.lessonOptions[1]!.id });
    expect([longer.statusCode, messageOf(longer)]).toEqual([409, tutoringMessages.groupOtherOption]);

    for (const student of [second, third]) expect((await book(student!.headers, seatAt(tutor))).statusCode).toBe(201);
    const full = await book(fourth!.headers, seatAt(tutor));
    expect([full.statusCode, messageOf(full)]).toEqual([409, tutoringMessages.groupFull]);
    expect(await groupRow(tutor.user.id)).toMatchObject({ seatsTaken: 3, capacity: 3 });
    expect(await liveLessons(tutor.user.id)).toHaveLength(3);
    expect((await publicOffer(tutor.user.id)).openGroups).toEqual([]);

    // After the break the teacher's time is free again, for anyone.
    const afterBreak = await book(fourth!.headers, { ...seatAt(tutor, 18 * 60 + 10), kind: 'individual' });
    expect(afterBreak.statusCode).toBe(201);
  });

  it('gives exactly as many seats as the group has to 30 concurrent attempts', async () => {
    const tutor = await groupTutor(5);
    const crowd = await students(30);
    const responses = await Promise.all(crowd.map((student) => book(student.headers, seatAt(tutor))));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(25);
    expect(await groupRow(tutor.user.id)).toMatchObject({ seatsTaken: 5 });
    expect(await liveLessons(tutor.user.id)).toHaveLength(5);
    expect(await t.app.db.select().from(tutoringGroupSessions)).toHaveLength(1);
  });

  it('frees a seat when it is cancelled or its reservation runs out, and the whole time when the group empties', async () => {
    const tutor = await groupTutor(2);
    const [first, second, third] = await students(3);
    const a = (await book(first!.headers, seatAt(tutor))).json<TBookingChanged>().booking;
    await book(second!.headers, seatAt(tutor));
    expect((await book(third!.headers, seatAt(tutor))).statusCode).toBe(409);

    const cancelled = await call(t.app, 'POST', `/api/tutoring/bookings/${a.id}/cancel`, first!.headers, {});
    expect(cancelled.json<TBookingChanged>().booking).toMatchObject({ status: 'cancelled', group: { seatsTaken: 1 } });
    expect((await book(third!.headers, seatAt(tutor))).statusCode).toBe(201);

    expect(await t.app.services.tutoringBookings.sweepExpiredBookings(new Date(Date.now() + 16 * 60_000))).toEqual({
      released: 2,
    });
    expect(await groupRow(tutor.user.id)).toMatchObject({ seatsTaken: 0 });
    expect(await liveLessons(tutor.user.id)).toHaveLength(0);
    expect((await publicOffer(tutor.user.id)).openGroups).toEqual([]);
    const individual = await book(first!.headers, { ...seatAt(tutor), kind: 'individual' });
    expect(individual.statusCode).toBe(201);
  });

  it('is refused by the database when a seat of another group, or a lesson, overlaps a group', async () => {
    const tutor = await groupTutor(3);
    const [student] = await students(1);
    const booking = (await book(student!.headers, seatAt(tutor))).json<TBookingChanged>().booking;
    const group = await groupRow(tutor.user.id);
    const lesson = (groupSessionId: string | null) => ({
      bookingId: booking.id,
      teacherId: tutor.user.id,
      startsAt: new Date(tutor.at(17 * 60 + 30)),
      endsAt: new Date(tutor.at(18 * 60 + 30)),
      blockedUntil: new Date(tutor.at(18 * 60 + 30)),
      groupSessionId,
    });
    await expect(t.app.db.insert(tutoringLessons).values(lesson(null))).rejects.toThrow();
    const [other] = await t.app.db
      .insert(tutoringGroupSessions)
      .values({
        teacherId: tutor.user.id,
        startsAt: new Date(tutor.at(17 * 60 + 30)),
        endsAt: new Date(tutor.at(18 * 60 + 30)),
        blockedUntil: new Date(tutor.at(18 * 60 + 30)),
        durationMinutes: 60,
        seatPriceGross: 100,
        capacity: 2,
      })
      .returning();
    await expect(t.app.db.insert(tutoringLessons).values(lesson(other!.id))).rejects.toThrow();
    // Seats of the same group share their time (a second student's seat is a second live lesson at 17:00).
    const [second] = await students(1);
    expect((await book(second!.headers, seatAt(tutor))).statusCode).toBe(201);
    expect(await liveLessons(tutor.user.id)).toHaveLength(2);
    await expect(
      t.app.db.update(tutoringGroupSessions).set({ seatsTaken: 4 }).where(eq(tutoringGroupSessions.id, group!.id)),
    ).rejects.toThrow();
  });

  it('does not bring back a released seat whose group was filled meanwhile', async () => {
    const tutor = await groupTutor(2);
    const [first, second, third] = await students(3);
    const a = (await book(first!.headers, seatAt(tutor))).json<TBookingChanged>().booking;
    await call(t.app, 'POST', `/api/tutoring/bookings/${a.id}/cancel`, first!.headers, {});
    await book(second!.headers, seatAt(tutor));
    await book(third!.headers, seatAt(tutor));
    await expect(
      t.app.db.transaction((tx) => createTutoringRepository(tx).restoreLessons(a.id)),
    ).rejects.toBeInstanceOf(GroupFullError);
    expect(await groupRow(tutor.user.id)).toMatchObject({ seatsTaken: 2 });
  });
});

describe('group lessons: paid seats and the calendar', () => {
  it('books a paid seat, and the teacher sees the group once in the calendar with its participants', async () => {
    const tutor = await groupTutor(4);
    const [first, second] = await students(2);
    const seats: TBooking[] = [];
    for (const student of [first, second]) {
      seats.push((await book(student!.headers, seatAt(tutor))).json<TBookingChanged>().booking);
    }
    const checkout = await call(t.app, 'POST', `/api/tutoring/bookings/${seats[0]!.id}/checkout`, first!.headers, {
      method: 'stripe',
    });
    const { payment } = checkout.json<TCheckoutResponse>();
    expect(payment.amountGross).toBe(4800);
    await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, first!.headers, { outcome: 'paid' });
    const paid = (await call(t.app, 'GET', `/api/tutoring/bookings/${seats[0]!.id}`, first!.headers)).json<TBooking>();
    expect(paid).toMatchObject({ status: 'booked', group: { seatsTaken: 2, capacity: 4 } });

    const range = `from=${tutor.date}&to=${addDays(tutor.date, 1)}`;
    const teacherView = (await call(t.app, 'GET', `/api/tutoring/calendar?${range}`, tutor.headers)).json<TCalendar>();
    expect(teacherView.events).toHaveLength(1);
    expect(teacherView.events[0]).toMatchObject({ role: 'teacher', group: { participants: 2 } });
    const studentView = (await call(t.app, 'GET', `/api/tutoring/calendar?${range}`, first!.headers)).json<TCalendar>();
    expect(studentView.events).toEqual([
      expect.objectContaining({ role: 'student', bookingId: seats[0]!.id, group: expect.objectContaining({}) }),
    ]);
    const teacher = await loginAs(t.app, 'USER');
    expect((await call(t.app, 'GET', `/api/tutoring/bookings/${seats[0]!.id}`, teacher.headers)).statusCode).toBe(403);
  });
});
