import { errorMessages, type TLoginResponse } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/** POST /auth/login: a session, or a 2FA challenge when 2FA is on. */
export async function login(
  ctx: TAuthContext,
  input: { email: string; password: string },
  request: TRequestContext,
): Promise<TLoginResponse> {
  const { users, tokens, limiter, verifyPassword, startSession } = ctx;
  const attempt = await limiter.checkCredential('login', { ip: request.ip, account: input.email });
  const user = await users.findByEmail(input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    throw AppError.unauthorized(errorMessages.invalidCredentials);
  }
  await attempt.succeeded();
  if (!user.emailConfirmedAt) throw AppError.forbidden(errorMessages.emailNotConfirmed);
  if (user.twoFactorEnabledAt) {
    return { twoFactorRequired: true, challengeToken: await tokens.signChallengeToken(user.id) };
  }
  return startSession(user.id, user.role, request);
}
