import { errorMessages, type TLoginResponse } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/**
 * POST /auth/login: a session, or a 2FA challenge when 2FA is on. By e-mail, or by login (a pupil's account a teacher
 * made has no e-mail, so nothing to confirm); wrong passwords are limited per the e-mail or login typed.
 */
export async function login(
  ctx: TAuthContext,
  input: { email?: string; username?: string; password: string },
  request: TRequestContext,
): Promise<TLoginResponse> {
  const { users, tokens, limiter, verifyPassword, startSession } = ctx;
  const username = input.username?.normalize('NFKC').toLowerCase();
  const account = input.email ?? `login:${username ?? ''}`;
  const attempt = await limiter.checkCredential('login', { ip: request.ip, account });
  const user = input.email
    ? await users.findByEmail(input.email)
    : username
      ? await users.findByUsername(username)
      : undefined;
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw AppError.unauthorized(errorMessages.invalidCredentials);
  }
  await attempt.succeeded();
  if (user.email && !user.emailConfirmedAt) throw AppError.forbidden(errorMessages.emailNotConfirmed);
  if (user.twoFactorEnabledAt) {
    return { twoFactorRequired: true, challengeToken: await tokens.signChallengeToken(user.id) };
  }
  const session = await startSession(user.id, user.role, request);
  return user.passwordChangeRequired ? { ...session, passwordChangeRequired: true } : session;
}
