import {
  lessonMessages,
  type TBookingChanged,
  type TCalendar,
  type TLesson,
  type TLessonChanged,
  type TStudentTeacherLink,
} from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import { readOutbox } from '../../../test/outbox';
import {
  chatMessages,
  notifications,
  payments,
  studentTeacherLinks,
  teacherEarnings,
  tutoringBookings,
  tutoringDisputes,
  tutoringLessons,
  users,
} from '../../db/schema';
import { buildTutor, call, lessonAt17, type THeaders } from './tutoring-test-fixtures';

const t = useTestApp();
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const hourMs = 3_600_000;

/** A paid lesson at 17:00 on the tutor's day; `past` moves it to have ended an hour ago. */
async function paidLesson(options: { past?: boolean } = {}) {
  const tutor = await buildTutor(t.app);
  const student = await loginAs(t.app, 'USER');
  const reserved = await call(t.app, 'POST', '/api/tutoring/bookings', student.headers, lessonAt17(tutor));
  const { booking } = reserved.json<TBookingChanged>();
  const checkout = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, student.headers, {
    method: 'stripe',
  });
  const paymentId = checkout.json().payment.id as string;
  await call(t.app, 'POST', `/api/payment/${paymentId}/demo`, student.headers, { outcome: 'paid' });
  const lessonId = booking.lessons[0]!.id;
  if (options.past) {
    const now = Date.now();
    await t.app.db
      .update(tutoringLessons)
      .set({
        startsAt: new Date(now - 2 * hourMs),
        endsAt: new Date(now - hourMs),
        blockedUntil: new Date(now - hourMs + 10 * 60_000),
      })
      .where(eq(tutoringLessons.id, lessonId));
  }
  return { tutor, student, bookingId: booking.id, lessonId, paymentId };
}

const post = (url: string, headers: THeaders, payload: object = {}) => call(t.app, 'POST', url, headers, payload);

describe('a lesson after it took place', () => {
  it('is read by its two people and ADMIN only', async () => {
    const { tutor, student, lessonId } = await paidLesson();
    expect((await call(t.app, 'GET', `/api/tutoring/lessons/${lessonId}`)).statusCode).toBe(401);
    const stranger = await loginAs(t.app, 'USER');
    expect((await call(t.app, 'GET', `/api/tutoring/lessons/${lessonId}`, stranger.headers)).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call(t.app, 'GET', `/api/tutoring/lessons/${lessonId}`, admin.headers)).statusCode).toBe(200);
    const missing = await call(
      t.app,
      'GET',
      '/api/tutoring/lessons/00000000-0000-4000-8000-000000000000',
      student.headers,
    );
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, lessonMessages.lessonNotFound]);
    const lesson = (await call(t.app, 'GET', `/api/tutoring/lessons/${lessonId}`, tutor.headers)).json<TLesson>();
    expect(lesson).toMatchObject({
      bookingStatus: 'booked',
      confirmation: null,
      policies: { read: true, confirm: false, dispute: false, rate: false, join: true, attach: true },
    });
  });

  it('is confirmed by the teacher, then the student, which releases its pay once', async () => {
    const early = await paidLesson();
    const tooEarly = await post(`/api/tutoring/lessons/${early.lessonId}/confirm`, early.tutor.headers);
    expect([tooEarly.statusCode, messageOf(tooEarly)]).toEqual([400, lessonMessages.notFinished]);

    const { tutor, student, lessonId } = await paidLesson({ past: true });
    const studentFirst = await post(`/api/tutoring/lessons/${lessonId}/confirm`, student.headers);
    expect([studentFirst.statusCode, messageOf(studentFirst)]).toEqual([400, lessonMessages.teacherFirst]);
    const byTeacher = await post(`/api/tutoring/lessons/${lessonId}/confirm`, tutor.headers);
    expect(byTeacher.json<TLessonChanged>()).toMatchObject({
      message: 'Potwierdzono!',
      lesson: { confirmation: 'TEACHER_CONFIRMED' },
    });
    const twice = await post(`/api/tutoring/lessons/${lessonId}/confirm`, tutor.headers);
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, lessonMessages.alreadyConfirmed]);
    expect(await t.app.db.select().from(teacherEarnings)).toHaveLength(0);

    // A double click of the student: one confirmation, one release.
    const [first, second] = await Promise.all([
      post(`/api/tutoring/lessons/${lessonId}/confirm`, student.headers),
      post(`/api/tutoring/lessons/${lessonId}/confirm`, student.headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const [lesson] = await t.app.db.select().from(tutoringLessons).where(eq(tutoringLessons.id, lessonId));
    expect(lesson!.confirmation).toBe('BOTH_CONFIRMED');
    const earnings = await t.app.db.select().from(teacherEarnings);
    expect(earnings).toEqual([expect.objectContaining({ teacherId: tutor.user.id, lessonId, amountGross: 8000 })]);
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, tutor.user.id));
    expect(told.map((row) => (row.payload as { text: string }).text)).toContainEqual(
      expect.stringContaining('Wynagrodzenie zostało zwolnione'),
    );
  });

  it('goes to ADMIN as a dispute instead, decided once', async () => {
    const { tutor, student, lessonId } = await paidLesson({ past: true });
    const short = await post(`/api/tutoring/lessons/${lessonId}/dispute`, student.headers, { reason: 'źle' });
    expect([short.statusCode, messageOf(short)]).toEqual([400, lessonMessages.disputeReason]);
    const opened = await post(`/api/tutoring/lessons/${lessonId}/dispute`, student.headers, {
      reason: 'Nauczyciel nie przyszedł na zajęcia.',
    });
    expect(opened.json<TLessonChanged>()).toMatchObject({
      message: lessonMessages.disputed,
      lesson: { dispute: { status: 'OPEN' }, policies: { confirm: false, dispute: false } },
    });
    const again = await post(`/api/tutoring/lessons/${lessonId}/dispute`, tutor.headers, {
      reason: 'Uczeń się nie pojawił.',
    });
    expect([again.statusCode, messageOf(again)]).toEqual([400, lessonMessages.disputeOpen]);
    const blocked = await post(`/api/tutoring/lessons/${lessonId}/confirm`, tutor.headers);
    expect(messageOf(blocked)).toBe(lessonMessages.disputeOpen);

    expect((await call(t.app, 'GET', '/api/tutoring/disputes', student.headers)).statusCode).toBe(403);
    const admin = await loginAs(t.app, 'ADMIN');
    const queue = await call(t.app, 'GET', '/api/tutoring/disputes?status=OPEN', admin.headers);
    const [dispute] = queue.json().results;
    expect(dispute).toMatchObject({ lessonId, amountGross: 8000, student: { id: student.user.id } });
    expect(
      (await post(`/api/tutoring/disputes/${dispute.id}/resolve`, tutor.headers, { outcome: 'RELEASED' })).statusCode,
    ).toBe(403);
    const bad = await post(`/api/tutoring/disputes/${dispute.id}/resolve`, admin.headers, { outcome: 'MAYBE' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'Wybierz rozstrzygnięcie.']);
    const released = await post(`/api/tutoring/disputes/${dispute.id}/resolve`, admin.headers, { outcome: 'RELEASED' });
    expect(released.json()).toMatchObject({ dispute: { status: 'RELEASED' } });
    expect(await t.app.db.select().from(teacherEarnings)).toHaveLength(1);
    const twice = await post(`/api/tutoring/disputes/${dispute.id}/resolve`, admin.headers, { outcome: 'REFUNDED' });
    expect(messageOf(twice)).toBe(lessonMessages.disputeClosed);
  });

  it('refunds the student when ADMIN decides a dispute so', async () => {
    const { student, lessonId, paymentId, bookingId } = await paidLesson({ past: true });
    await post(`/api/tutoring/lessons/${lessonId}/dispute`, student.headers, {
      reason: 'Zajęcia się nie odbyły wcale.',
    });
    const admin = await loginAs(t.app, 'ADMIN');
    const [dispute] = await t.app.db.select().from(tutoringDisputes);
    const refunded = await post(`/api/tutoring/disputes/${dispute!.id}/resolve`, admin.headers, {
      outcome: 'REFUNDED',
    });
    expect(refunded.statusCode).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    const [booking] = await t.app.db.select().from(tutoringBookings).where(eq(tutoringBookings.id, bookingId));
    expect(booking!.status).toBe('cancelled');
    expect(await t.app.db.select().from(teacherEarnings)).toHaveLength(0);
  });

  it("is rated by its student, which sets the teacher's 'Korepetycje' rating", async () => {
    const early = await paidLesson();
    const tooEarly = await call(t.app, 'PUT', `/api/tutoring/lessons/${early.lessonId}/rating`, early.student.headers, {
      rating: 5,
    });
    expect(messageOf(tooEarly)).toBe(lessonMessages.ratingAfterLesson);
    const { tutor, student, lessonId } = await paidLesson({ past: true });
    expect(
      (await call(t.app, 'PUT', `/api/tutoring/lessons/${lessonId}/rating`, tutor.headers, { rating: 5 })).statusCode,
    ).toBe(403);
    const bad = await call(t.app, 'PUT', `/api/tutoring/lessons/${lessonId}/rating`, student.headers, { rating: 6 });
    expect(messageOf(bad)).toBe(lessonMessages.ratingStars);
    await call(t.app, 'PUT', `/api/tutoring/lessons/${lessonId}/rating`, student.headers, { rating: 5 });
    const rated = await call(t.app, 'PUT', `/api/tutoring/lessons/${lessonId}/rating`, student.headers, { rating: 3 });
    expect(rated.json<TLessonChanged>().lesson.rating).toBe(3);
    const [teacher] = await t.app.db
      .select({
        lectureRating: users.lectureRating,
        lectureRatingCount: users.lectureRatingCount,
        rating: users.rating,
      })
      .from(users)
      .where(eq(users.id, tutor.user.id));
    expect(teacher).toEqual({ lectureRating: 3, lectureRatingCount: 1, rating: 3 });
  });
});

describe('a lesson before it', () => {
  it('starts its meeting in the chat room of the two', async () => {
    const { tutor, student, lessonId } = await paidLesson();
    const stranger = await loginAs(t.app, 'USER');
    expect((await post(`/api/tutoring/lessons/${lessonId}/meeting`, stranger.headers)).statusCode).toBe(403);
    const started = await post(`/api/tutoring/lessons/${lessonId}/meeting`, student.headers);
    expect(started.statusCode).toBe(200);
    const { roomId, messageId } = started.json();
    const [message] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    expect(message).toMatchObject({ roomId, kind: 'MEETING' });
    const room = await call(t.app, 'GET', `/api/chat/${roomId}`, tutor.headers);
    expect(room.statusCode).toBe(200);
  });

  it('shares a file with its two people only', async () => {
    const { tutor, student, lessonId } = await paidLesson();
    const uploaded = await uploadFile(t.app, student.headers, {
      filename: 'notatki.pdf',
      content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      assign: 'TUTORING_ATTACHMENT',
    });
    expect(uploaded.statusCode).toBe(200);
    const fileId = uploaded.json().id as string;
    const stranger = await loginAs(t.app, 'USER');
    expect((await call(t.app, 'GET', `/api/file/${fileId}/download`, tutor.headers)).statusCode).toBe(403);
    const attached = await post(`/api/tutoring/lessons/${lessonId}/files`, student.headers, { fileId });
    expect(attached.json<TLessonChanged>().lesson.files).toEqual([
      expect.objectContaining({ id: fileId, name: 'notatki.pdf', kind: 'TUTORING_ATTACHMENT' }),
    ]);
    expect((await call(t.app, 'GET', `/api/file/${fileId}/download`, tutor.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/file/${fileId}/download`, stranger.headers)).statusCode).toBe(403);
    const foreign = await post(`/api/tutoring/lessons/${lessonId}/files`, tutor.headers, { fileId });
    expect(messageOf(foreign)).toBe('Plik jest wymagany');
  });

  /** The paid lesson, booked `bookedAheadMs` before it starts, and its start in milliseconds. */
  async function lessonBookedAhead(bookedAheadMs: number) {
    const paid = await paidLesson();
    const [lesson] = await t.app.db.select().from(tutoringLessons).where(eq(tutoringLessons.id, paid.lessonId));
    const startsAt = lesson!.startsAt.getTime();
    await t.app.db
      .update(tutoringLessons)
      .set({ createdAt: new Date(startsAt - bookedAheadMs) })
      .where(eq(tutoringLessons.id, paid.lessonId));
    return { ...paid, startsAt };
  }
  const mailedTo = async (subject: (subject: string) => boolean) =>
    (await readOutbox(t.app.outboxDir)).filter((mail) => subject(mail.subject));
  const isHourReminder = (subject: string) => subject === 'Przypomnienie: korepetycje wkrótce';
  const isDayReminder = (subject: string) =>
    subject.startsWith('Przypomnienie: korepetycje ') && !isHourReminder(subject);

  it('reminds both the day before and within the hour, each once, by notification and e-mail', async () => {
    const { tutor, student, lessonId, startsAt } = await lessonBookedAhead(3 * 24 * hourMs);
    const service = t.app.services.tutoringLessons;
    expect(await service.sendLessonReminders(new Date(startsAt - 25 * hourMs))).toEqual({ sent: 0 });
    const dayBefore = new Date(startsAt - 23 * hourMs);
    expect(await service.sendLessonReminders(dayBefore)).toEqual({ sent: 1 });
    expect(await service.sendLessonReminders(dayBefore)).toEqual({ sent: 0 });
    expect(await service.sendLessonReminders(new Date(startsAt - 2 * hourMs))).toEqual({ sent: 0 });
    await t.app.jobs.drain();
    const dayMails = await mailedTo(isDayReminder);
    expect(dayMails.map((mail) => mail.to).sort()).toEqual([student.user.email, tutor.user.email].sort());
    expect(dayMails[0]!.text).toContain('przełóż lub odwołaj zajęcia');
    expect(dayMails[0]!.text).toContain(`/account/lessons/${lessonId}`);
    expect(await mailedTo(isHourReminder)).toEqual([]);

    const withinTheHour = new Date(startsAt - 30 * 60_000);
    expect(await service.sendLessonReminders(withinTheHour)).toEqual({ sent: 1 });
    expect(await service.sendLessonReminders(withinTheHour)).toEqual({ sent: 0 });
    await t.app.jobs.drain();
    const reminded = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(sql`${notifications.payload}->>'text' like 'Przypomnienie%'`);
    expect(reminded.map((row) => row.userId).sort()).toEqual(
      [student.user.id, student.user.id, tutor.user.id, tutor.user.id].sort(),
    );
    const hourMails = await mailedTo(isHourReminder);
    expect(hourMails.map((mail) => mail.to).sort()).toEqual([student.user.email, tutor.user.email].sort());
    expect(hourMails[0]!.text).toContain(`/account/lessons/${lessonId}`);
    expect(await mailedTo(isDayReminder)).toHaveLength(2);
  });

  it('sends no day-before reminder for a lesson booked less than a day ahead, only the one within the hour', async () => {
    const { startsAt } = await lessonBookedAhead(5 * hourMs);
    const service = t.app.services.tutoringLessons;
    expect(await service.sendLessonReminders(new Date(startsAt - 4 * hourMs))).toEqual({ sent: 0 });
    expect(await service.sendLessonReminders(new Date(startsAt - 30 * 60_000))).toEqual({ sent: 1 });
    await t.app.jobs.drain();
    expect(await mailedTo(isDayReminder)).toEqual([]);
    expect(await mailedTo(isHourReminder)).toHaveLength(2);
  });
});

describe('the calendar', () => {
  it('lists the lessons of both sides in a range of Warsaw days', async () => {
    const { tutor, student, lessonId } = await paidLesson();
    expect(
      (await call(t.app, 'GET', `/api/tutoring/calendar?from=${tutor.date}&to=${tutor.date}`, student.headers))
        .statusCode,
    ).toBe(400);
    const query = `/api/tutoring/calendar?from=${tutor.date}&to=2099-01-01`;
    expect(messageOf(await call(t.app, 'GET', query, student.headers))).toBe(
      'Zakres dat może obejmować najwyżej 62 dni.',
    );
    const next = new Date(Date.parse(tutor.date) + 86_400_000).toISOString().slice(0, 10);
    const forStudent = (
      await call(t.app, 'GET', `/api/tutoring/calendar?from=${tutor.date}&to=${next}`, student.headers)
    ).json<TCalendar>();
    expect(forStudent.events).toEqual([
      expect.objectContaining({
        lessonId,
        role: 'student',
        startsAt: tutor.at(17 * 60),
        counterpart: expect.objectContaining({ id: tutor.user.id }),
      }),
    ]);
    const forTeacher = (
      await call(t.app, 'GET', `/api/tutoring/calendar?from=${tutor.date}&to=${next}`, tutor.headers)
    ).json<TCalendar>();
    expect(forTeacher.events[0]).toMatchObject({ lessonId, role: 'teacher' });
  });

  it('publishes a private iCalendar feed with the Warsaw zone, across DST, and revokes it', async () => {
    const { tutor, student, lessonId, bookingId } = await paidLesson();
    // A second lesson of the booking, after the March change (CEST), written straight into the table.
    const summer = new Date('2027-03-29T15:00:00Z');
    await t.app.db.insert(tutoringLessons).values({
      bookingId,
      teacherId: tutor.user.id,
      startsAt: summer,
      endsAt: new Date(summer.getTime() + hourMs),
      blockedUntil: new Date(summer.getTime() + hourMs),
    });
    expect((await call(t.app, 'GET', '/api/tutoring/calendar/feed', student.headers)).json()).toEqual({ url: null });
    const created = await post('/api/tutoring/calendar/feed', student.headers);
    const url = created.json().url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call(t.app, 'GET', '/api/tutoring/calendar/feed', student.headers)).json()).toEqual({ url });
    const path = new URL(url).pathname;
    const feed = await call(t.app, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);

    const component = new ICAL.Component(ICAL.parse(feed.body));
    const zone = new ICAL.Timezone(component.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone, 'Europe/Warsaw');
    const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const winter = byUid.get(`${lessonId}@zadania`)!;
    expect(winter.startDate.zone?.tzid).toBe('Europe/Warsaw');
    expect(winter.startDate.toJSDate().toISOString()).toBe(tutor.at(17 * 60));
    expect(`${winter.startDate.hour}:${winter.startDate.minute}`).toBe('17:0');
    expect(winter.summary).toContain(tutor.user.displayName);
    const summerEvent = events.find((event) => event.uid !== winter.uid)!;
    expect(summerEvent.startDate.toJSDate().toISOString()).toBe(summer.toISOString());
    expect(summerEvent.startDate.hour).toBe(17);

    const rotated = (await post('/api/tutoring/calendar/feed', student.headers)).json().url as string;
    expect(rotated).not.toBe(url);
    expect((await call(t.app, 'GET', path)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/tutoring/calendar/feed', student.headers)).json()).toEqual({
      message: lessonMessages.feedRevoked,
    });
    expect((await call(t.app, 'GET', new URL(rotated).pathname)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/calendar/nie-ma.ics')).statusCode).toBe(400);
  });
});

describe('student–teacher links', () => {
  it('are made by a first paid booking, and skipped by the user picker', async () => {
    const { tutor, student } = await paidLesson();
    const [link] = await t.app.db.select().from(studentTeacherLinks);
    expect(link).toMatchObject({ studentId: student.user.id, teacherId: tutor.user.id, status: 'ACCEPTED' });
    const picker = async (query: string) =>
      (await call(t.app, 'GET', `/api/user/selectable?pageSize=50${query}`, tutor.headers))
        .json()
        .results.map((row: { id: string }) => row.id);
    expect(await picker('')).toContain(student.user.id);
    expect(await picker('&skipStudentTeachers=true')).not.toContain(student.user.id);
  });

  it('are offered by a teacher and answered by the student', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app, 'USER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    expect((await post('/api/tutoring/links', {}, { studentId: student.user.id })).statusCode).toBe(401);
    expect((await post('/api/tutoring/links', student.headers, { studentId: student.user.id })).statusCode).toBe(403);
    const notStudent = await post('/api/tutoring/links', teacher.headers, { studentId: otherTeacher.user.id });
    expect(messageOf(notStudent)).toBe(lessonMessages.onlyStudents);
    const invited = await post('/api/tutoring/links', teacher.headers, { studentId: student.user.id });
    expect(invited.statusCode).toBe(201);
    const link = invited.json().link as TStudentTeacherLink;
    expect(link).toMatchObject({ status: 'PENDING', policies: { accept: false, reject: false, end: true } });
    const duplicate = await post('/api/tutoring/links', teacher.headers, { studentId: student.user.id });
    expect(messageOf(duplicate)).toBe(lessonMessages.linkExists);
    expect((await post(`/api/tutoring/links/${link.id}/accept`, teacher.headers)).statusCode).toBe(400);
    expect((await post(`/api/tutoring/links/${link.id}/accept`, otherTeacher.headers)).statusCode).toBe(404);
    const mine = await call(t.app, 'GET', '/api/tutoring/links?as=student', student.headers);
    expect(mine.json().results[0]).toMatchObject({ id: link.id, policies: { accept: true, reject: true } });
    const accepted = await post(`/api/tutoring/links/${link.id}/accept`, student.headers);
    expect(accepted.json().link).toMatchObject({ status: 'ACCEPTED', policies: { end: true } });
    const ended = await post(`/api/tutoring/links/${link.id}/end`, student.headers);
    expect(ended.json().link.status).toBe('ENDED');
    const again = await post('/api/tutoring/links', teacher.headers, { studentId: student.user.id });
    expect(again.json().link).toMatchObject({ id: link.id, status: 'PENDING' });
    const rejected = await post(`/api/tutoring/links/${link.id}/reject`, student.headers);
    expect(rejected.json().link.status).toBe('REJECTED');
  });
});

describe('the disputes queue', () => {
  it('lists the open ones, or every decided one', async () => {
    const open = await paidLesson({ past: true });
    const decided = await paidLesson({ past: true });
    for (const lesson of [open, decided]) {
      await post(`/api/tutoring/lessons/${lesson.lessonId}/dispute`, lesson.student.headers, {
        reason: 'Zajęcia skończyły się po kwadransie.',
      });
    }
    const admin = await loginAs(t.app, 'ADMIN');
    const queue = async (status: string) =>
      (await call(t.app, 'GET', `/api/tutoring/disputes?status=${status}`, admin.headers))
        .json()
        .results.map((row: { lessonId: string }) => row.lessonId);
    const [toDecide] = await t.app.db
      .select()
      .from(tutoringDisputes)
      .where(eq(tutoringDisputes.lessonId, decided.lessonId));
    await post(`/api/tutoring/disputes/${toDecide!.id}/resolve`, admin.headers, { outcome: 'RELEASED' });
    expect(await queue('OPEN')).toEqual([open.lessonId]);
    expect(await queue('RESOLVED')).toEqual([decided.lessonId]);
    expect((await call(t.app, 'GET', '/api/tutoring/disputes?status=ZAMKNIETE', admin.headers)).statusCode).toBe(400);
  });
});

describe('the account download', () => {
  it('includes the bookings of both sides with their lessons', async () => {
    const { tutor, student, bookingId } = await paidLesson();
    for (const [who, role] of [
      [student, 'student'],
      [tutor, 'teacher'],
    ] as const) {
      const exported = (await call(t.app, 'GET', '/api/user/me/export', who.headers)).json();
      expect(exported.tutoringBookings).toEqual([
        expect.objectContaining({
          id: bookingId,
          role,
          status: 'booked',
          amountGross: 8000,
          lessons: [{ startsAt: tutor.at(17 * 60), endsAt: tutor.at(18 * 60), cancelled: false }],
        }),
      ]);
    }
  });
});

describe('a lesson nobody confirmed', () => {
  it('counts as confirmed a week after its end, unless disputed, and pays the teacher once', async () => {
    const quiet = await paidLesson({ past: true });
    const disputed = await paidLesson({ past: true });
    await post(`/api/tutoring/lessons/${disputed.lessonId}/dispute`, disputed.student.headers, {
      reason: 'Nauczyciel spóźnił się pół godziny.',
    });
    const service = t.app.services.tutoringLessons;
    expect(await service.confirmLapsedLessons(new Date())).toEqual({ confirmed: 0 });
    const weekLater = new Date(Date.now() + 7 * 24 * hourMs);
    expect(await service.confirmLapsedLessons(weekLater)).toEqual({ confirmed: 1 });
    expect(await service.confirmLapsedLessons(weekLater)).toEqual({ confirmed: 0 });
    const [lesson] = await t.app.db.select().from(tutoringLessons).where(eq(tutoringLessons.id, quiet.lessonId));
    expect(lesson!.confirmation).toBe('BOTH_CONFIRMED');
    expect(await t.app.db.select().from(teacherEarnings)).toEqual([
      expect.objectContaining({ lessonId: quiet.lessonId, teacherId: quiet.tutor.user.id, amountGross: 8000 }),
    ]);
  });
});
