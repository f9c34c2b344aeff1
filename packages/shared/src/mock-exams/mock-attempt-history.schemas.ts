import { z } from 'zod';
import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post, put } from '../api/routes';
import { ZIdParams } from '../catalogue/homework-save.schemas';
import { ZMockAttemptParams } from '../catalogue/mock-attempt.schemas';
import { mockExamLimits, mockExamMessages, ZMockExamKind } from './mock-exam.schemas';
import { ZMockForecast, ZMockResult } from './mock-exam-answers.schemas';
import { ZMockItemForStudent } from './mock-exam-student.schemas';

/**
 * A mock exam that can be found again (issue 59, point 2): the student's attempts with their results, the points
 * they give themselves against the rubric, the clock started when the items are on the screen, the printable paper.
 */
export const mockHistoryMessages = {
  examId: 'Niepoprawny identyfikator egzaminu.',
  limit: 'Liczba podejść musi być liczbą całkowitą od 1 do 50.',
  selfAssessment: 'Zaznacz, za które kroki schematu oceniania przyznajesz sobie punkty.',
  duplicatePosition: 'Każde zadanie możesz ocenić tylko raz.',
  notSelfAssessed:
    'To zadanie ocenia automat: samodzielnie oceniasz tylko zadania porównywane z rozwiązaniem wzorcowym.',
  steps: 'Liczba kroków nie zgadza się ze schematem oceniania tego zadania.',
  notSubmitted: 'Samodzielną ocenę wpiszesz po oddaniu arkusza.',
} as const;

/** Most attempts a list answers with. */
export const mockAttemptsListMax = 50;

export const ZMockAttemptsQuery = z.object({
  examId: z.uuid({ error: mockHistoryMessages.examId }).optional().describe("Only the attempts at this exam's paper"),
  limit: z.coerce
    .number({ error: mockHistoryMessages.limit })
    .int(mockHistoryMessages.limit)
    .min(1, mockHistoryMessages.limit)
    .max(mockAttemptsListMax, mockHistoryMessages.limit)
    .default(20),
});

/** One of the student's attempts as a list shows it: open (to resume) or handed in, with its result. */
export const ZMockAttemptSummary = z.object({
  attemptId: z.uuid(),
  examId: z.uuid(),
  examSlug: z.string(),
  title: z.string(),
  kind: ZMockExamKind,
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable().describe('Null while the attempt is in progress'),
  submittedBy: z.enum(['STUDENT', 'TIME']).nullable(),
  practice: z.boolean(),
  result: z
    .object({
      points: z.int(),
      maxPoints: z.int(),
      percent: z.int(),
      selfAssessmentMaxPoints: z.int(),
      selfAssessedPoints: z.int().nullable().describe('Null until the student assesses the self-assessed items'),
      forecast: ZMockForecast.nullable(),
    })
    .nullable(),
});
export type TMockAttemptSummary = z.infer<typeof ZMockAttemptSummary>;

export const ZMockAttemptList = z.object({ attempts: z.array(ZMockAttemptSummary) });
export type TMockAttemptList = z.infer<typeof ZMockAttemptList>;

/** The student's own points for self-assessed items: per item, per rubric step whether its points were earned. */
export const ZMockSelfAssessmentInput = z.object({
  items: z
    .array(
      z.object({
        position: z.int({ error: mockExamMessages.position }).min(1, mockExamMessages.position),
        steps: z
          .array(z.boolean({ error: mockHistoryMessages.selfAssessment }), {
            error: mockHistoryMessages.selfAssessment,
          })
          .max(mockExamLimits.rubricStepsMax, mockHistoryMessages.steps),
      }),
      { error: mockHistoryMessages.selfAssessment },
    )
    .min(1, mockHistoryMessages.selfAssessment)
    .max(mockExamLimits.items, mockHistoryMessages.selfAssessment)
    .refine((items) => new Set(items.map((item) => item.position)).size === items.length, {
      message: mockHistoryMessages.duplicatePosition,
    }),
});
export type TMockSelfAssessmentInput = z.infer<typeof ZMockSelfAssessmentInput>;

/** The clock once the items are on the screen: the seconds lost to loading them given back. */
export const ZMockClockStarted = z.object({
  endsAt: z.iso.datetime(),
  now: z.iso.datetime(),
  givenBackSeconds: z.int().describe('Seconds added to the end for the time the items took to appear (0: none)'),
});
export type TMockClockStarted = z.infer<typeof ZMockClockStarted>;

/** The paper to print: its items as a student sees them, without keys or solutions. */
export const ZMockPrintPaper = z.object({
  title: z.string(),
  kind: ZMockExamKind,
  durationMinutes: z.int(),
  calculatorAllowed: z.boolean(),
  maxPoints: z.int(),
  items: z.array(ZMockItemForStudent),
});
export type TMockPrintPaper = z.infer<typeof ZMockPrintPaper>;

export const mockAttemptHistoryEndpoints = defineEndpoints({
  list: get('/mock/attempts', ZMockAttemptsQuery, ZMockAttemptList),
  selfAssess: withParams(
    put('/mock/:attemptId/self-assessment', ZMockSelfAssessmentInput, ZMockResult),
    ZMockAttemptParams,
  ),
  shown: withParams(post('/mock/:attemptId/shown', ZMockClockStarted), ZMockAttemptParams),
  paper: withParams(get('/exam/:id/mock/paper', ZMockPrintPaper), ZIdParams),
});
