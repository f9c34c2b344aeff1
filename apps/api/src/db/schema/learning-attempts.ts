import { learningAttemptKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { userRefCascade } from './references';

/**
 * The one attempt log (issue 36): every answer a signed-in student gave, append-only (a trigger refuses updates,
 * migration 0040), gone with the account. `item_id` names the task, exercise or course node without a foreign key:
 * a deleted task leaves what the student learned from it. `concept_ids` are the item's concepts when answered.
 */
export const learningAttempts = pgTable(
  'learning_attempts',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    kind: text('kind', { enum: learningAttemptKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    conceptIds: uuid('concept_ids').array().notNull().default(sql`'{}'::uuid[]`),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    timeTakenMs: integer('time_taken_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('learning_attempts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('learning_attempts_user_item_idx').on(t.userId, t.kind, t.itemId, t.createdAt),
    check(
      'learning_attempts_kind_check',
      sql`${t.kind} in ('HOMEWORK', 'CLOSED_HOMEWORK', 'EXERCISE_LEVEL', 'COURSE_QUIZ', 'PRACTICE')`,
    ),
    check('learning_attempts_time_taken_check', sql`${t.timeTakenMs} is null or ${t.timeTakenMs} >= 0`),
  ],
);
