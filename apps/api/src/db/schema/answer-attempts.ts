import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { homeworks } from './catalogue';
import { users } from './users';

/** Answers a student checked against a task's machine-checkable answer, with the verdict (their history). */
export const homeworkAnswerAttempts = pgTable(
  'homework_answer_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeworkId: uuid('homework_id')
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homework_answer_attempts_user_homework_idx').on(t.userId, t.homeworkId, t.createdAt)],
);
