import { answerCheckEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../../lib/api/call-endpoint';

/** Checking a typed answer to an open task and the viewer's earlier attempts (both need sign-in). */
export const answerCheckApi = {
  /** The panel shows the refusal itself (400 message, 429), so no toast. */
  check: (homeworkId: string, answer: string, timeTakenMs?: number) =>
    callEndpoint(answerCheckEndpoints.checkAnswer, {
      params: { id: homeworkId },
      body: { answer, timeTakenMs },
      errorToast: false,
    }),
  /** A closed task's choice, recorded in the attempt log (issue 36); the answers show the refusal themselves. */
  checkChoice: (homeworkId: string, answerId: string, timeTakenMs?: number) =>
    callEndpoint(answerCheckEndpoints.checkChoice, {
      params: { id: homeworkId },
      body: { answerId, timeTakenMs },
      errorToast: false,
    }),
  attempts: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(answerCheckEndpoints.answerAttempts, { params: { id: homeworkId }, signal, errorToast: false }),
};

export const answerCheckKeys = {
  attempts: (homeworkId: string) => ['homework', 'answer-attempts', homeworkId] as const,
};
