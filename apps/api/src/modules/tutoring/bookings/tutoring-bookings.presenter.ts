import { policiesFor, type TBooking, type TViewerIn } from '@zadania/shared';
import { personAmong } from '../../users/person.presenter';
import type { TBookingRow, TGroupSessionRow, TLessonRow } from '../tutoring.repository';
import { refundsOnCancel, resourceOf, type TTutoringBookingsContext } from './tutoring-bookings.context';

const groupOf = (lessons: TLessonRow[], groups: TGroupSessionRow[]) => {
  const group = groups.find((candidate) => candidate.id === lessons[0]?.groupSessionId);
  return group ? { sessionId: group.id, seatsTaken: group.seatsTaken, capacity: group.capacity } : null;
};

/** Bookings as the API shows them to the viewer: their lessons, their two people, a group's seats and policies. */
export async function presentBookings(
  ctx: Pick<TTutoringBookingsContext, 'repository' | 'now'>,
  viewer: TViewerIn,
  rows: TBookingRow[],
): Promise<TBooking[]> {
  const { repository } = ctx;
  const ids = [...new Set(rows.flatMap((row) => [row.studentId, row.teacherId]).filter((id): id is string => !!id))];
  const [lessons, people] = await Promise.all([
    repository.lessonsOf(rows.map((row) => row.id)),
    repository.people(ids),
  ]);
  const groups = await repository.groupSessions([
    ...new Set(lessons.flatMap((lesson) => (lesson.groupSessionId ? [lesson.groupSessionId] : []))),
  ]);
  const awaiting = await repository.awaitingParent(
    rows.filter((row) => row.status === 'reserved').map((row) => row.id),
  );
  const at = ctx.now();
  return rows.map((row) => {
    const own = lessons.filter((lesson) => lesson.bookingId === row.id);
    return {
      id: row.id,
      status: row.status,
      kind: row.kind,
      lessonType: row.lessonType,
      teacher: personAmong(people, row.teacherId),
      student: personAmong(people, row.studentId),
      durationMinutes: row.durationMinutes,
      package: row.packageId ? { lessonCount: row.lessonCount, discountPercent: row.discountPercent ?? 0 } : null,
      amountGross: row.amountGross,
      group: groupOf(own, groups),
      lessons: own.map((lesson) => ({
        id: lesson.id,
        startsAt: lesson.startsAt.toISOString(),
        endsAt: lesson.endsAt.toISOString(),
        cancelled: lesson.cancelled,
      })),
      expiresAt: row.status === 'reserved' || row.status === 'offered' ? (row.expiresAt?.toISOString() ?? null) : null,
      paymentId: row.paymentId,
      awaitingParent: awaiting.has(row.id),
      refundOnCancel: refundsOnCancel(viewer, row, own, at),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      policies: policiesFor(viewer, 'booking', resourceOf(row, own, at)),
    };
  });
}

/** One booking as the API shows it to the viewer. */
export const presentBooking = async (
  ctx: Pick<TTutoringBookingsContext, 'repository' | 'now'>,
  viewer: TViewerIn,
  row: TBookingRow,
) => (await presentBookings(ctx, viewer, [row]))[0] as TBooking;
