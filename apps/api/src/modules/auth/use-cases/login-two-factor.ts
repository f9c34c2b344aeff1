import { errorMessages, userBlockMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/** POST /auth/login-2fa: the second step of a login, with the challenge token and a code. */
export async function loginTwoFactor(
  ctx: TAuthContext,
  input: { challengeToken: string; code: string },
  request: TRequestContext,
) {
  const { users, tokens, limiter, checkSecondFactor, startSession } = ctx;
  const userId = await tokens.verifyChallengeToken(input.challengeToken);
  if (!userId) throw AppError.unauthorized(errorMessages.twoFactorChallengeExpired);
  const attempt = await limiter.checkCredential('loginTwoFactor', { ip: request.ip, account: userId });
  const user = await users.findById(userId);
  if (!user?.twoFactorEnabledAt) throw AppError.unauthorized(errorMessages.twoFactorChallengeExpired);
  if (!(await checkSecondFactor(user, input.code))) throw AppError.unauthorized(errorMessages.invalidTotp);
  await attempt.succeeded();
  if (user.blockedAt) throw AppError.forbidden(userBlockMessages.accountBlocked);
  const session = await startSession(user.id, user.role, request);
  return user.passwordChangeRequired ? { ...session, passwordChangeRequired: true } : session;
}
