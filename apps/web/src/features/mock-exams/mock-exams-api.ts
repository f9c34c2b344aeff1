import {
  mockAttemptEndpoints,
  mockAttemptHistoryEndpoints,
  type TMockAnswers,
  type TMockAttempt,
  type TMockSelfAssessmentInput,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** Mock exams against the clock (issue 37): the pages show their own errors, so no toasts. */
export const mockExamsApi = {
  start: (examId: string, extendedTime: boolean) =>
    callEndpoint(mockAttemptEndpoints.start, { params: { id: examId }, body: { extendedTime }, errorToast: false }),
  get: (attemptId: string, signal?: AbortSignal) =>
    callEndpoint(mockAttemptEndpoints.get, { params: { attemptId }, signal, errorToast: false }),
  saveAnswers: (attemptId: string, answers: TMockAnswers['answers']) =>
    callEndpoint(mockAttemptEndpoints.saveAnswers, { params: { attemptId }, body: { answers }, errorToast: false }),
  submit: (attemptId: string) =>
    callEndpoint(mockAttemptEndpoints.submit, { params: { attemptId }, errorToast: false }),
  /** The viewer's attempts, newest first; at one exam's paper when `examId` is given. */
  attempts: (query: { examId?: string; limit?: number }, signal?: AbortSignal) =>
    callEndpoint(mockAttemptHistoryEndpoints.list, { query, signal, errorToast: false }),
  selfAssess: (attemptId: string, items: TMockSelfAssessmentInput['items']) =>
    callEndpoint(mockAttemptHistoryEndpoints.selfAssess, { params: { attemptId }, body: { items }, errorToast: false }),
  /** The items are on the screen: the server gives back the seconds they took to appear. */
  shown: (attemptId: string) =>
    callEndpoint(mockAttemptHistoryEndpoints.shown, { params: { attemptId }, errorToast: false }),
  paper: (examId: string, signal?: AbortSignal) =>
    callEndpoint(mockAttemptHistoryEndpoints.paper, { params: { id: examId }, signal, errorToast: false }),
};

export const mockExamsKeys = {
  attempt: (attemptId: string) => ['mock', 'attempt', attemptId] as const,
  /** Every list of attempts (the exam page's, the dashboard's), to refresh after a hand-in or a self-assessment. */
  attempts: ['mock', 'attempts'] as const,
  attemptsOf: (examId: string | null) => ['mock', 'attempts', examId ?? 'all'] as const,
  paper: (examId: string) => ['mock', 'paper', examId] as const,
};

/** The attempt as the page holds it: with the server's clock minus the browser's when it was read. */
export type TLoadedAttempt = TMockAttempt & { clockOffsetMs: number };

export const withClockOffset = (attempt: TMockAttempt): TLoadedAttempt => ({
  ...attempt,
  clockOffsetMs: Date.parse(attempt.now) - Date.now(),
});

/** Reads the attempt with the clock offset of the moment it was read. */
export const loadAttempt = async (attemptId: string, signal?: AbortSignal) =>
  withClockOffset(await mockExamsApi.get(attemptId, signal));
