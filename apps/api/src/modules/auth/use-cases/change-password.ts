import { errorMessages, type TPasswordWithConfirmation } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashPassword, type TAuthContext, type TRequestContext } from '../auth.context';

/**
 * PUT /user/change-password: checked with the current password (a one-time password from a teacher, too); every
 * other session ends.
 */
export async function changePassword(
  ctx: TAuthContext,
  viewer: { id: string; sessionId: string },
  input: { currentPassword: string; newPassword: TPasswordWithConfirmation },
  request: TRequestContext,
) {
  const { users, limiter, requireUser, verifyPassword, endSessions } = ctx;
  await limiter.consume('changePassword', { ip: request.ip, account: viewer.id });
  const user = await requireUser(viewer.id);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.badRequest(errorMessages.wrongCurrentPassword);
  }
  if (input.currentPassword === input.newPassword.password) throw AppError.badRequest(errorMessages.samePassword);
  // An own password ends the one-time one a teacher handed out (classes/managed-pupils.ts).
  await users.update(user.id, {
    passwordHash: await hashPassword(input.newPassword.password),
    passwordChangeRequired: false,
    loginCardIssuedAt: null,
  });
  await endSessions({ userId: user.id, exceptSessionId: viewer.sessionId });
  return { message: 'Hasło zostało zmienione' };
}
