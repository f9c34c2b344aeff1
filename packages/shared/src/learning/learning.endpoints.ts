import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { get, post, put } from '../api/routes';
import { ZLearningAttemptPage, ZLearningAttemptsQuery, ZMasteryList, ZStudentProgress } from './learning.schemas';
import { ZLearningLevelInput, ZLearningLevelView } from './learning-level.schemas';
import { ZLearningProfileInput, ZLearningProfileView } from './learning-profile.schemas';
import {
  ZNextList,
  ZPracticeSession,
  ZPracticeSessionParams,
  ZSessionAnswerInput,
  ZSessionAnswerResult,
  ZStartSessionInput,
} from './practice.schemas';

/** The learner's loop (issue 36): what the student answered, what the platform learned, what to do next. */
export const learningEndpoints = defineEndpoints({
  attempts: get('/learn/attempts', ZLearningAttemptsQuery, ZLearningAttemptPage),
  mastery: get('/learn/mastery', ZMasteryList),
  studentProgress: withParams(get('/learn/students/:id', ZStudentProgress), ZPracticeSessionParams),
  next: get('/learn/next', ZNextList),
  startSession: post('/learn/session', ZStartSessionInput, ZPracticeSession),
  session: withParams(get('/learn/session/:id', ZPracticeSession), ZPracticeSessionParams),
  answerSession: withParams(
    post('/learn/session/:id/answer', ZSessionAnswerInput, ZSessionAnswerResult),
    ZPracticeSessionParams,
  ),
  level: get('/learn/level', ZLearningLevelView),
  setLevel: put('/learn/level', ZLearningLevelInput, ZLearningLevelView),
  profile: get('/learn/profile', ZLearningProfileView),
  setProfile: put('/learn/profile', ZLearningProfileInput, ZLearningProfileView),
  skipProfile: post('/learn/profile/skip', ZEmptyBody, ZLearningProfileView),
  startDiagnostic: post('/learn/diagnostic', ZEmptyBody, ZPracticeSession),
});
