import type { TMockAnswer, TMockItem, TMockResult } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { exams } from './catalogue';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userRefCascade } from './references';

/**
 * The paper of an exam that can be solved against the clock (issue 37): the real exam's timing and its items in
 * the CKE formats, with their keys and rubrics (never sent to a student before the attempt is submitted).
 */
export const mockPapers = pgTable(
  'mock_papers',
  {
    id: primaryId(),
    examId: refCascade('exam_id', () => exams.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['E8', 'MATURA_P'] }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    extendedDurationMinutes: integer('extended_duration_minutes').notNull(),
    calculatorAllowed: boolean('calculator_allowed').notNull(),
    items: jsonb('items').$type<TMockItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mock_papers_exam_unique').on(t.examId), uniqueIndex('mock_papers_slug_unique').on(t.slug)],
);

/**
 * One student's timed attempt at a paper. The clock is the server's: `ends_at` is fixed when it starts; answers
 * saved after it are refused and the attempt is submitted. One attempt in progress per student and paper.
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    paperId: refCascade('paper_id', () => mockPapers.id),
    extendedTime: boolean('extended_time').notNull().default(false),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    endsAt: timestampTz('ends_at').notNull(),
    /** The latest answer per item position (as text keys of a JSON object). */
    answers: jsonb('answers').$type<Record<string, TMockAnswer>>().notNull().default(sql`'{}'::jsonb`),
    /** The version of each saved answer by position, one more with every save (absent: 0, never saved). */
    answerVersions: jsonb('answer_versions').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    /** A retake of a paper the student had handed in: the student model and the forecast do not learn from it. */
    practice: boolean('practice').notNull().default(false),
    submittedAt: timestampTz('submitted_at'),
    /** How it ended: the student handed it in, or the time ran out. */
    submittedBy: text('submitted_by', { enum: ['STUDENT', 'TIME'] }),
    result: jsonb('result').$type<TMockResult>(),
  },
  (t) => [
    uniqueIndex('mock_attempts_one_open_idx').on(t.userId, t.paperId).where(sql`submitted_at is null`),
    index('mock_attempts_user_started_idx').on(t.userId, t.startedAt),
  ],
);
