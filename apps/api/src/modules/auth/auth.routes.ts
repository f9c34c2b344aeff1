import { authEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { requestContext } from '../../lib/routes/request-context';
import { errorResponses } from '../../lib/routes/route-options';

const tags = ['Auth'];
const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  const route = endpointRoutes(app, { tags, errors });

  route.publicRoute(
    authEndpoints.register,
    {
      summary: 'Create a USER, TEACHER or PARENT account; sends the confirmation link by e-mail',
      description:
        "A taken e-mail answers exactly like a new account (201) and its holder gets a notice by e-mail instead. A taken login, or one that looks like it (adm1n for admin), answers 400. At most 10 an hour per IP (429); past 5 an hour per address no more e-mails are sent. With `classCode`, a live class's join code (a pupil's account only, else 403): the account takes a seat in the class, named by `firstName` and `lastName` (each required with the code, 1–40 characters: 400 'Podaj imię: nauczyciel zobaczy je na liście klasy.' / 'Podaj nazwisko: nauczyciel zobaczy je na liście klasy.'; the display name is 'Imię Nazwisko' instead of the login), counted against its size (409 when full, and no account is made) instead of the per-IP limit (300 an hour, for a school lab), and joins on confirming the e-mail (admitted then when the class admits automatically, else waiting for the teacher); an unknown or archived code answers 400 'Nie znaleziono klasy o tym kodzie. Sprawdź kod u nauczyciela.' after the usual limit. A PARENT gives no birth year and no class code (400 'Konto rodzica lub opiekuna nie podaje roku urodzenia ani kodu klasy.') and needs no consent; with `consentToken` (the consent link just used) the account is linked with that child at once (400 'Ten kod jest nieprawidłowy lub wygasł. Poproś dziecko o nowy kod.' unless the consent is given; 409 when the child has two parents already), and an e-mail that is the one the link went to counts as confirmed (no confirmation mail).",
      status: 201,
      errors: errorResponses(400, 403, 409, 429),
    },
    async (request) => service.register(request.body, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.confirmEmail,
    {
      summary: 'Confirm the e-mail address with the single-use token from the link',
    },
    async (request) => service.confirmEmail(request.body.token),
  );

  route.publicRoute(
    authEndpoints.resendConfirmation,
    {
      summary: 'Send a new confirmation link; answers the same whether or not the account exists',
      description:
        'At most 10 an hour per IP (429); past 3 an hour per address the answer stays the same and no e-mail is sent.',
    },
    async (request) => service.resendConfirmation(request.body.email, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.login,
    {
      summary: 'Sign in; returns a session, or a challenge when two-factor authentication is on',
      description:
        'Wrong passwords are limited per IP (30 in 15 minutes) and per account and IP (10): 429. Past 10 wrong passwords on an account from any IPs, every attempt on it waits (250 ms, doubling, at most 2 s); it is never refused, so a right password from another address still signs in.',
    },
    async (request) => service.login(request.body, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.loginTwoFactor,
    {
      summary: 'Complete a two-factor login with a TOTP code or a backup code',
      description:
        'Wrong codes are limited per IP (30 in 15 minutes) and per account and IP (5): 429. Past 5 wrong codes on an account from any IPs, every attempt on it waits (250 ms, doubling, at most 2 s).',
    },
    async (request) => service.loginTwoFactor(request.body, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.refreshToken,
    {
      summary: 'Exchange a refresh token for a new session token pair (rotation; replay revokes the session)',
      description:
        'A token used less than authLimits.refreshTokenReuseGraceSeconds (30 s) ago gets the same new pair again while that new refresh token is unused (two tabs, a retried request); any other reuse of a used token revokes the whole session.',
    },
    async (request) => service.refresh(request.body.refreshToken),
  );

  route.signedIn(
    authEndpoints.logout,
    {
      summary: 'End the current session',
    },
    async (request) => service.logout(request.viewer),
  );

  route.publicRoute(
    authEndpoints.forgotPassword,
    {
      summary: 'Send a single-use link (valid one hour) to set a new password',
      description:
        'Answers the same whether or not the address has an account. At most 10 an hour per IP (429); past 3 an hour per address the answer stays the same and no e-mail is sent.',
    },
    async (request) => service.forgotPassword(request.body.email, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.setPassword,
    {
      summary: 'Set a new password with the token from the reset link; ends every session',
    },
    async (request) => service.setPassword(request.body),
  );

  route.signedIn(
    authEndpoints.setupTwoFactor,
    {
      summary: 'Start two-factor setup: a new TOTP secret, its otpauth URI and a QR code',
    },
    async (request) => service.setupTwoFactor(request.viewer.id),
  );

  route.signedIn(
    authEndpoints.verifyTwoFactorSetup,
    {
      summary:
        'Enable two-factor authentication with a code from the app and the current password; ends every other session and returns 10 backup codes',
    },
    async (request) => service.verifyTwoFactorSetup(request.viewer, request.body, requestContext(request)),
  );

  route.signedIn(
    authEndpoints.disableTwoFactor,
    {
      summary: 'Disable two-factor authentication, confirmed with a current code or a backup code',
    },
    async (request) => service.disableTwoFactor(request.viewer.id, request.body.token, requestContext(request)),
  );

  route.signedIn(
    authEndpoints.generateBackupCodes,
    {
      summary: 'Replace the backup codes with 10 new single-use codes (stored hashed)',
    },
    async (request) => service.generateBackupCodes(request.viewer.id, request.body.token, requestContext(request)),
  );

  route.publicRoute(
    authEndpoints.parentalConsent,
    {
      summary: "What a parent's consent link is about: the child's login and birth year, and whether it is given",
      description: "An unknown link answers 400 'Link jest nieprawidłowy, wygasł lub został już użyty.'",
    },
    async (request) => service.getParentalConsent(request.query.token),
  );

  route.publicRoute(
    authEndpoints.confirmParentalConsent,
    {
      summary: "Give a parent's consent for a pupil under 16 by the link mailed to the parent",
      description:
        'From then on the account may do everything (before, only practise: 403 on every other change). A second click of the same link answers the same.',
    },
    async (request) => service.confirmParentalConsent(request.body.token),
  );

  route.signedIn(
    authEndpoints.resendParentalConsent,
    {
      summary: "Send the request for a parent's consent again, to the same or a corrected address",
      description:
        "Only while the consent is awaited (else 400). The parent's address may not be the pupil's own. At most 5 an hour per account (429); the earlier link stops working.",
    },
    async (request) => service.resendParentalConsent(request.viewer, request.body, requestContext(request)),
  );
};
