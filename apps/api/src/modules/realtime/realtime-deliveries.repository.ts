import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { realtimeCursors, realtimeDeliveries } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

export type TNumberedDelivery = { userId: string; seq: number };

/** The per-user numbered log of realtime events (docs/realtime.md). */
export function createRealtimeDeliveriesRepository(db: TDb) {
  return {
    /**
     * Numbers one realtime event of one domain event for each user, once: users who already have it (a
     * delivery run again) keep their number. Run it in a transaction: each user's cursor row stays locked
     * until the commit, so a user's numbers commit in order. Cursors are taken in id order (no deadlock).
     * One statement: the users still without the event move their cursor on and get a row; those who had
     * it answer the number they had (the last select sees the table as it was before the statement).
     */
    async record(input: { sourceEventId: string; event: string; payload: unknown; usersIds: readonly string[] }) {
      const usersIds = [...new Set(input.usersIds)].sort();
      if (!usersIds.length) return [];
      const ids = sql`${sql.param(usersIds)}::uuid[]`;
      const rows = rowsOf<{ userId: string; seq: string | number }>(
        await db.execute(sql`
          with missing as (
            select wanted.user_id from unnest(${ids}) as wanted(user_id)
            where not exists (
              select 1 from realtime_deliveries d
              where d.source_event_id = ${input.sourceEventId} and d.event = ${input.event} and d.user_id = wanted.user_id
            )
          ),
          bumped as (
            insert into realtime_cursors (user_id, last_seq)
            select user_id, 1 from missing order by user_id
            on conflict (user_id) do update set last_seq = realtime_cursors.last_seq + 1
            returning user_id, last_seq
          ),
          inserted as (
            insert into realtime_deliveries (user_id, seq, source_event_id, event, payload)
            select user_id, last_seq, ${input.sourceEventId}, ${input.event}, ${JSON.stringify(input.payload)}::jsonb
            from bumped
            returning user_id, seq
          )
          select user_id as "userId", seq from inserted
          union all
          select user_id, seq from realtime_deliveries
          where source_event_id = ${input.sourceEventId} and event = ${input.event} and user_id = any(${ids})`),
      );
      return rows.map((row): TNumberedDelivery => ({ userId: row.userId, seq: Number(row.seq) }));
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
