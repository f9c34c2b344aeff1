import { errorMessages, type TPasswordWithConfirmation } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import { hashPassword, type TAuthContext } from '../auth.context';

/** Sets a new password from a reset link; every session ends, and the e-mail counts as confirmed. */
export async function setPassword(ctx: TAuthContext, input: { token: string; password: TPasswordWithConfirmation }) {
  const { users, auth, requireUser, endSessions } = ctx;
  const userId = await auth.consumeEmailToken('RESET_PASSWORD', hashToken(input.token));
  if (!userId) throw AppError.badRequest(errorMessages.invalidLink);
  const user = await requireUser(userId);
  await users.update(userId, {
    passwordHash: await hashPassword(input.password.password),
    emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
    passwordChangeRequired: false,
    loginCardIssuedAt: null,
  });
  await endSessions({ userId });
  return { message: 'Hasło zostało zmienione' };
}
