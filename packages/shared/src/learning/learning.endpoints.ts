import { defineEndpoints } from '../api/endpoint';
import { get } from '../api/routes';
import { ZLearningAttemptPage, ZLearningAttemptsQuery } from './learning.schemas';

/** The learner's loop (issue 36): what the student answered. */
export const learningEndpoints = defineEndpoints({
  attempts: get('/learn/attempts', ZLearningAttemptsQuery, ZLearningAttemptPage),
});
