import { homeworkTypeHistoryActions, notificationTypes } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { approvalEnum, homeworks, mathConcepts, mathConceptTypeEnum } from './catalogue';
import { users } from './users';

/** Every review decision on a task: who, what and why (the task keeps only the latest status). */
export const homeworkReviews = pgTable(
  'homework_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    status: approvalEnum('status').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_reviews_homework_idx').on(t.homeworkId, t.createdAt)],
);

/**
 * A proposed change of a concept (name, description, type, aliases) until an ADMIN decides. A concept may
 * have several pending proposals, one per proposer.
 */
export const mathConceptChanges = pgTable(
  'math_concept_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => mathConcepts.id, { onDelete: 'cascade' }),
    proposerId: uuid('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    type: mathConceptTypeEnum('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    aliases: text('aliases').array().notNull().default([]),
    status: approvalEnum('status').notNull().default('PENDING'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('math_concept_changes_concept_idx').on(t.conceptId, t.status),
    index('math_concept_changes_status_idx').on(t.status, t.createdAt),
    uniqueIndex('math_concept_changes_pending_proposer_unique')
      .on(t.conceptId, t.proposerId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The domain event it announces: a subscriber run again after a failure writes it once. */
    eventId: uuid('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('notifications_event_user_idx').on(t.eventId, t.userId),
  ],
);

export const homeworkTypeHistoryActionEnum = pgEnum('homework_type_history_action', homeworkTypeHistoryActions);

/**
 * Every change of a task type, written by the service. No foreign key to the type: the history of a
 * deleted type (its DELETED entry included) stays readable for admins.
 */
export const homeworkTypeHistory = pgTable(
  'homework_type_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeworkTypeId: uuid('homework_type_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: homeworkTypeHistoryActionEnum('action').notNull(),
    /** {field: {from, to}} for every field that changed. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_type_history_type_idx').on(t.homeworkTypeId, t.createdAt)],
);
