import { errorMessages, type TRole, ZErrorResponse } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles a route admits at its door (`route.signedIn(endpoint, { door })`); every other role is answered 403. */
    roles?: readonly TRole[];
  }
}

/** Who passes a route's door besides being signed in, and what everybody else is told (403). */
export type TRoleDoor = { roles: readonly TRole[]; refusal?: string };

/** The common doors: ADMIN only, TEACHER only, and those who author content (TEACHER or ADMIN). */
export const adminDoor: TRoleDoor = { roles: ['ADMIN'] };
export const teacherDoor = (refusal?: string): TRoleDoor => ({ roles: ['TEACHER'], refusal });
export const authorDoor = (refusal?: string): TRoleDoor => ({ roles: ['TEACHER', 'ADMIN'], refusal });

/**
 * An onRequest hook after `authenticate`: 403 unless the viewer has one of the roles. It runs before the body is
 * read and validated, so a refused caller gets 403 whatever it sent, and learns nothing of what exists.
 */
export const requireRole =
  ({ roles, refusal = errorMessages.forbidden }: TRoleDoor) =>
  async (request: FastifyRequest) => {
    if (!request.viewer || !roles.includes(request.viewer.role)) throw AppError.forbidden(refusal);
  };

/** The OpenAPI security of a route for signed-in viewers: a Bearer access token (see plugins/openapi.ts). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The documented error answers of a route: `{ [status]: ZErrorResponse }` for each status given. */
export const errorResponses = <const TStatuses extends readonly number[]>(...statuses: TStatuses) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as {
    [S in TStatuses[number]]: typeof ZErrorResponse;
  };

/** What most signed-in routes may answer besides success: invalid input, not signed in, refused, not found. */
export const usualErrors = errorResponses(400, 401, 403, 404);
