import type {
  TDisputeListStatus,
  TDisputeStatus,
  THomeworkRequestListQuery,
  THomeworkRequestOfferStatus,
  THomeworkRequestTimelineKind,
} from '@zadania/shared';
import { and, asc, count, desc, eq, exists, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  files,
  homeworkRequestDisputes,
  homeworkRequestEarningReversals,
  homeworkRequestEarnings,
  homeworkRequestFiles,
  homeworkRequestOffers,
  homeworkRequests,
  homeworkRequestTimeline,
  users,
} from '../../db/schema';
import { selectPeople } from '../../lib/sql-people';

export type TRequestRow = typeof homeworkRequests.$inferSelect;
export type TOfferRow = typeof homeworkRequestOffers.$inferSelect;
export type TDisputeRow = typeof homeworkRequestDisputes.$inferSelect;
export type TRequestFileRow = {
  requestId: string;
  role: 'REQUEST' | 'SOLUTION';
  id: string;
  name: string;
  size: number;
};
export type { TPersonRow } from '../../lib/sql-people';

/** Offers that still count: one per teacher and request. */
export const liveOfferStatuses: THomeworkRequestOfferStatus[] = ['pending', 'accepted', 'paid'];

/** Every SQL of on-request tasks (issue 19). */
export function createHomeworkRequestsRepository(db: TDb) {
  return {
    insertRequest: async (values: typeof homeworkRequests.$inferInsert) =>
      (await db.insert(homeworkRequests).values(values).returning())[0] as TRequestRow,

    findRequest: async (id: string): Promise<TRequestRow | undefined> =>
      (await db.select().from(homeworkRequests).where(eq(homeworkRequests.id, id)))[0],

    lockRequest: async (id: string): Promise<TRequestRow | undefined> =>
      (await db.select().from(homeworkRequests).where(eq(homeworkRequests.id, id)).for('update'))[0],

    async updateRequest(
      id: string,
      values: Partial<Pick<TRequestRow, 'status' | 'acceptedOfferId' | 'solution' | 'deliveredAt'>>,
    ): Promise<TRequestRow> {
      const [row] = await db
        .update(homeworkRequests)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(homeworkRequests.id, id))
        .returning();
      return row as TRequestRow;
    },

    /** A page of requests: the viewer's own, the open ones of others, or those the viewer offered on. */
    async listRequests(viewerId: string, query: THomeworkRequestListQuery) {
      const conditions: (SQL | undefined)[] = [];
      if (query.scope === 'mine') conditions.push(eq(homeworkRequests.ownerId, viewerId));
      if (query.scope === 'open') {
        conditions.push(eq(homeworkRequests.status, 'open'), ne(homeworkRequests.ownerId, viewerId));
      }
      if (query.scope === 'offered') {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(homeworkRequestOffers)
              .where(
                and(
                  eq(homeworkRequestOffers.requestId, homeworkRequests.id),
                  eq(homeworkRequestOffers.teacherId, viewerId),
                ),
              ),
          ),
        );
      }
      if (query.subject) conditions.push(eq(homeworkRequests.subject, query.subject));
      if (query.level) conditions.push(eq(homeworkRequests.level, query.level));
      if (query.status && query.scope !== 'open') conditions.push(eq(homeworkRequests.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(homeworkRequests)
          .where(where)
          .orderBy(desc(homeworkRequests.createdAt), desc(homeworkRequests.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(homeworkRequests).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** How many live offers each request has. */
    async offerCounts(requestIds: string[]) {
      if (!requestIds.length) return new Map<string, number>();
      const rows = await db
        .select({ requestId: homeworkRequestOffers.requestId, value: count() })
        .from(homeworkRequestOffers)
        .where(
          and(
            inArray(homeworkRequestOffers.requestId, requestIds),
            inArray(homeworkRequestOffers.status, liveOfferStatuses),
          ),
        )
        .groupBy(homeworkRequestOffers.requestId);
      return new Map(rows.map((row) => [row.requestId, row.value]));
    },

    people: (ids: string[]) => selectPeople(db, ids),

    findUserRole: async (id: string) =>
      (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role,

    // ---------- Files ----------

    ownedFiles: (ownerId: string, ids: string[]) =>
      ids.length
        ? db
            .select({ id: files.id, ownerId: files.ownerId, assign: files.assign })
            .from(files)
            .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId)))
        : Promise.resolve([]),

    attachFiles: (requestId: string, role: 'REQUEST' | 'SOLUTION', fileIds: string[]) =>
      fileIds.length
        ? db
            .insert(homeworkRequestFiles)
            .values(fileIds.map((fileId, position) => ({ requestId, fileId, role, position })))
            .onConflictDoNothing()
        : Promise.resolve(),

    filesOf: (requestId: string): Promise<TRequestFileRow[]> =>
      db
        .select({
          requestId: homeworkRequestFiles.requestId,
          role: homeworkRequestFiles.role,
          id: files.id,
          name: files.originalName,
          size: files.size,
        })
        .from(homeworkRequestFiles)
        .innerJoin(files, eq(files.id, homeworkRequestFiles.fileId))
        .where(eq(homeworkRequestFiles.requestId, requestId))
        .orderBy(asc(homeworkRequestFiles.position)),

    // ---------- Timeline and earnings ----------

    addTimeline: (values: {
      requestId: string;
      kind: THomeworkRequestTimelineKind;
      actorId: string | null;
      offerId?: string | null;
    }) => db.insert(homeworkRequestTimeline).values(values),

    timelineOf: (requestId: string) =>
      db
        .select({ kind: homeworkRequestTimeline.kind, at: homeworkRequestTimeline.createdAt })
        .from(homeworkRequestTimeline)
        .where(eq(homeworkRequestTimeline.requestId, requestId))
        .orderBy(asc(homeworkRequestTimeline.createdAt), asc(homeworkRequestTimeline.id)),

    /** Records the teacher's pay once per request (a repeat inserts nothing). */
    addEarning: (values: typeof homeworkRequestEarnings.$inferInsert) =>
      db.insert(homeworkRequestEarnings).values(values).onConflictDoNothing(),

    findEarning: async (requestId: string) =>
      (await db.select().from(homeworkRequestEarnings).where(eq(homeworkRequestEarnings.requestId, requestId)))[0],

    /** Reverses the teacher's pay for a refunded request once (a repeat inserts nothing). */
    addEarningReversal: (values: typeof homeworkRequestEarningReversals.$inferInsert) =>
      db.insert(homeworkRequestEarningReversals).values(values).onConflictDoNothing(),

    // ---------- Disputes ----------

    /** The latest dispute of a request, or undefined. */
    latestDispute: async (requestId: string): Promise<TDisputeRow | undefined> =>
      (
        await db
          .select()
          .from(homeworkRequestDisputes)
          .where(eq(homeworkRequestDisputes.requestId, requestId))
          .orderBy(desc(homeworkRequestDisputes.createdAt), desc(homeworkRequestDisputes.id))
          .limit(1)
      )[0],

    /** Opens a dispute; null when one is open already (the partial unique index decides between two clicks). */
    async insertDispute(values: { requestId: string; openedById: string; reason: string }) {
      const rows = await db.insert(homeworkRequestDisputes).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    findDispute: async (id: string): Promise<TDisputeRow | undefined> =>
      (await db.select().from(homeworkRequestDisputes).where(eq(homeworkRequestDisputes.id, id)))[0],

    /**
     * Decides an OPEN dispute: the one statement two ADMINs' clicks race on; undefined for the one that lost (or
     * when the dispute is no longer open).
     */
    decideDispute: async (id: string, status: TDisputeStatus, resolvedById: string): Promise<TDisputeRow | undefined> =>
      (
        await db
          .update(homeworkRequestDisputes)
          .set({ status, resolvedById, resolvedAt: sql`now()` })
          .where(and(eq(homeworkRequestDisputes.id, id), eq(homeworkRequestDisputes.status, 'OPEN')))
          .returning()
      )[0],

    /** Takes back a decision whose refund failed, so the dispute can be decided again. */
    reopenDispute: (id: string, status: TDisputeStatus) =>
      db
        .update(homeworkRequestDisputes)
        .set({ status: 'OPEN', resolvedById: null, resolvedAt: null })
        .where(and(eq(homeworkRequestDisputes.id, id), eq(homeworkRequestDisputes.status, status))),

    /** A page of disputes with their requests and paid offers, newest first. */
    async listDisputes(query: { status?: TDisputeListStatus; limit: number; offset: number }) {
      const where =
        query.status === 'RESOLVED'
          ? ne(homeworkRequestDisputes.status, 'OPEN')
          : query.status
            ? eq(homeworkRequestDisputes.status, query.status)
            : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ dispute: homeworkRequestDisputes, request: homeworkRequests, offer: homeworkRequestOffers })
          .from(homeworkRequestDisputes)
          .innerJoin(homeworkRequests, eq(homeworkRequests.id, homeworkRequestDisputes.requestId))
          .leftJoin(homeworkRequestOffers, eq(homeworkRequestOffers.id, homeworkRequests.acceptedOfferId))
          .where(where)
          .orderBy(desc(homeworkRequestDisputes.createdAt), desc(homeworkRequestDisputes.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(homeworkRequestDisputes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findDisputeWithRequest: async (id: string) =>
      (
        await db
          .select({ dispute: homeworkRequestDisputes, request: homeworkRequests, offer: homeworkRequestOffers })
          .from(homeworkRequestDisputes)
          .innerJoin(homeworkRequests, eq(homeworkRequests.id, homeworkRequestDisputes.requestId))
          .leftJoin(homeworkRequestOffers, eq(homeworkRequestOffers.id, homeworkRequests.acceptedOfferId))
          .where(eq(homeworkRequestDisputes.id, id))
      )[0],

    adminIds: async () =>
      (await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))).map((row) => row.id),

    // ---------- Offers ----------

    insertOffer: async (values: typeof homeworkRequestOffers.$inferInsert) =>
      (await db.insert(homeworkRequestOffers).values(values).returning())[0] as TOfferRow,

    findOffer: async (id: string): Promise<TOfferRow | undefined> =>
      (await db.select().from(homeworkRequestOffers).where(eq(homeworkRequestOffers.id, id)))[0],

    lockOffer: async (id: string): Promise<TOfferRow | undefined> =>
      (await db.select().from(homeworkRequestOffers).where(eq(homeworkRequestOffers.id, id)).for('update'))[0],

    async updateOffer(id: string, values: Partial<Pick<TOfferRow, 'status' | 'paymentId'>>): Promise<TOfferRow> {
      const [row] = await db
        .update(homeworkRequestOffers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(homeworkRequestOffers.id, id))
        .returning();
      return row as TOfferRow;
    },

    /** Sets the payment of an offer that is still accepted; false when it no longer is. */
    async attachPayment(id: string, paymentId: string) {
      const rows = await db
        .update(homeworkRequestOffers)
        .set({ paymentId, updatedAt: sql`now()` })
        .where(and(eq(homeworkRequestOffers.id, id), eq(homeworkRequestOffers.status, 'accepted')))
        .returning({ id: homeworkRequestOffers.id });
      return rows.length > 0;
    },

    /** Declines every pending or accepted offer of a request but `exceptId`; returns the declined offers. */
    declineOthers: (requestId: string, exceptId: string | null) =>
      db
        .update(homeworkRequestOffers)
        .set({ status: 'declined', updatedAt: sql`now()` })
        .where(
          and(
            eq(homeworkRequestOffers.requestId, requestId),
            inArray(homeworkRequestOffers.status, ['pending', 'accepted']),
            exceptId ? ne(homeworkRequestOffers.id, exceptId) : undefined,
          ),
        )
        .returning(),

    offersOf: (requestId: string, teacherId?: string) =>
      db
        .select()
        .from(homeworkRequestOffers)
        .where(
          and(
            eq(homeworkRequestOffers.requestId, requestId),
            teacherId ? eq(homeworkRequestOffers.teacherId, teacherId) : undefined,
          ),
        )
        .orderBy(asc(homeworkRequestOffers.createdAt), asc(homeworkRequestOffers.id)),

    /** Paid offers whose delivery deadline passed by `at` while their request is still in progress, oldest first. */
    overdue: (at: Date, limit: number) =>
      db
        .select({
          offerId: homeworkRequestOffers.id,
          requestId: homeworkRequests.id,
          paymentId: homeworkRequestOffers.paymentId,
        })
        .from(homeworkRequestOffers)
        .innerJoin(homeworkRequests, eq(homeworkRequests.id, homeworkRequestOffers.requestId))
        .where(
          and(
            eq(homeworkRequestOffers.status, 'paid'),
            lte(homeworkRequestOffers.deadline, at),
            eq(homeworkRequests.status, 'in_progress'),
          ),
        )
        .orderBy(asc(homeworkRequestOffers.deadline))
        .limit(limit),
  };
}
export type THomeworkRequestsRepository = ReturnType<typeof createHomeworkRequestsRepository>;
