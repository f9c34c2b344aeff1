import { defineEndpoints } from '../api/endpoint';
import { get, post } from '../api/routes';
import { ZAnswerAttemptList, ZCheckAnswerInput, ZCheckAnswerResult, ZCheckChoiceInput } from './answer-check.schemas';

/** Checking a student's answer to an open task (issue 18 point 4) or a closed task's choice (issue 36). */
export const answerCheckEndpoints = defineEndpoints({
  checkAnswer: post('/homework/:id/check-answer', ZCheckAnswerInput, ZCheckAnswerResult),
  checkChoice: post('/homework/:id/check-choice', ZCheckChoiceInput, ZCheckAnswerResult),
  answerAttempts: get('/homework/:id/answer-attempts', ZAnswerAttemptList),
});
