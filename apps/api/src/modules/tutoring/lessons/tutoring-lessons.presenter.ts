import {
  policiesFor,
  type TDisputeListItem,
  type TLesson,
  type TPolicies,
  type TStudentTeacherLink,
  type TViewerIn,
} from '@zadania/shared';
import { personAmong } from '../../users/person.presenter';
import type { TPersonRow } from '../tutoring.repository';
import type {
  TDisputeRow,
  TLessonWithBooking,
  TLinkRow,
  TTutoringLessonsRepository,
} from '../tutoring-lessons.repository';
import { resourceOf, type TTutoringLessonsContext } from './tutoring-lessons.context';

type TLessonFileRow = Awaited<ReturnType<TTutoringLessonsRepository['lessonFiles']>>[number];
export type TDisputeListRow = Awaited<ReturnType<TTutoringLessonsRepository['listDisputes']>>['rows'][number];
type TCalendarLessonRow = Awaited<ReturnType<TTutoringLessonsRepository['calendarLessons']>>[number];

/** A lesson's dispute as the lesson and the ADMIN's list show it. */
const presentDispute = (dispute: TDisputeRow) => ({
  id: dispute.id,
  status: dispute.status,
  reason: dispute.reason,
  openedById: dispute.openedById,
  createdAt: dispute.createdAt.toISOString(),
  resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
});

/** A lesson as the API shows it, from its people, its latest dispute, its files and the viewer's policies. */
export function presentLesson(
  found: TLessonWithBooking,
  people: TPersonRow[],
  dispute: TDisputeRow | undefined,
  lessonFiles: TLessonFileRow[],
  policies: TPolicies<'lesson'>,
): TLesson {
  const { lesson, booking } = found;
  return {
    id: lesson.id,
    bookingId: booking.id,
    bookingStatus: booking.status,
    lessonType: booking.lessonType,
    startsAt: lesson.startsAt.toISOString(),
    endsAt: lesson.endsAt.toISOString(),
    cancelled: lesson.cancelled,
    teacher: personAmong(people, booking.teacherId),
    student: personAmong(people, booking.studentId),
    confirmation: lesson.confirmation,
    rating: lesson.rating,
    dispute: dispute ? presentDispute(dispute) : null,
    files: lessonFiles.map((file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      kind: file.assign === 'TUTORING_RECORDING' ? 'TUTORING_RECORDING' : 'TUTORING_ATTACHMENT',
      ownerId: file.ownerId,
    })),
    policies,
  };
}

/** Disputes as the ADMIN's list shows them, with their lesson's two people. */
export function presentDisputeRows(rows: TDisputeListRow[], people: TPersonRow[]) {
  return rows.map(
    ({ dispute, lesson, booking }): TDisputeListItem => ({
      ...presentDispute(dispute),
      lessonId: lesson.id,
      bookingId: booking.id,
      startsAt: lesson.startsAt.toISOString(),
      teacher: personAmong(people, booking.teacherId),
      student: personAmong(people, booking.studentId),
      amountGross: booking.amountGross,
    }),
  );
}

/** Student–teacher links with their two people and the viewer's policies. */
export function presentLinkRows(viewer: TViewerIn, rows: TLinkRow[], people: TPersonRow[]): TStudentTeacherLink[] {
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    student: personAmong(people, row.studentId),
    teacher: personAmong(people, row.teacherId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    policies: policiesFor(viewer, 'studentTeacher', row),
  }));
}

/** A person's calendar lessons as events, with the other person of each and the size of a group lesson. */
export function calendarEventsOf(userId: string, rows: TCalendarLessonRow[], people: TPersonRow[]) {
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
      counterpart: personAmong(people, counterpartId),
      bookingStatus: booking.status,
      confirmation: lesson.confirmation,
      lessonType: booking.lessonType,
      group: lesson.groupSessionId
        ? { sessionId: lesson.groupSessionId, participants: participants.get(lesson.groupSessionId) ?? 1 }
        : null,
    };
  });
}

type TPresenting = Pick<TTutoringLessonsContext, 'repository' | 'bookings' | 'now'>;

/** A lesson as the viewer sees it: its two people, its latest dispute, its files and the viewer's policies. */
export async function presentLessonFor(
  ctx: TPresenting,
  viewer: TViewerIn,
  found: TLessonWithBooking,
): Promise<TLesson> {
  const { lesson, booking } = found;
  const [people, disputes, lessonFiles] = await Promise.all([
    ctx.bookings.people([booking.studentId, booking.teacherId].filter((id): id is string => !!id)),
    ctx.repository.latestDisputes([lesson.id]),
    ctx.repository.lessonFiles([lesson.id]),
  ]);
  const dispute = disputes[0];
  return presentLesson(
    found,
    people,
    dispute,
    lessonFiles,
    policiesFor(viewer, 'lesson', resourceOf(found, dispute, ctx.now())),
  );
}

/** Disputes as the ADMIN's list shows them, their lessons' people read. */
export async function presentDisputes(ctx: TPresenting, rows: TDisputeListRow[]): Promise<TDisputeListItem[]> {
  const ids = [...new Set(rows.flatMap(({ booking }) => [booking.studentId, booking.teacherId]))].filter(
    (id): id is string => !!id,
  );
  const people = await ctx.bookings.people(ids);
  return presentDisputeRows(rows, people);
}

/** Student–teacher links as the viewer sees them, their people read. */
export async function presentLinks(
  ctx: TPresenting,
  viewer: TViewerIn,
  rows: TLinkRow[],
): Promise<TStudentTeacherLink[]> {
  const people = await ctx.bookings.people([...new Set(rows.flatMap((row) => [row.studentId, row.teacherId]))]);
  return presentLinkRows(viewer, rows, people);
}

/** A person's calendar lessons from `from` to `to` as events, the other people read. */
export async function calendarEventsFor(ctx: TPresenting, userId: string, from: Date, to: Date) {
  const rows = await ctx.repository.calendarLessons(userId, from, to);
  const ids = [...new Set(rows.flatMap(({ booking }) => [booking.studentId, booking.teacherId]))].filter(
    (id): id is string => !!id,
  );
  const people = await ctx.bookings.people(ids);
  return calendarEventsOf(userId, rows, people);
}
