import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post } from '../api/routes';
import { ZHomeworkIdParams } from '../ratings/rating.schemas';
import { ZAnswerAttemptList, ZCheckAnswerInput, ZCheckAnswerResult, ZCheckChoiceInput } from './answer-check.schemas';

/** Checking a student's answer to an open task (issue 18 point 4) or a closed task's choice (issue 36). */
export const answerCheckEndpoints = defineEndpoints({
  checkAnswer: withParams(post('/homework/:id/check-answer', ZCheckAnswerInput, ZCheckAnswerResult), ZHomeworkIdParams),
  checkChoice: withParams(post('/homework/:id/check-choice', ZCheckChoiceInput, ZCheckAnswerResult), ZHomeworkIdParams),
  answerAttempts: withParams(get('/homework/:id/answer-attempts', ZAnswerAttemptList), ZHomeworkIdParams),
});
