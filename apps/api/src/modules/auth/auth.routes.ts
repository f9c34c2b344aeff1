import {
  ZAuthSession,
  ZBackupCodesResponse,
  ZEmailRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginTwoFactorRequest,
  ZMessageResponse,
  ZRefreshTokenRequest,
  ZRegisterRequest,
  ZSetPasswordRequest,
  ZSetupTwoFactorResponse,
  ZTokenRequest,
  ZTwoFactorConfirmRequest,
  ZVerifyTwoFactorSetupRequest,
} from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeOptions } from '../../lib/routes/route-options';
import type { TRequestContext } from './auth.service';

const tags = ['Auth'];
const errors = errorResponses(400, 401, 403, 429);

export const requestContext = (request: FastifyRequest): TRequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  const { signedIn, publicRoute } = routeOptions(app, { tags, errors });

  app.post(
    '/register',
    publicRoute({
      summary: 'Create a USER or TEACHER account; sends the confirmation link by e-mail',
      description:
        "A taken e-mail answers exactly like a new account (201) and its holder gets a notice by e-mail instead. A taken login, or one that looks like it (adm1n for admin), answers 400. At most 10 an hour per IP (429); past 5 an hour per address no more e-mails are sent. With `classCode`, a live class's join code (a pupil's account only, else 403): the account takes a seat in the class, counted against its size (409 when full, and no account is made) instead of the per-IP limit (300 an hour, for a school lab), and joins on confirming the e-mail (admitted then when the class admits automatically, else waiting for the teacher); an unknown or archived code answers 400 'Nie znaleziono klasy o tym kodzie. Sprawdź kod u nauczyciela.' after the usual limit.",
      body: ZRegisterRequest,
      response: { 201: ZMessageResponse },
      errors: errorResponses(400, 403, 409, 429),
    }),
    async (request, reply) => reply.status(201).send(await service.register(request.body, requestContext(request))),
  );

  app.post(
    '/confirm-email',
    publicRoute({
      summary: 'Confirm the e-mail address with the single-use token from the link',
      body: ZTokenRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.confirmEmail(request.body.token),
  );

  app.post(
    '/resend-email-confirmation-email',
    publicRoute({
      summary: 'Send a new confirmation link; answers the same whether or not the account exists',
      description:
        'At most 10 an hour per IP (429); past 3 an hour per address the answer stays the same and no e-mail is sent.',
      body: ZEmailRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.resendConfirmation(request.body.email, requestContext(request)),
  );

  app.post(
    '/login',
    publicRoute({
      summary: 'Sign in; returns a session, or a challenge when two-factor authentication is on',
      description:
        'Wrong passwords are limited per IP (30 in 15 minutes) and per account and IP (10): 429. Past 10 wrong passwords on an account from any IPs, every attempt on it waits (250 ms, doubling, at most 2 s); it is never refused, so a right password from another address still signs in.',
      body: ZLoginRequest,
      response: { 200: ZLoginResponse },
    }),
    async (request) => service.login(request.body, requestContext(request)),
  );

  app.post(
    '/login-2fa',
    publicRoute({
      summary: 'Complete a two-factor login with a TOTP code or a backup code',
      description:
        'Wrong codes are limited per IP (30 in 15 minutes) and per account and IP (5): 429. Past 5 wrong codes on an account from any IPs, every attempt on it waits (250 ms, doubling, at most 2 s).',
      body: ZLoginTwoFactorRequest,
      response: { 200: ZAuthSession },
    }),
    async (request) => service.loginTwoFactor(request.body, requestContext(request)),
  );

  app.post(
    '/refresh-token',
    publicRoute({
      summary: 'Exchange a refresh token for a new session token pair (rotation; replay revokes the session)',
      description:
        'A token used less than authLimits.refreshTokenReuseGraceSeconds (30 s) ago gets the same new pair again while that new refresh token is unused (two tabs, a retried request); any other reuse of a used token revokes the whole session.',
      body: ZRefreshTokenRequest,
      response: { 200: ZAuthSession },
    }),
    async (request) => service.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    signedIn({
      summary: 'End the current session',
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.logout(request.viewer!),
  );

  app.post(
    '/forgot-password',
    publicRoute({
      summary: 'Send a single-use link (valid one hour) to set a new password',
      description:
        'Answers the same whether or not the address has an account. At most 10 an hour per IP (429); past 3 an hour per address the answer stays the same and no e-mail is sent.',
      body: ZEmailRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.forgotPassword(request.body.email, requestContext(request)),
  );

  app.post(
    '/set-password',
    publicRoute({
      summary: 'Set a new password with the token from the reset link; ends every session',
      body: ZSetPasswordRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.setPassword(request.body),
  );

  app.post(
    '/setup-2fa',
    signedIn({
      summary: 'Start two-factor setup: a new TOTP secret, its otpauth URI and a QR code',
      response: { 200: ZSetupTwoFactorResponse },
    }),
    async (request) => service.setupTwoFactor(request.viewer!.id),
  );

  app.post(
    '/verify-2fa-setup',
    signedIn({
      summary:
        'Enable two-factor authentication with a code from the app and the current password; ends every other session and returns 10 backup codes',
      body: ZVerifyTwoFactorSetupRequest,
      response: { 200: ZBackupCodesResponse },
    }),
    async (request) => service.verifyTwoFactorSetup(request.viewer!, request.body, requestContext(request)),
  );

  app.put(
    '/disable-2fa',
    signedIn({
      summary: 'Disable two-factor authentication, confirmed with a current code or a backup code',
      body: ZTwoFactorConfirmRequest,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.disableTwoFactor(request.viewer!.id, request.body.token, requestContext(request)),
  );

  app.put(
    '/generate-backup-codes',
    signedIn({
      summary: 'Replace the backup codes with 10 new single-use codes (stored hashed)',
      body: ZTwoFactorConfirmRequest,
      response: { 200: ZBackupCodesResponse },
    }),
    async (request) => service.generateBackupCodes(request.viewer!.id, request.body.token, requestContext(request)),
  );
};
