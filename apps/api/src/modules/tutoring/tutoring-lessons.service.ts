import { randomBytes } from 'node:crypto';
import {
  can,
  errorMessages,
  formatMinuteOfDay,
  lessonMessages,
  platformTimeZone,
  policiesFor,
  subject,
  type TCalendar,
  type TCalendarQuery,
  type TDisputeListItem,
  type TDisputeListStatus,
  type TLesson,
  type TStudentTeacherLink,
  type TViewerIn,
  zonedParts,
  zonedTimeToUtc,
} from '@zadania/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { defineJob } from '../../lib/jobs/job-definition';
import type { TJobQueue } from '../../lib/jobs/job-queue';
import type { TUnitOfWork } from '../../lib/uow';
import type { TMailer } from '../mail/mail.service';
import type { TPaymentsService } from '../payments/payments.service';
import { createRatingsRepository } from '../ratings/ratings.repository';
import { presentAvatar } from '../users/avatar';
import { createTutoringRepository, type TBookingRow, type TPersonRow } from './tutoring.repository';
import { buildLessonReminderMail } from './tutoring-lessons.mail';
import {
  createTutoringLessonsRepository,
  type TDisputeRow,
  type TLessonReminderKind,
  type TLessonWithBooking,
  type TLinkRow,
} from './tutoring-lessons.repository';

const minuteMs = 60_000;

/** An instant as Warsaw wall-clock time, 'YYYY-MM-DDTHH:mm:00', for an event with TZID=Europe/Warsaw. */
const warsawWallClock = (instant: Date) => {
  const { date, minuteOfDay } = zonedParts(instant);
  return `${date}T${formatMinuteOfDay(minuteOfDay)}:00`;
};

/**
 * The Europe/Warsaw VTIMEZONE (RFC 5545 section 3.6.5): CET, and CEST from the last Sunday of March 02:00 to the
 * last Sunday of October 03:00, the EU rule in force since 1996; events name it with TZID and local times.
 */
export const warsawVTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Warsaw',
  'X-LIC-LOCATION:Europe/Warsaw',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');
const lessonNotFound = () => AppError.notFound(lessonMessages.lessonNotFound);

/** One reminder mail of one lesson to one of its two people; queued in the transaction that marks it sent. */
export const lessonReminderMailJob = defineJob({
  name: 'mail.tutoring-lesson-reminder',
  // Jobs queued before the day's reminder existed carry no kind: they were the hour's.
  schema: z.object({ lessonId: z.uuid(), userId: z.uuid(), kind: z.enum(['day', 'hour']).default('hour') }),
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  policy: 'short',
});

/**
 * Every five minutes: lessons that start within a day or within the hour get their reminders (a notification and an
 * e-mail), and lessons a week past their end with no dispute are confirmed by themselves.
 */
export const lessonRemindersJob = defineJob({
  name: 'tutoring.lesson-reminders',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '*/5 * * * *',
});

/** How long before a lesson its last reminder goes. */
export const reminderLeadMinutes = 60;
/** How long before a lesson its first reminder goes. */
export const reminderLeadDays = 1;

/** A paid lesson nobody disputed is confirmed by itself this long after its end, and its teacher is paid. */
export const autoConfirmDays = 7;

/** A lesson's share of its booking's price: the amount split evenly, the remainder on the last lesson. */
export function lessonShare(amountGross: number, lessonIds: string[], lessonId: string) {
  const base = Math.floor(amountGross / lessonIds.length);
  const remainder = amountGross - base * lessonIds.length;
  return lessonIds.at(-1) === lessonId ? base + remainder : base;
}

/**
 * Lessons after booking (issue 19 points 4–6): their meeting in the chat room of the two, files, confirmation
 * (TEACHER_CONFIRMED, then BOTH_CONFIRMED releases the teacher's pay) or a dispute an ADMIN decides, the student's
 * rating feeding the teacher's 'Korepetycje' rating, reminders, the calendar with its private iCalendar feed, and
 * student–teacher links.
 */
export function createTutoringLessonsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: TEventOutbox;
  jobs: TJobQueue;
  mailer: TMailer;
  publicUrl: string;
  chat: {
    directRoom: (viewer: TViewerIn, userId: string) => Promise<{ id: string }>;
    sendMeeting: (
      viewer: TViewerIn,
      roomId: string,
      body: { name: string; threadMessageId?: string | null },
    ) => Promise<{ id: string; meeting: { joinUrl: string | null } | null }>;
  };
  payments: Pick<TPaymentsService['purchases'], 'refundSettled' | 'find'>;
  now?: () => Date;
}) {
  const { db, uow, outbox } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createTutoringLessonsRepository(db);
  const bookings = createTutoringRepository(db);
  const lessonPath = (id: string) => `/account/lessons/${id}`;
  const feedUrl = (token: string) => `${deps.publicUrl}/api/calendar/${token}.ics`;
  const dateTime = new Intl.DateTimeFormat('pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: platformTimeZone,
  });

  const person = (row: TPersonRow | undefined, id: string | null) =>
    row
      ? { id: row.id, username: row.username, displayName: row.displayName, avatar: presentAvatar(row) }
      : { id: id ?? '00000000-0000-0000-0000-000000000000', username: '', displayName: 'Konto usunięte', avatar: null };

  const resourceOf = ({ lesson, booking }: TLessonWithBooking, dispute: TDisputeRow | undefined, at: Date) => ({
    studentId: booking.studentId ?? '',
    teacherId: booking.teacherId ?? '',
    bookingStatus: booking.status,
    cancelled: lesson.cancelled,
    ended: lesson.endsAt <= at,
    confirmation: lesson.confirmation,
    disputeOpen: dispute?.status === 'OPEN',
  });

  async function present(viewer: TViewerIn, found: TLessonWithBooking): Promise<TLesson> {
    const { lesson, booking } = found;
    const [people, disputes, lessonFiles] = await Promise.all([
      bookings.people([booking.studentId, booking.teacherId].filter((id): id is string => !!id)),
      repository.latestDisputes([lesson.id]),
      repository.lessonFiles([lesson.id]),
    ]);
    const dispute = disputes[0];
    return {
      id: lesson.id,
      bookingId: booking.id,
      bookingStatus: booking.status,
      lessonType: booking.lessonType,
      startsAt: lesson.startsAt.toISOString(),
      endsAt: lesson.endsAt.toISOString(),
      cancelled: lesson.cancelled,
      teacher: person(
        people.find((row) => row.id === booking.teacherId),
        booking.teacherId,
      ),
      student: person(
        people.find((row) => row.id === booking.studentId),
        booking.studentId,
      ),
      confirmation: lesson.confirmation,
      rating: lesson.rating,
      dispute: dispute
        ? {
            id: dispute.id,
            status: dispute.status,
            reason: dispute.reason,
            openedById: dispute.openedById,
            createdAt: dispute.createdAt.toISOString(),
            resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
          }
        : null,
      files: lessonFiles.map((file) => ({
        id: file.id,
        name: file.name,
        size: file.size,
        kind: file.assign === 'TUTORING_RECORDING' ? 'TUTORING_RECORDING' : 'TUTORING_ATTACHMENT',
        ownerId: file.ownerId,
      })),
      policies: policiesFor(viewer, 'lesson', resourceOf(found, dispute, now())),
    };
  }

  /** The lesson when the viewer may read it: 404 when missing, 403 for anyone but its two and ADMIN. */
  async function readable(viewer: TViewerIn, id: string) {
    const found = await repository.findLesson(id);
    if (!found) throw lessonNotFound();
    const dispute = await repository.openDispute(id);
    const resource = resourceOf(found, dispute, now());
    if (!can(viewer, 'read', subject('lesson', resource))) throw AppError.forbidden();
    return { found, dispute, resource };
  }

  const other = (viewer: TViewerIn, booking: TBookingRow) =>
    viewer.id === booking.studentId ? booking.teacherId : booking.studentId;

  /** A notification of a lesson for the people in `recipientIds` (never the actor). */
  const notify = (tx: TDb, actorId: string | null, recipientIds: (string | null)[], text: string, lessonId: string) =>
    outbox.record(
      tx,
      'notification.requested',
      {
        type: 'TUTORING_EVENT',
        recipientIds: recipientIds.filter((id): id is string => !!id),
        text,
        href: lessonPath(lessonId),
        data: { lessonId },
      },
      { actorId },
    );

  /** Releases the lesson's share of its booking to the teacher, once. */
  async function release(tx: TDb, found: TLessonWithBooking) {
    const repo = createTutoringLessonsRepository(tx);
    const lessons = await repo.lessonsOfBooking(found.booking.id);
    await repo.releaseEarning({
      teacherId: found.booking.teacherId,
      lessonId: found.lesson.id,
      bookingId: found.booking.id,
      amountGross: lessonShare(
        found.booking.amountGross,
        lessons.map((lesson) => lesson.id),
        found.lesson.id,
      ),
    });
  }

  async function presentDisputes(rows: Awaited<ReturnType<typeof repository.listDisputes>>['rows']) {
    const ids = [...new Set(rows.flatMap(({ booking }) => [booking.studentId, booking.teacherId]))].filter(
      (id): id is string => !!id,
    );
    const people = await bookings.people(ids);
    return rows.map(
      ({ dispute, lesson, booking }): TDisputeListItem => ({
        id: dispute.id,
        status: dispute.status,
        reason: dispute.reason,
        openedById: dispute.openedById,
        createdAt: dispute.createdAt.toISOString(),
        resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
        lessonId: lesson.id,
        bookingId: booking.id,
        startsAt: lesson.startsAt.toISOString(),
        teacher: person(
          people.find((row) => row.id === booking.teacherId),
          booking.teacherId,
        ),
        student: person(
          people.find((row) => row.id === booking.studentId),
          booking.studentId,
        ),
        amountGross: booking.amountGross,
      }),
    );
  }

  async function presentLinks(viewer: TViewerIn, rows: TLinkRow[]): Promise<TStudentTeacherLink[]> {
    const people = await bookings.people([...new Set(rows.flatMap((row) => [row.studentId, row.teacherId]))]);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      student: person(
        people.find((candidate) => candidate.id === row.studentId),
        row.studentId,
      ),
      teacher: person(
        people.find((candidate) => candidate.id === row.teacherId),
        row.teacherId,
      ),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      policies: policiesFor(viewer, 'studentTeacher', row),
    }));
  }

  async function eventsOf(userId: string, from: Date, to: Date) {
    const rows = await repository.calendarLessons(userId, from, to);
    const ids = [...new Set(rows.flatMap(({ booking }) => [booking.studentId, booking.teacherId]))].filter(
      (id): id is string => !!id,
    );
    const people = await bookings.people(ids);
    const participants = new Map<string, number>();
    for (const { lesson } of rows) {
      if (lesson.groupSessionId)
        participants.set(lesson.groupSessionId, (participants.get(lesson.groupSessionId) ?? 0) + 1);
    }
    // The teacher sees a group lesson once (its first seat stands for it), a student their own seat.
    const seen = new Set<string>();
    const shown = rows.filter(({ lesson, booking }) => {
      if (!lesson.groupSessionId || booking.teacherId !== userId) return true;
      if (seen.has(lesson.groupSessionId)) return false;
      seen.add(lesson.groupSessionId);
      return true;
    });
    return shown.map(({ lesson, booking }) => {
      const role = booking.teacherId === userId ? ('teacher' as const) : ('student' as const);
      const counterpartId = role === 'teacher' ? booking.studentId : booking.teacherId;
      return {
        lessonId: lesson.id,
        bookingId: booking.id,
        startsAt: lesson.startsAt,
        endsAt: lesson.endsAt,
        role,
        counterpart: person(
          people.find((row) => row.id === counterpartId),
          counterpartId,
        ),
        bookingStatus: booking.status,
        confirmation: lesson.confirmation,
        lessonType: booking.lessonType,
        group: lesson.groupSessionId
          ? { sessionId: lesson.groupSessionId, participants: participants.get(lesson.groupSessionId) ?? 1 }
          : null,
      };
    });
  }

  const linkChange = async (viewer: TViewerIn, id: string, action: 'accept' | 'reject' | 'end') => {
    const link = await repository.findLink(id);
    if (!link || (link.studentId !== viewer.id && link.teacherId !== viewer.id)) {
      throw AppError.notFound(lessonMessages.linkNotFound);
    }
    if (!can(viewer, action, subject('studentTeacher', link))) throw AppError.badRequest(lessonMessages.linkTransition);
    const [from, to] =
      action === 'accept'
        ? [['PENDING'] as const, 'ACCEPTED' as const]
        : action === 'reject'
          ? [['PENDING'] as const, 'REJECTED' as const]
          : [['PENDING', 'ACCEPTED'] as const, 'ENDED' as const];
    const moved = await uow.run(async (tx) => {
      const row = await createTutoringLessonsRepository(tx).moveLink(id, [...from], to);
      if (!row) throw AppError.badRequest(lessonMessages.linkTransition);
      const recipient = viewer.id === row.studentId ? row.teacherId : row.studentId;
      const texts = {
        accept: 'Uczeń przyjął zaproszenie do współpracy.',
        reject: 'Uczeń odrzucił zaproszenie do współpracy.',
        end: 'Zakończono współpracę ucznia z nauczycielem.',
      };
      await outbox.record(
        tx,
        'notification.requested',
        {
          type: 'TUTORING_EVENT',
          recipientIds: [recipient],
          text: texts[action],
          href: '/account/students',
          data: { linkId: id },
        },
        { actorId: viewer.id },
      );
      return row;
    });
    return { message: 'Zaktualizowano!', link: (await presentLinks(viewer, [moved]))[0] as TStudentTeacherLink };
  };

  return {
    /** GET /tutoring/lessons/{id}. */
    async get(viewer: TViewerIn, id: string) {
      const { found } = await readable(viewer, id);
      return present(viewer, found);
    },

    /**
     * POST /tutoring/lessons/{id}/confirm: after the lesson the teacher confirms it (TEACHER_CONFIRMED), then the
     * student (BOTH_CONFIRMED), which releases the lesson's share of the payment to the teacher, once.
     */
    async confirm(viewer: TViewerIn, id: string) {
      await readable(viewer, id);
      const after = await uow.run(async (tx) => {
        const repo = createTutoringLessonsRepository(tx);
        await repo.lockLesson(id);
        const current = (await repo.findLesson(id)) as TLessonWithBooking;
        const dispute = await repo.openDispute(id);
        const resource = resourceOf(current, dispute, now());
        if (!can(viewer, 'confirm', subject('lesson', resource))) {
          if (resource.bookingStatus !== 'booked' || resource.cancelled)
            throw AppError.badRequest(lessonMessages.notBooked);
          if (!resource.ended) throw AppError.badRequest(lessonMessages.notFinished);
          if (resource.disputeOpen) throw AppError.badRequest(lessonMessages.disputeOpen);
          if (viewer.id === resource.studentId && resource.confirmation === null) {
            throw AppError.badRequest(lessonMessages.teacherFirst);
          }
          if (viewer.id === resource.studentId || viewer.id === resource.teacherId) {
            throw AppError.badRequest(lessonMessages.alreadyConfirmed);
          }
          throw AppError.forbidden();
        }
        const both = viewer.id === resource.studentId;
        await repo.setConfirmation(id, both ? 'BOTH_CONFIRMED' : 'TEACHER_CONFIRMED');
        if (both) await release(tx, current);
        await notify(
          tx,
          viewer.id,
          [other(viewer, current.booking)],
          both
            ? `Uczeń potwierdził zajęcia z ${dateTime.format(current.lesson.startsAt)}. Wynagrodzenie zostało zwolnione.`
            : `Nauczyciel potwierdził zajęcia z ${dateTime.format(current.lesson.startsAt)}. Potwierdź je także.`,
          id,
        );
        return repo.findLesson(id);
      });
      return { message: lessonMessages.confirmed, lesson: await present(viewer, after as TLessonWithBooking) };
    },

    /** POST /tutoring/lessons/{id}/dispute: instead of confirming, either side asks an ADMIN to decide. */
    async dispute(viewer: TViewerIn, id: string, reason: string) {
      const { resource } = await readable(viewer, id);
      if (!can(viewer, 'dispute', subject('lesson', resource))) {
        if (resource.disputeOpen) throw AppError.badRequest(lessonMessages.disputeOpen);
        if (!resource.ended) throw AppError.badRequest(lessonMessages.notFinished);
        if (resource.confirmation === 'BOTH_CONFIRMED') throw AppError.badRequest(lessonMessages.alreadyConfirmed);
        throw AppError.badRequest(lessonMessages.notBooked);
      }
      const found = await uow.run(async (tx) => {
        const repo = createTutoringLessonsRepository(tx);
        const inserted = await repo.insertDispute({ lessonId: id, openedById: viewer.id, reason });
        if (!inserted) throw AppError.badRequest(lessonMessages.disputeOpen);
        const current = (await repo.findLesson(id)) as TLessonWithBooking;
        const admins = await repo.adminIds();
        await notify(
          tx,
          viewer.id,
          [other(viewer, current.booking), ...admins],
          `Zgłoszono spór o zajęcia z ${dateTime.format(current.lesson.startsAt)}. Rozstrzygnie go administrator.`,
          id,
        );
        return current;
      });
      return { message: lessonMessages.disputed, lesson: await present(viewer, found) };
    },

    /** PUT /tutoring/lessons/{id}/rating: the student's stars; the teacher's 'Korepetycje' rating follows. */
    async rate(viewer: TViewerIn, id: string, rating: number) {
      const { resource, found } = await readable(viewer, id);
      if (!can(viewer, 'rate', subject('lesson', resource))) {
        if (viewer.id !== resource.studentId) throw AppError.forbidden();
        throw AppError.badRequest(lessonMessages.ratingAfterLesson);
      }
      const teacherId = found.booking.teacherId;
      await uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        if (teacherId) await ratings.lockUser(teacherId);
        const repo = createTutoringLessonsRepository(tx);
        await repo.setRating(id, rating);
        if (teacherId) {
          await repo.recomputeLectureRating(teacherId);
          await ratings.recomputeUser(teacherId);
        }
      });
      return { message: 'Dodano!', lesson: await present(viewer, (await repository.findLesson(id))!) };
    },

    /** POST /tutoring/lessons/{id}/meeting: a meeting message in the direct chat room of the two. */
    async meeting(viewer: TViewerIn, id: string) {
      const { resource, found } = await readable(viewer, id);
      if (!can(viewer, 'join', subject('lesson', resource))) throw AppError.badRequest(lessonMessages.notBooked);
      const otherId = other(viewer, found.booking);
      if (!otherId) throw AppError.badRequest(errorMessages.userNotFound);
      const room = await deps.chat.directRoom(viewer, otherId);
      const message = await deps.chat.sendMeeting(viewer, room.id, {
        name: `${lessonMessages.meetingName} ${dateTime.format(found.lesson.startsAt)}`,
      });
      return { roomId: room.id, messageId: message.id, joinUrl: message.meeting?.joinUrl ?? null };
    },

    /** POST /tutoring/lessons/{id}/files: a file the viewer uploaded (a recording: the teacher's only). */
    async attachFile(viewer: TViewerIn, id: string, fileId: string) {
      const { resource, found } = await readable(viewer, id);
      if (!can(viewer, 'attach', subject('lesson', resource))) throw AppError.badRequest(lessonMessages.notBooked);
      const file = await repository.findFile(fileId);
      if (!file || file.ownerId !== viewer.id) throw AppError.badRequest('Plik jest wymagany');
      if (file.assign !== 'TUTORING_ATTACHMENT' && file.assign !== 'TUTORING_RECORDING') {
        throw AppError.badRequest('Nieprawidłowy format pliku!');
      }
      if (file.assign === 'TUTORING_RECORDING' && viewer.id !== found.booking.teacherId) throw AppError.forbidden();
      await repository.attachFile(id, fileId);
      return { message: 'Dodano!', lesson: await present(viewer, found) };
    },

    /** GET /tutoring/disputes (ADMIN). */
    async disputes(viewer: TViewerIn, query: { status?: TDisputeListStatus; page: number; pageSize: number }) {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const { rows, total } = await repository.listDisputes({
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        results: await presentDisputes(rows),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * POST /tutoring/disputes/{id}/resolve (ADMIN): RELEASED pays the lesson's share to the teacher; REFUNDED
     * gives the booking's payment back to the student (the whole payment: a package with lessons already paid
     * out to the teacher cannot be refunded here, 400).
     */
    async resolveDispute(viewer: TViewerIn, id: string, outcome: 'REFUNDED' | 'RELEASED') {
      if (viewer.role !== 'ADMIN') throw AppError.forbidden();
      const found = await repository.findDisputeWithLesson(id);
      if (!found) throw AppError.notFound(lessonMessages.disputeNotFound);
      if (found.dispute.status !== 'OPEN') throw AppError.badRequest(lessonMessages.disputeClosed);
      if (outcome === 'REFUNDED') {
        if (!found.booking.paymentId) throw AppError.badRequest(lessonMessages.notBooked);
        const payment = await deps.payments.find(found.booking.paymentId);
        if (!payment) throw AppError.badRequest(lessonMessages.notBooked);
        await deps.payments.refundSettled(payment, { source: 'tutoring:dispute', actorId: viewer.id });
      }
      await uow.run(async (tx) => {
        const repo = createTutoringLessonsRepository(tx);
        const locked = await repo.lockDispute(id);
        if (locked?.status !== 'OPEN') throw AppError.badRequest(lessonMessages.disputeClosed);
        await repo.resolveDispute(id, outcome, viewer.id);
        if (outcome === 'RELEASED') await release(tx, { lesson: found.lesson, booking: found.booking });
        await notify(
          tx,
          viewer.id,
          [found.booking.studentId, found.booking.teacherId],
          outcome === 'RELEASED'
            ? 'Spór rozstrzygnięty: wynagrodzenie za zajęcia wypłacono nauczycielowi.'
            : 'Spór rozstrzygnięty: pieniądze za zajęcia wróciły do ucznia.',
          found.lesson.id,
        );
      });
      const after = await repository.findDisputeWithLesson(id);
      return { message: 'Zaktualizowano!', dispute: (await presentDisputes([after!]))[0] as TDisputeListItem };
    },

    /** GET /tutoring/calendar: the viewer's lessons (as student or teacher) on the Warsaw days from → to. */
    async calendar(viewer: TViewerIn, query: TCalendarQuery): Promise<TCalendar> {
      const events = await eventsOf(viewer.id, zonedTimeToUtc(query.from, 0), zonedTimeToUtc(query.to, 0));
      return {
        timeZone: platformTimeZone,
        events: events.map((event) => ({
          ...event,
          startsAt: event.startsAt.toISOString(),
          endsAt: event.endsAt.toISOString(),
        })),
      };
    },

    /** GET /tutoring/calendar/feed: the private address, or null when none is on. */
    async feed(viewer: TViewerIn) {
      const feed = await repository.findFeed(viewer.id);
      return { url: feed ? feedUrl(feed.token) : null };
    },

    /** POST /tutoring/calendar/feed: a new secret address; the previous one stops working. */
    async createFeed(viewer: TViewerIn) {
      const token = randomBytes(24).toString('base64url');
      await repository.setFeed(viewer.id, token);
      return { url: feedUrl(token) };
    },

    /** DELETE /tutoring/calendar/feed: revokes the address. */
    async revokeFeed(viewer: TViewerIn) {
      await repository.deleteFeed(viewer.id);
      return { message: lessonMessages.feedRevoked };
    },

    /**
     * GET /calendar/{token}.ics: the owner's lessons from 30 days back to 180 days ahead as RFC 5545, each event
     * in UTC with the Europe/Warsaw zone named; null when the secret is unknown or revoked.
     */
    async icsFeed(token: string) {
      const feed = await repository.findFeedOwner(token);
      if (!feed) return null;
      const at = now();
      const events = await eventsOf(
        feed.userId,
        new Date(at.getTime() - 30 * 86_400_000),
        new Date(at.getTime() + 180 * 86_400_000),
      );
      const calendar = ical({
        name: 'Zadania — korepetycje',
        prodId: { company: 'Zadania', product: 'korepetycje', language: 'PL' },
        timezone: { name: platformTimeZone, generator: () => warsawVTimezone },
        method: ICalCalendarMethod.PUBLISH,
        ttl: 15 * 60,
      });
      for (const event of events) {
        calendar.createEvent({
          id: `${event.lessonId}@zadania`,
          start: warsawWallClock(event.startsAt),
          end: warsawWallClock(event.endsAt),
          timezone: platformTimeZone,
          summary: event.group
            ? event.role === 'teacher'
              ? `Zajęcia grupowe (uczestnicy: ${event.group.participants})`
              : `Zajęcia grupowe: ${event.counterpart.displayName}`
            : event.role === 'teacher'
              ? `Korepetycje: ${event.counterpart.displayName} (uczeń)`
              : `Korepetycje: ${event.counterpart.displayName}`,
          description: event.bookingStatus === 'reserved' ? 'Rezerwacja czeka na płatność.' : null,
          url: `${deps.publicUrl}${lessonPath(event.lessonId)}`,
          stamp: at,
        });
      }
      // ical-generator writes DTSTAMP without its 'Z' once the calendar has a zone; RFC 5545 wants it in UTC.
      const stamp = `DTSTAMP:${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
      return calendar.toString().replace(/^DTSTAMP:.*$/gm, stamp);
    },

    /** GET /tutoring/links: the viewer's links as the student or as the teacher. */
    async links(viewer: TViewerIn, query: { as: 'student' | 'teacher'; page: number; pageSize: number }) {
      const { rows, total } = await repository.listLinks({
        userId: viewer.id,
        as: query.as,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        results: await presentLinks(viewer, rows),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** POST /tutoring/links: a TEACHER invites a student (PENDING); a live link of the pair is refused. */
    async invite(viewer: TViewerIn, studentId: string) {
      if (viewer.role !== 'TEACHER') throw AppError.forbidden(lessonMessages.onlyStudents);
      const student = await repository.findUserRole(studentId);
      if (student?.role !== 'USER') throw AppError.badRequest(lessonMessages.onlyStudents);
      const row = await uow.run(async (tx) => {
        const repo = createTutoringLessonsRepository(tx);
        const existing = await repo.findPair(studentId, viewer.id);
        if (existing && (existing.status === 'PENDING' || existing.status === 'ACCEPTED')) {
          throw AppError.badRequest(lessonMessages.linkExists);
        }
        const link = await repo.upsertLink(studentId, viewer.id, 'PENDING');
        if (!link) throw AppError.badRequest(lessonMessages.linkExists);
        await outbox.record(
          tx,
          'notification.requested',
          {
            type: 'TUTORING_EVENT',
            recipientIds: [studentId],
            text: 'Nauczyciel zaprasza Cię do współpracy.',
            href: '/account/students',
            data: { linkId: link.id },
          },
          { actorId: viewer.id },
        );
        return link;
      });
      return { message: 'Wysłano!', link: (await presentLinks(viewer, [row]))[0] as TStudentTeacherLink };
    },

    acceptLink: (viewer: TViewerIn, id: string) => linkChange(viewer, id, 'accept'),
    rejectLink: (viewer: TViewerIn, id: string) => linkChange(viewer, id, 'reject'),
    endLink: (viewer: TViewerIn, id: string) => linkChange(viewer, id, 'end'),

    /**
     * Each of a lesson's two people gets a notification and an e-mail the day before it (when it was booked at
     * least a day ahead) and again within the hour before it; each reminder once, whichever node sends it.
     */
    async sendReminders(at: Date) {
      let sent = 0;
      const hourWindowEnd = new Date(at.getTime() + reminderLeadMinutes * minuteMs);
      const dayAhead = reminderLeadDays * 86_400_000;
      const due = [
        ...(await repository.dueReminders('hour', at, hourWindowEnd, 200)).map((found) => ({
          ...found,
          kind: 'hour' as const,
        })),
        ...(await repository.dueReminders('day', hourWindowEnd, new Date(at.getTime() + dayAhead), 200, dayAhead)).map(
          (found) => ({ ...found, kind: 'day' as const }),
        ),
      ];
      for (const { lesson, booking, kind } of due) {
        await uow.run(async (tx) => {
          const repo = createTutoringLessonsRepository(tx);
          if (!(await repo.markReminded(lesson.id, kind))) return;
          const recipients = [booking.studentId, booking.teacherId].filter((id): id is string => !!id);
          await notify(
            tx,
            null,
            recipients,
            `Przypomnienie: korepetycje ${dateTime.format(lesson.startsAt)}.`,
            lesson.id,
          );
          for (const userId of recipients) {
            await deps.jobs.send(
              lessonReminderMailJob,
              { lessonId: lesson.id, userId, kind },
              { tx, singletonKey: `${lesson.id}:${userId}:${kind}` },
            );
          }
          sent += 1;
        });
      }
      return { sent };
    },

    /**
     * Lessons that ended a week ago without both confirmations and without a dispute count as confirmed: the
     * teacher is paid their share (once) and both are told. A student who had a problem has a week to say so.
     */
    async confirmLapsed(at: Date) {
      let confirmed = 0;
      for (const found of await repository.unconfirmedBefore(
        new Date(at.getTime() - autoConfirmDays * 86_400_000),
        200,
      )) {
        await uow.run(async (tx) => {
          const repo = createTutoringLessonsRepository(tx);
          await repo.lockLesson(found.lesson.id);
          if (await repo.openDispute(found.lesson.id)) return;
          if (
            !(await repo.releaseEarning({
              teacherId: found.booking.teacherId,
              lessonId: found.lesson.id,
              bookingId: found.booking.id,
              amountGross: lessonShare(
                found.booking.amountGross,
                (await repo.lessonsOfBooking(found.booking.id)).map((lesson) => lesson.id),
                found.lesson.id,
              ),
            }))
          ) {
            return;
          }
          await repo.setConfirmation(found.lesson.id, 'BOTH_CONFIRMED');
          await notify(
            tx,
            null,
            [found.booking.studentId, found.booking.teacherId],
            `Zajęcia z ${dateTime.format(found.lesson.startsAt)} uznano za odbyte po ${autoConfirmDays} dniach bez zgłoszenia problemu.`,
            found.lesson.id,
          );
          confirmed += 1;
        });
      }
      return { confirmed };
    },

    mailHandlers: {
      async lessonReminder({
        lessonId,
        userId,
        kind,
      }: {
        lessonId: string;
        userId: string;
        kind: TLessonReminderKind;
      }) {
        const found = await repository.findLesson(lessonId);
        if (!found || found.lesson.cancelled || found.booking.status !== 'booked') return;
        const counterpartId = userId === found.booking.teacherId ? found.booking.studentId : found.booking.teacherId;
        const [recipient] = await bookings.recipients([userId]);
        const [counterpart] = await bookings.people(counterpartId ? [counterpartId] : []);
        if (!recipient) return;
        await deps.mailer.send(
          buildLessonReminderMail({
            to: recipient.email,
            username: recipient.username,
            counterpart: counterpart?.displayName ?? 'drugą osobą',
            startsAt: found.lesson.startsAt,
            kind,
            link: `${deps.publicUrl}${lessonPath(lessonId)}`,
          }),
        );
      },
    },
  };
}
export type TTutoringLessonsService = ReturnType<typeof createTutoringLessonsService>;
