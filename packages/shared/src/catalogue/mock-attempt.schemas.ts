import { z } from 'zod';
import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post, put } from '../api/routes';
import { ZMockExamKind } from '../mock-exams/mock-exam.schemas';
import { ZMockAnswer, ZMockAnswers, ZMockAnswerVersion, ZMockResult } from '../mock-exams/mock-exam-answers.schemas';
import { ZMockItemForStudent } from '../mock-exams/mock-exam-student.schemas';
import { ZIdParams } from './homework-save.schemas';

/** Timed attempts at an exam's paper (issue 37, item 3): the clock, the saved answers, the result. */
export const mockAttemptMessages = {
  noPaper: 'Ten egzamin nie ma arkusza do rozwiązania na czas.',
  attemptNotFound: 'Nie znaleziono tego podejścia do arkusza.',
  timeUp: 'Czas na rozwiązanie arkusza minął. Arkusz został oddany, a odpowiedzi po czasie nie są zapisywane.',
  submitted: 'Ten arkusz został już oddany.',
  unknownPosition: 'W arkuszu nie ma zadania o takim numerze.',
  answerType: 'Odpowiedź nie pasuje do rodzaju zadania.',
  extendedTime: 'Niepoprawna wartość wydłużenia czasu.',
  /** A save made from an older version of the item's answer than the one saved (a stale tab): nothing is saved. */
  staleAnswer: 'Ta odpowiedź została zmieniona w innej karcie. Odśwież stronę.',
  /** A paper handed in today starts again tomorrow; `date` is tomorrow's date, e.g. 21.11.2026. */
  retakeTomorrow: (date: string) =>
    `Ten arkusz został już dziś oddany. Możesz rozwiązać go ponownie od jutra (${date}). Do tego czasu przejrzyj rozwiązania i poćwicz wymagania, w których zabrakło punktów.`,
} as const;

export const ZMockStartInput = z.object({
  extendedTime: z
    .boolean({ error: mockAttemptMessages.extendedTime })
    .default(false)
    .describe('The time extension CKE grants (e.g. dyslexia): the paper’s extendedDurationMinutes'),
});
export type TMockStartInput = z.input<typeof ZMockStartInput>;

export const ZMockAttemptParams = z.object({ attemptId: z.uuid({ error: mockAttemptMessages.attemptNotFound }) });

/** After the attempt is submitted: how each item should have been answered, and the rubric. */
export const ZMockSolution = z.object({
  position: z.int(),
  correctHtml: z.string().nullable().describe('The right option(s) or judgements, as HTML; null for an open item'),
  modelSolutionHtml: z.string().nullable(),
  rubric: z.array(z.object({ description: z.string(), points: z.int(), expected: z.string().nullable() })),
});

export const ZMockAttempt = z.object({
  attemptId: z.uuid(),
  examId: z.uuid(),
  title: z.string(),
  kind: ZMockExamKind,
  calculatorAllowed: z.boolean(),
  durationMinutes: z.int().describe('The time of this attempt (with the extension when chosen)'),
  extendedTime: z.boolean(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime().describe("The server's clock: answers saved after it are refused"),
  now: z.iso.datetime().describe("The server's time when answering, so that the page's clock follows the server's"),
  submittedAt: z.iso.datetime().nullable(),
  submittedBy: z.enum(['STUDENT', 'TIME']).nullable(),
  practice: z
    .boolean()
    .describe(
      'A retake of a paper the student handed in before: scored and shown with its solutions, but neither the student model nor the forecast learns from it',
    ),
  items: z.array(ZMockItemForStudent),
  answers: z.array(z.object({ position: z.int(), answer: ZMockAnswer, version: ZMockAnswerVersion })),
  result: ZMockResult.nullable(),
  solutions: z.array(ZMockSolution).nullable().describe('Only once submitted'),
});
export type TMockAttempt = z.infer<typeof ZMockAttempt>;

export const ZMockAnswersSaved = z.object({
  saved: z.int().describe('Answers saved by this request'),
  versions: z
    .array(z.object({ position: z.int(), version: ZMockAnswerVersion }))
    .describe('The new version of each answer saved, for the next save of the item'),
  endsAt: z.iso.datetime(),
  now: z.iso.datetime(),
});

/** The paper an exam can be solved with against the clock (on GET /api/exam/{id}). */
export const ZMockPaperSummary = z.object({
  title: z.string(),
  kind: ZMockExamKind,
  durationMinutes: z.int(),
  extendedDurationMinutes: z.int(),
  calculatorAllowed: z.boolean(),
  items: z.int(),
  maxPoints: z.int(),
});

export type TMockPaperSummary = z.infer<typeof ZMockPaperSummary>;

export const mockAttemptEndpoints = defineEndpoints({
  start: withParams(post('/exam/:id/mock', ZMockStartInput, ZMockAttempt), ZIdParams),
  get: withParams(get('/mock/:attemptId', ZMockAttempt), ZMockAttemptParams),
  saveAnswers: withParams(put('/mock/:attemptId/answers', ZMockAnswers, ZMockAnswersSaved), ZMockAttemptParams),
  submit: withParams(post('/mock/:attemptId/submit', ZMockResult), ZMockAttemptParams),
});
