import { managedPupilMessages } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * What a session opened with a teacher's one-time password (a pupil's login card, classes/managed-pupils.ts) may do
 * before the pupil sets their own password (issue 72): set it, end the session, and read their own account (the web
 * asks GET /user/me to send them to 'Ustaw własne hasło'). Refreshing a session is not a signed-in route. Everything
 * else, reading too, answers 403: a printed card in somebody else's hands opens nothing.
 */
const ownPasswordPaths: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['PUT', /^\/user\/change-password$/],
  ['POST', /^\/auth\/(logout|refresh-token|set-password)$/],
  ['GET', /^\/user\/me$/],
  // "Potrzebuję pomocy" (issue 72): a child is never kept from asking for help.
  ['POST', /^\/safeguarding\/help$/],
];

/** Whether a signed-in route is closed to a session that has not set its own password yet. */
export const needsOwnPassword = (method: string, path: string) =>
  !ownPasswordPaths.some(([allowed, pattern]) => allowed === method && pattern.test(path));

/** onRequest hook after `app.authenticate`: 403 until the viewer has replaced the one-time password. */
export const requireOwnPassword = async (request: FastifyRequest) => {
  if (request.viewer?.passwordChangeRequired) throw AppError.forbidden(managedPupilMessages.ownPasswordFirst);
};
