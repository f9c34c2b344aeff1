import { homeworkTypeHistoryActions, notificationTypes } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { approvalEnum, homeworks, mathConcepts, mathConceptTypeEnum } from './catalogue';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userRefCascade, userRefSetNull } from './references';

/** Every review decision on a task: who, what and why (the task keeps only the latest status). */
export const homeworkReviews = pgTable(
  'homework_reviews',
  {
    id: primaryId(),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    reviewerId: userRefSetNull('reviewer_id'),
    status: approvalEnum('status').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
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
    id: primaryId(),
    conceptId: refCascade('concept_id', () => mathConcepts.id),
    proposerId: userRefSetNull('proposer_id'),
    type: mathConceptTypeEnum('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    aliases: text('aliases').array().notNull().default([]),
    status: approvalEnum('status').notNull().default('PENDING'),
    reviewerId: userRefSetNull('reviewer_id'),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
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
    id: primaryId(),
    userId: userRefCascade('user_id'),
    type: notificationTypeEnum('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestampTz('read_at'),
    /** The domain event it announces: a subscriber run again after a failure writes it once. */
    eventId: uuid('event_id'),
    createdAt: createdAt(),
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
    id: primaryId(),
    homeworkTypeId: uuid('homework_type_id').notNull(),
    actorId: userRefSetNull('actor_id'),
    action: homeworkTypeHistoryActionEnum('action').notNull(),
    /** {field: {from, to}} for every field that changed. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('homework_type_history_type_idx').on(t.homeworkTypeId, t.createdAt)],
);
