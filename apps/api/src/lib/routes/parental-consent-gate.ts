import { parentalConsentMessages } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * What a pupil under 16 may change before a parent has confirmed the consent (docs/legal.md): their own account and
 * sign-in, practice and its answers (sessions, mock exams, tasks checked, generators, games, courses' quizzes), their
 * classes' work, private notes, lists and files, notifications read, a word to the service, and a report of abuse
 * (a child must be able to report what harms them). Everything that reaches other people or money (chat, reviews,
 * ratings, publishing, requests, tutoring, payments) waits. Reading (GET) is never gated.
 */
const practisePaths: RegExp[] = [
  /^\/auth\//,
  /^\/learn\//,
  /^\/exam\/:id\/mock$/,
  /^\/mock\//,
  /^\/homework\/:id\/(check-answer|check-choice|solution-check)$/,
  /^\/generator\/:id\/(variant|check)$/,
  /^\/game\/:id\/check$/,
  /^\/course\/:id\/join$/,
  /^\/course-node\/:id\/(progress|quiz)$/,
  /^\/assignment\/:id\/answer$/,
  /^\/class\/(join|:id\/leave)$/,
  /^\/note(\/|$)/,
  /^\/favorite(\/|$)/,
  /^\/file(\/|$)/,
  /^\/notification\//,
  /^\/feedback$/,
  /^\/report$/,
  // A child asks for help at any time (issue 72).
  /^\/safeguarding\/help$/,
  /^\/user\/(change-password|personal-data|me\/email)$/,
  /^\/user\/:id$/,
  // A pupil waiting for the consent links the parent (who may then give or see it).
  /^\/user\/me\/(parent-code|parents)/,
];

/** Whether a signed-in route changes something a pupil waiting for the parent's consent may not change yet. */
export const waitsForParentalConsent = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && !practisePaths.some((pattern) => pattern.test(path));

/** onRequest hook after `app.authenticate`: 403 while the viewer's parent has not confirmed the consent. */
export const requireParentalConsent = async (request: FastifyRequest) => {
  if (request.viewer?.awaitingParentalConsent) throw AppError.forbidden(parentalConsentMessages.awaiting);
};
