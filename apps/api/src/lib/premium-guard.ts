import { commerceMessages, errorMessages, isPremium, type TViewer } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * THE server guard of Premium features (lists, hiding and marking tasks, fragments, exercise levels): 401
 * signed out, 403 'Funkcja Premium' unless the viewer is Premium by the one shared rule, `isPremium` (ADMIN
 * or a subscription active now, read with the session). A service calls it on its viewer; a route puts
 * `app.requirePremium` after `app.authenticate` in its onRequest hooks.
 */
export function assertPremium<TViewerOrNull extends TViewer>(
  viewer: TViewerOrNull,
): asserts viewer is NonNullable<TViewerOrNull> {
  if (!viewer) throw AppError.unauthorized(errorMessages.unauthorized);
  if (!isPremium(viewer)) throw AppError.forbidden(commerceMessages.premiumRequired);
}

/** onRequest hook: `onRequest: [app.authenticate, app.requirePremium]`. */
export const requirePremium = async (request: FastifyRequest) => {
  assertPremium(request.viewer);
};
