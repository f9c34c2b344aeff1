import { mockAttemptEndpoints, type TMockAnswers, type TMockAttempt } from '@zadania/shared';
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
};

export const mockExamsKeys = {
  attempt: (attemptId: string) => ['mock', 'attempt', attemptId] as const,
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
