import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { tutoringAvailabilitySlots, tutoringLessons } from '../../db/schema';

export type TSlotRow = typeof tutoringAvailabilitySlots.$inferSelect;

export type TSlotValues = Pick<
  TSlotRow,
  'date' | 'startMinute' | 'endMinute' | 'repeat' | 'until' | 'startsAt' | 'endsAt'
>;

/** The SQL of teachers' availability: their slots, and the time their live lessons already hold. */
export function createTutoringAvailabilityRepository(db: TDb) {
  return {
    slotsOf: (teacherId: string) =>
      db
        .select()
        .from(tutoringAvailabilitySlots)
        .where(eq(tutoringAvailabilitySlots.teacherId, teacherId))
        .orderBy(asc(tutoringAvailabilitySlots.startsAt), asc(tutoringAvailabilitySlots.id)),

    slotsOfTeachers: (teacherIds: string[]) =>
      teacherIds.length
        ? db.select().from(tutoringAvailabilitySlots).where(inArray(tutoringAvailabilitySlots.teacherId, teacherIds))
        : Promise.resolve([] as TSlotRow[]),

    countSlots: async (teacherId: string) =>
      (
        await db
          .select({ value: count() })
          .from(tutoringAvailabilitySlots)
          .where(eq(tutoringAvailabilitySlots.teacherId, teacherId))
      )[0]?.value ?? 0,

    insertSlot: async (teacherId: string, values: TSlotValues): Promise<TSlotRow> =>
      (
        await db
          .insert(tutoringAvailabilitySlots)
          .values({ teacherId, ...values })
          .returning()
      )[0] as TSlotRow,

    updateSlot: async (teacherId: string, id: string, values: TSlotValues): Promise<TSlotRow | undefined> =>
      (
        await db
          .update(tutoringAvailabilitySlots)
          .set(values)
          .where(and(eq(tutoringAvailabilitySlots.id, id), eq(tutoringAvailabilitySlots.teacherId, teacherId)))
          .returning()
      )[0],

    deleteSlot: async (teacherId: string, id: string) =>
      (
        await db
          .delete(tutoringAvailabilitySlots)
          .where(and(eq(tutoringAvailabilitySlots.id, id), eq(tutoringAvailabilitySlots.teacherId, teacherId)))
          .returning({ id: tutoringAvailabilitySlots.id })
      ).length > 0,

    /** Live lessons of these teachers that block any time between `from` and `to`. */
    busyRanges: (teacherIds: string[], from: Date, to: Date) =>
      teacherIds.length
        ? db
            .select({
              teacherId: tutoringLessons.teacherId,
              startsAt: tutoringLessons.startsAt,
              blockedUntil: tutoringLessons.blockedUntil,
            })
            .from(tutoringLessons)
            .where(
              and(
                inArray(tutoringLessons.teacherId, teacherIds),
                eq(tutoringLessons.cancelled, false),
                lt(tutoringLessons.startsAt, to),
                gt(tutoringLessons.blockedUntil, from),
              ),
            )
        : Promise.resolve([]),
  };
}
