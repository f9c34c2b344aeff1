import { defineEndpoints } from '../api/endpoint';
import { get, post } from '../api/routes';
import { ZAnswerAttemptList, ZCheckAnswerInput, ZCheckAnswerResult } from './answer-check.schemas';

/** Checking a student's answer to an open task (issue 18 point 4). */
export const answerCheckEndpoints = defineEndpoints({
  checkAnswer: post('/homework/:id/check-answer', ZCheckAnswerInput, ZCheckAnswerResult),
  answerAttempts: get('/homework/:id/answer-attempts', ZAnswerAttemptList),
});
