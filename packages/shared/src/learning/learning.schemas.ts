import { z } from 'zod';
import { pageOf, pagingQuery } from '../validation/paging';

/**
 * What a student answered, as the one attempt log records it (issue 36): an open task's checked answer, a closed
 * task's choice, an exercise level, a course quiz, a practice item.
 */
export const learningAttemptKinds = [
  'HOMEWORK',
  'CLOSED_HOMEWORK',
  'EXERCISE_LEVEL',
  'COURSE_QUIZ',
  'PRACTICE',
] as const;
export const ZLearningAttemptKind = z.enum(learningAttemptKinds);
export type TLearningAttemptKind = z.infer<typeof ZLearningAttemptKind>;

export const learningLimits = {
  /** A time taken above a day is not a time taken (a tab left open): refused. */
  timeTakenMaxMs: 86_400_000,
  attemptsPageSize: { max: 100, fallback: 20 },
} as const;

export const learningMessages = {
  timeTaken: 'Niepoprawny czas odpowiedzi',
  pageSize: 'Niepoprawny rozmiar strony',
} as const;

/** How long the student took to answer, in milliseconds, when the page measured it. */
export const ZTimeTakenMs = z
  .int({ error: learningMessages.timeTaken })
  .min(0, learningMessages.timeTaken)
  .max(learningLimits.timeTakenMaxMs, learningMessages.timeTaken)
  .describe('Milliseconds from showing the task to the answer, when the page measured it');

export const ZLearningAttempt = z.object({
  id: z.uuid(),
  kind: ZLearningAttemptKind,
  /** The task (HOMEWORK, CLOSED_HOMEWORK), exercise, course node or practice item answered. */
  itemId: z.uuid(),
  conceptIds: z.array(z.uuid()).describe('The concepts the item exercises, as they were when it was answered'),
  answer: z.string(),
  correct: z.boolean(),
  timeTakenMs: z.int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TLearningAttempt = z.infer<typeof ZLearningAttempt>;

/** GET /api/learn/attempts: the viewer's own attempts, newest first. */
export const ZLearningAttemptsQuery = z.object({
  ...pagingQuery({ ...learningLimits.attemptsPageSize, message: learningMessages.pageSize }),
});
export type TLearningAttemptsQuery = z.input<typeof ZLearningAttemptsQuery>;

export const ZLearningAttemptPage = pageOf(ZLearningAttempt);
export type TLearningAttemptPage = z.infer<typeof ZLearningAttemptPage>;
