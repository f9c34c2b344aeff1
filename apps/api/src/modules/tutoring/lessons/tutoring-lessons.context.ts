import { can, lessonMessages, platformTimeZone, subject, type TViewerIn } from '@zadania/shared';
import { z } from 'zod';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import { defineJob } from '../../../lib/jobs/job-definition';
import type { TJobQueue } from '../../../lib/jobs/job-queue';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TMailer } from '../../mail/mail.service';
import type { TPaymentsService } from '../../payments/payments.service';
import { createTutoringRepository, type TBookingRow } from '../tutoring.repository';
import {
  createTutoringLessonsRepository,
  type TDisputeRow,
  type TLessonWithBooking,
} from '../tutoring-lessons.repository';

export type TTutoringLessonsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: TEventOutbox;
  jobs: TJobQueue;
  mailer: TMailer;
  publicUrl: string;
  chat: {
    openDirectRoom: (viewer: TViewerIn, userId: string) => Promise<{ id: string }>;
    sendMeeting: (
      viewer: TViewerIn,
      roomId: string,
      body: { name: string; threadMessageId?: string | null },
    ) => Promise<{ id: string; meeting: { joinUrl: string | null } | null }>;
  };
  payments: Pick<TPaymentsService['purchases'], 'refundSettled' | 'find'>;
  now?: () => Date;
};

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

/** A lesson's share of its booking's price: the amount split evenly, the remainder on the last lesson. */
export function lessonShare(amountGross: number, lessonIds: string[], lessonId: string) {
  const base = Math.floor(amountGross / lessonIds.length);
  const remainder = amountGross - base * lessonIds.length;
  return lessonIds.at(-1) === lessonId ? base + remainder : base;
}

/** What the lesson policies decide on: the lesson's two people, its booking, its state and its open dispute. */
export const resourceOf = ({ lesson, booking }: TLessonWithBooking, dispute: TDisputeRow | undefined, at: Date) => ({
  studentId: booking.studentId ?? '',
  teacherId: booking.teacherId ?? '',
  bookingStatus: booking.status,
  cancelled: lesson.cancelled,
  ended: lesson.endsAt <= at,
  confirmation: lesson.confirmation,
  disputeOpen: dispute?.status === 'OPEN',
});

/** The context the lessons' use cases share: their dependencies, clock, repositories and helpers. */
export function createTutoringLessonsContext(deps: TTutoringLessonsDeps) {
  const { db, outbox } = deps;
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

  return {
    deps,
    now,
    repository,
    bookings,
    lessonPath,
    feedUrl,
    dateTime,
    readable,
    other,
    notify,
    release,
  };
}
export type TTutoringLessonsContext = ReturnType<typeof createTutoringLessonsContext>;
