import type { TBookingStatus } from '@zadania/shared';
import { and, asc, count, desc, eq, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { purchaseRequests, tutoringBookings, users } from '../../db/schema';
import { selectPeople } from '../../lib/sql-people';

export type TBookingRow = typeof tutoringBookings.$inferSelect;

/** The SQL of bookings: the booking rows, their listing and sweep, and the people they name. */
export function createTutoringBookingsRepository(db: TDb) {
  return {
    insertBooking: async (values: typeof tutoringBookings.$inferInsert): Promise<TBookingRow> =>
      (await db.insert(tutoringBookings).values(values).returning())[0] as TBookingRow,

    /** Of `ids`, the bookings a parent was asked to pay and has not decided yet (issue 72: a minor's booking). */
    async awaitingParent(ids: readonly string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .select({ bookingId: purchaseRequests.bookingId })
        .from(purchaseRequests)
        .where(and(inArray(purchaseRequests.bookingId, [...ids]), eq(purchaseRequests.status, 'PENDING')));
      return new Set(rows.flatMap((row) => (row.bookingId ? [row.bookingId] : [])));
    },

    findBooking: async (id: string): Promise<TBookingRow | undefined> =>
      (await db.select().from(tutoringBookings).where(eq(tutoringBookings.id, id)).limit(1))[0],

    lockBooking: async (id: string): Promise<TBookingRow | undefined> =>
      (await db.select().from(tutoringBookings).where(eq(tutoringBookings.id, id)).for('update'))[0],

    async updateBooking(
      id: string,
      values: Partial<Pick<TBookingRow, 'status' | 'expiresAt' | 'paymentId' | 'cancelledAt' | 'cancelledById'>>,
    ): Promise<TBookingRow> {
      const [row] = await db
        .update(tutoringBookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tutoringBookings.id, id))
        .returning();
      return row as TBookingRow;
    },

    /** Records the payment started for a reservation, while it is still one. */
    async attachPayment(id: string, paymentId: string) {
      const rows = await db
        .update(tutoringBookings)
        .set({ paymentId, updatedAt: sql`now()` })
        .where(and(eq(tutoringBookings.id, id), eq(tutoringBookings.status, 'reserved')))
        .returning({ id: tutoringBookings.id });
      return rows.length > 0;
    },

    /** E-mail addresses of accounts, for their mail. */
    recipients: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: users.id, email: users.email, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        : Promise.resolve([]),

    people: (ids: string[]) => selectPeople(db, ids),

    async listBookings(query: {
      userId: string;
      as: 'student' | 'teacher';
      status?: TBookingStatus;
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [
        query.as === 'student'
          ? eq(tutoringBookings.studentId, query.userId)
          : eq(tutoringBookings.teacherId, query.userId),
      ];
      if (query.status) conditions.push(eq(tutoringBookings.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tutoringBookings)
          .where(where)
          .orderBy(desc(tutoringBookings.createdAt), desc(tutoringBookings.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(tutoringBookings).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Reservations whose time to pay ran out by `at`, and offered times nobody answered, oldest first. */
    expiredReservations: async (at: Date, limit: number) =>
      db
        .select({ id: tutoringBookings.id, paymentId: tutoringBookings.paymentId })
        .from(tutoringBookings)
        .where(and(inArray(tutoringBookings.status, ['reserved', 'offered']), lt(tutoringBookings.expiresAt, at)))
        .orderBy(asc(tutoringBookings.expiresAt))
        .limit(limit),

    /** Whether the student has a live booking with this teacher (lesson types other than trial need none). */
    hasLiveBooking: async (studentId: string, teacherId: string, exceptId?: string) =>
      (
        await db
          .select({ id: tutoringBookings.id })
          .from(tutoringBookings)
          .where(
            and(
              eq(tutoringBookings.studentId, studentId),
              eq(tutoringBookings.teacherId, teacherId),
              ne(tutoringBookings.status, 'cancelled'),
              exceptId ? ne(tutoringBookings.id, exceptId) : undefined,
            ),
          )
          .limit(1)
      ).length > 0,
  };
}
