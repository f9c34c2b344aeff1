import { defineEndpoints } from '../api/endpoint';
import { ZAnswerAttemptList, ZCheckAnswerInput, ZCheckAnswerResult } from './answer-check.schemas';

/** Checking a student's answer to an open task (issue 18 point 4). */
export const answerCheckEndpoints = defineEndpoints({
  checkAnswer: {
    method: 'POST',
    path: '/homework/:id/check-answer',
    body: ZCheckAnswerInput,
    response: ZCheckAnswerResult,
  },
  answerAttempts: { method: 'GET', path: '/homework/:id/answer-attempts', response: ZAnswerAttemptList },
});
