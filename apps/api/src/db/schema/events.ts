import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The transactional outbox: what happened, written by a service in the transaction that made it happen.
 * Subscribers read an event from here after commit (lib/events); the rows are the record of what
 * was announced, kept append-only.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Who caused it; no foreign key, so the record outlives a deleted account. */
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_created_idx').on(t.createdAt)],
);

export type TDomainEventRow = typeof domainEvents.$inferSelect;
