import { parentMessages } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * What a PARENT account may change (docs/parents.md): its own account and sign-in, its links to children and what
 * they allow (consent, the weekly letter, purchase requests), payments for a child (checkout, a booking's checkout,
 * cancelling or paying an open payment), notifications read, a word to the service, and a report of abuse. Nothing
 * a pupil or a teacher does: no answers, no chat, no class codes, no publishing, no tutoring offers, no reviews — so
 * a parent can never act as the child or beside them. Reading (GET) is never gated here.
 */
const parentPaths: RegExp[] = [
  /^\/auth\//,
  /^\/parent(\/|$)/,
  /^\/parent-letter\//,
  /^\/payment\/(checkout|:id\/(cancel|demo))$/,
  /^\/tutoring\/bookings\/:id\/checkout$/,
  /^\/notification\//,
  /^\/feedback$/,
  /^\/report$/,
  /^\/user\/(change-password|personal-data|company|me\/email|:id)$/,
  /^\/user\/(send-phone-number-confirmation-code|confirm-phone-number)$/,
  /^\/user\/payment-method(\/:id)?$/,
];

/** Whether a signed-in route changes something a PARENT account may not change. */
export const closedToParents = (method: string, path: string) =>
  method !== 'GET' && method !== 'HEAD' && !parentPaths.some((pattern) => pattern.test(path));

/** onRequest hook after `app.authenticate`: 403 for a PARENT on a route of pupils and teachers. */
export const refuseParents = async (request: FastifyRequest) => {
  if (request.viewer?.role === 'PARENT') throw AppError.forbidden(parentMessages.parentOnly);
};
