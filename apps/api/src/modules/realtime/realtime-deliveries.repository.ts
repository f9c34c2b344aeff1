import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { realtimeCursors, realtimeDeliveries } from '../../db/schema';

export type TNumberedDelivery = { userId: string; seq: number };

/** The per-user numbered log of realtime events (docs/architecture.md "Realtime"). */
export function createRealtimeDeliveriesRepository(db: TDb) {
  return {
    /**
     * Numbers one realtime event of one domain event for each user, once: users who already have it (a
     * delivery run again) keep their number. Run it in a transaction: each user's cursor row stays locked
     * until the commit, so a user's numbers commit in order. Cursors are taken in id order (no deadlock).
     */
    async record(input: { sourceEventId: string; event: string; payload: unknown; usersIds: readonly string[] }) {
      const usersIds = [...new Set(input.usersIds)].sort();
      if (!usersIds.length) return [];
      const existing = await db
        .select({ userId: realtimeDeliveries.userId, seq: realtimeDeliveries.seq })
        .from(realtimeDeliveries)
        .where(
          and(
            eq(realtimeDeliveries.sourceEventId, input.sourceEventId),
            eq(realtimeDeliveries.event, input.event),
            inArray(realtimeDeliveries.userId, usersIds),
          ),
        );
      const numbered = new Set(existing.map((row) => row.userId));
      const missing = usersIds.filter((id) => !numbered.has(id));
      if (!missing.length) return existing;
      const cursors = await db
        .insert(realtimeCursors)
        .values(missing.map((userId) => ({ userId, lastSeq: 1 })))
        .onConflictDoUpdate({ target: realtimeCursors.userId, set: { lastSeq: sql`${realtimeCursors.lastSeq} + 1` } })
        .returning({ userId: realtimeCursors.userId, seq: realtimeCursors.lastSeq });
      await db.insert(realtimeDeliveries).values(
        cursors.map(({ userId, seq }) => ({
          userId,
          seq,
          sourceEventId: input.sourceEventId,
          event: input.event,
          payload: input.payload,
        })),
      );
      return [...existing, ...cursors];
    },

    /** The user's events numbered after `seq`, oldest first, at most `limit`. */
    async after(userId: string, seq: number, limit: number) {
      return db
        .select({ seq: realtimeDeliveries.seq, event: realtimeDeliveries.event, payload: realtimeDeliveries.payload })
        .from(realtimeDeliveries)
        .where(and(eq(realtimeDeliveries.userId, userId), gt(realtimeDeliveries.seq, seq)))
        .orderBy(asc(realtimeDeliveries.seq))
        .limit(limit);
    },

    /** The user's last number (0 before their first event). */
    async lastSeq(userId: string) {
      const [row] = await db
        .select({ seq: realtimeCursors.lastSeq })
        .from(realtimeCursors)
        .where(eq(realtimeCursors.userId, userId));
      return row?.seq ?? 0;
    },

    /** Forgets events older than `before` (a client away that long refetches everything anyway). */
    async prune(before: Date) {
      await db.delete(realtimeDeliveries).where(lt(realtimeDeliveries.createdAt, before));
    },
  };
}

export type TRealtimeDeliveriesRepository = ReturnType<typeof createRealtimeDeliveriesRepository>;
