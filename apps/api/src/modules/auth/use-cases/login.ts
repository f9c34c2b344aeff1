import {
  errorMessages,
  managedPupilLimits,
  managedPupilMessages,
  type TLoginResponse,
  userBlockMessages,
} from '@zadania/shared';
import type { TUserRow } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/**
 * Whether the account's password is a login card's one-time password issued more than `loginCardDays` ago (issue
 * 72): login refuses it. A card of no known date (none after migration 0065) counts as expired.
 */
export function loginCardExpired(
  user: Pick<TUserRow, 'passwordChangeRequired' | 'loginCardIssuedAt'>,
  now = new Date(),
): boolean {
  if (!user.passwordChangeRequired) return false;
  if (!user.loginCardIssuedAt) return true;
  return now.getTime() - user.loginCardIssuedAt.getTime() > managedPupilLimits.loginCardDays * 24 * 3600_000;
}

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
    throw AppError.unauthorized(input.email ? errorMessages.invalidCredentials : errorMessages.invalidLoginCredentials);
  }
  await attempt.succeeded();
  // An ADMIN's block (issue 72): the right password opens nothing.
  if (user.blockedAt) throw AppError.forbidden(userBlockMessages.accountBlocked);
  // A login card's one-time password signs in for a fortnight (issue 72), then the teacher prints a new card.
  if (loginCardExpired(user)) throw AppError.unauthorized(managedPupilMessages.loginCardExpired);
  if (user.email && !user.emailConfirmedAt) throw AppError.forbidden(errorMessages.emailNotConfirmed);
  if (user.twoFactorEnabledAt) {
    return { twoFactorRequired: true, challengeToken: await tokens.signChallengeToken(user.id) };
  }
  const session = await startSession(user.id, user.role, request);
  return user.passwordChangeRequired ? { ...session, passwordChangeRequired: true } : session;
}
