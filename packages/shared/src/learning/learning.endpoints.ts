import { defineEndpoints } from '../api/endpoint';
import { get } from '../api/routes';
import { ZLearningAttemptPage, ZLearningAttemptsQuery, ZMasteryList } from './learning.schemas';

/** The learner's loop (issue 36): what the student answered, and what the platform learned from it. */
export const learningEndpoints = defineEndpoints({
  attempts: get('/learn/attempts', ZLearningAttemptsQuery, ZLearningAttemptPage),
  mastery: get('/learn/mastery', ZMasteryList),
});
