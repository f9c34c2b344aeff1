import type { TRole } from '@zadania/shared';
import { errorMessages } from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { requirePremium } from '../lib/premium-guard';
import { createTokenSigner, type TTokenSigner } from '../modules/auth/access-token';
import { createAuthRepository } from '../modules/auth/auth.repository';

export type TAuthViewer = {
  id: string;
  role: TRole;
  sessionId: string;
  hasActiveSubscription: boolean;
  /** A pupil under 16 whose parent has not confirmed the consent yet: may only practise (parental-consent-gate.ts). */
  awaitingParentalConsent: boolean;
  /** Signed in with a login card's one-time password not replaced yet: sets their own first (own-password-gate.ts). */
  passwordChangeRequired: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TTokenSigner;
    /** onRequest hook: 401 unless a valid access token of an active session is sent. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook after `authenticate`: 403 'Funkcja Premium' unless ADMIN or with Premium now. */
    requirePremium: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    viewer: TAuthViewer | null;
  }
}

const readBearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** Resolves the viewer of every request from its Bearer token; the session must still be active. */
export const authPlugin = fp<{ jwtSecret: string }>(async (app, options) => {
  const tokens = createTokenSigner(options.jwtSecret);
  const repository = createAuthRepository(app.db);
  app.decorate('tokens', tokens);
  app.decorateRequest('viewer', null);

  app.addHook('onRequest', async (request) => {
    const token = readBearer(request);
    if (!token) return;
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) return;
    const active = await repository.findActiveSession(claims.sessionId, claims.userId);
    if (!active) return;
    request.viewer = {
      id: active.user.id,
      role: active.user.role,
      sessionId: active.sessionId,
      hasActiveSubscription: active.hasActiveSubscription,
      awaitingParentalConsent: active.awaitingParentalConsent,
      passwordChangeRequired: active.user.passwordChangeRequired,
    };
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.viewer) return;
    throw AppError.unauthorized(readBearer(request) ? errorMessages.sessionExpired : errorMessages.unauthorized);
  });
  app.decorate('requirePremium', requirePremium);
});
