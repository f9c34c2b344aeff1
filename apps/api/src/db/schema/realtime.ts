import { bigint, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { userPrimaryKey, userRefCascade } from './references';

/** Each user's last realtime sequence number: the next event they must not miss gets the one after it. */
export const realtimeCursors = pgTable('realtime_cursors', {
  userId: userPrimaryKey('user_id'),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/**
 * The realtime events a user must not miss (chat, notifications), numbered per user. A socket that comes
 * back sends the last number it saw and receives the rest from here, whatever happened to the socket,
 * the node or Redis meanwhile. One row per domain event, user and realtime event: a delivery run again
 * sends the same row again, with its number, which the client drops as already seen.
 */
export const realtimeDeliveries = pgTable(
  'realtime_deliveries',
  {
    userId: userRefCascade('user_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    sourceEventId: uuid('source_event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seq] }),
    uniqueIndex('realtime_deliveries_source_idx').on(t.sourceEventId, t.userId, t.event),
    index('realtime_deliveries_created_idx').on(t.createdAt),
  ],
);

export type TRealtimeDeliveryRow = typeof realtimeDeliveries.$inferSelect;

/**
 * Who was online at the last presence check (a job, once a minute, on one node): a user listed here without
 * an open socket on any node lost it with a node that died, and is announced offline then.
 */
export const realtimePresence = pgTable('realtime_presence', {
  userId: userPrimaryKey('user_id'),
  seenAt: timestampTz('seen_at').notNull().defaultNow(),
});
