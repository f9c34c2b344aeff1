import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { homeworks } from './catalogue';
import { createdAt, primaryId } from './columns';
import { userRefCascade } from './references';

/** Answers a student checked against a task's machine-checkable answer, with the verdict (their history). */
export const homeworkAnswerAttempts = pgTable(
  'homework_answer_attempts',
  {
    id: primaryId(),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: userRefCascade('user_id'),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('homework_answer_attempts_user_homework_idx').on(t.userId, t.homeworkId, t.createdAt)],
);
