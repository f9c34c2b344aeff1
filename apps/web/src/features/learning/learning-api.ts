import {
  learningEndpoints,
  type TLearningLevel,
  type TLearningProfileInput,
  type TStartSessionInput,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The learner's loop (issue 36): what to do next, the mastery map and practice sessions (all signed in). */
export const learningApi = {
  next: (signal?: AbortSignal) => callEndpoint(learningEndpoints.next, { signal, errorToast: false }),
  mastery: (signal?: AbortSignal) => callEndpoint(learningEndpoints.mastery, { signal, errorToast: false }),
  studentProgress: (studentId: string, signal?: AbortSignal) =>
    callEndpoint(learningEndpoints.studentProgress, { params: { id: studentId }, signal, errorToast: false }),
  /** The page shows why a session cannot start (nothing to practise), so no toast. */
  startSession: (body: TStartSessionInput) => callEndpoint(learningEndpoints.startSession, { body, errorToast: false }),
  session: (id: string, signal?: AbortSignal) =>
    callEndpoint(learningEndpoints.session, { params: { id }, signal, errorToast: false }),
  level: (signal?: AbortSignal) => callEndpoint(learningEndpoints.level, { signal, errorToast: false }),
  /** The control shows why the level was not saved, so no toast. */
  setLevel: (level: TLearningLevel) => callEndpoint(learningEndpoints.setLevel, { body: { level }, errorToast: false }),
  profile: (signal?: AbortSignal) => callEndpoint(learningEndpoints.profile, { signal, errorToast: false }),
  /** The form shows why the profile was not saved, so no toast. */
  setProfile: (body: TLearningProfileInput) => callEndpoint(learningEndpoints.setProfile, { body, errorToast: false }),
  skipProfile: () => callEndpoint(learningEndpoints.skipProfile, { body: {}, errorToast: false }),
  startDiagnostic: () => callEndpoint(learningEndpoints.startDiagnostic, { body: {}, errorToast: false }),
  answer: (id: string, position: number, answer: string, timeTakenMs?: number) =>
    callEndpoint(learningEndpoints.answerSession, {
      params: { id },
      body: { position, answer, timeTakenMs },
      errorToast: false,
    }),
};

export const learningKeys = {
  next: ['learn', 'next'] as const,
  mastery: ['learn', 'mastery'] as const,
  level: ['learn', 'level'] as const,
  profile: ['learn', 'profile'] as const,
  session: (id: string) => ['learn', 'session', id] as const,
  student: (studentId: string) => ['learn', 'student', studentId] as const,
};
