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
  'MOCK_EXAM',
  'PRACTICE',
  /** An answer to an item of a class's assignment (issue 56): a task of the catalogue or a generator's variant. */
  'ASSIGNMENT',
] as const;
export const ZLearningAttemptKind = z.enum(learningAttemptKinds);
export type TLearningAttemptKind = z.infer<typeof ZLearningAttemptKind>;

export const learningLimits = {
  /** A time taken above a day is not a time taken (a tab left open): refused. */
  timeTakenMaxMs: 86_400_000,
  attemptsPageSize: { max: 100, fallback: 20 },
} as const;

export const learningMessages = {
  studentNotFound: 'Nie znaleziono ucznia.',
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

/**
 * How well a student knows a concept (issue 36): `new` (met, never answered right), `learning` (right on one day, or
 * the last answer wrong), `review` (right on two days), `mastered` (right again on a later day after the
 * scheduled interval, and not wrong since).
 */
export const masteryStates = ['new', 'learning', 'review', 'mastered'] as const;
export const ZMasteryState = z.enum(masteryStates);
export type TMasteryState = z.infer<typeof ZMasteryState>;

export const ZConceptMastery = z.object({
  conceptId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  state: ZMasteryState,
  due: z.iso.datetime().describe('When the concept should be practised again (FSRS-6)'),
  stability: z.number().describe('Days until recall is expected to fall to 90 %'),
  attempts: z.int(),
  correct: z.int(),
});
export type TConceptMastery = z.infer<typeof ZConceptMastery>;

/** GET /api/learn/mastery: every concept the viewer has met, the soonest due first. */
export const ZMasteryList = z.object({ results: z.array(ZConceptMastery) });
export type TMasteryList = z.infer<typeof ZMasteryList>;

/** GET /api/learn/students/{id}: a linked student's progress, for their teacher while the link is accepted. */
export const ZStudentProgress = z.object({
  mastery: z.array(ZConceptMastery),
  attempts: z.array(ZLearningAttempt).describe('The newest 20 attempts'),
  /**
   * A class's teacher: the pupil's joining of the class. Mastery and attempts are then built from the work done since
   * that moment only (the student model replayed over it), never from what the pupil did before. Null: everything
   * (a tutoring link the pupil accepted).
   */
  since: z.iso.datetime().nullable(),
});
export type TStudentProgress = z.infer<typeof ZStudentProgress>;
