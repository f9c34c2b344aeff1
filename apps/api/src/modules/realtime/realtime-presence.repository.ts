import { inArray, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { realtimePresence, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

/** The presence check's record of who was online (realtime_presence). */
export function createRealtimePresenceRepository(db: TDb) {
  return {
    /**
     * Records `online` as the people online now and answers who was listed but is no longer, with their
     * `lastOnline` moved up to when they were last seen (never back). Run it in a transaction.
     */
    async replace(online: readonly string[]) {
      const gone = rowsOf<{ userId: string }>(
        await db.execute(sql`
          with gone as (
            delete from realtime_presence
            where ${online.length ? notInArray(realtimePresence.userId, [...online]) : sql`true`}
            returning user_id, seen_at
          )
          update users set last_online = greatest(coalesce(users.last_online, gone.seen_at), gone.seen_at)
          from gone where users.id = gone.user_id
          returning users.id as "userId"`),
      );
      if (online.length) {
        // Only users this database has: a user deleted while their socket was still open is gone for good.
        await db.execute(sql`
          insert into realtime_presence (user_id)
          select id from users where ${inArray(users.id, [...online])}
          on conflict (user_id) do update set seen_at = now()`);
      }
      return gone.map((row) => row.userId);
    },
  };
}

export type TRealtimePresenceRepository = ReturnType<typeof createRealtimePresenceRepository>;
