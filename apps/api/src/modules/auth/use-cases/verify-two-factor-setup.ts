import { errorMessages } from '@zadania/shared';
import { verify as verifyTotp } from 'otplib';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/** Enables 2FA, confirmed with the password; every other session of the account ends. */
export async function verifyTwoFactorSetup(
  ctx: TAuthContext,
  viewer: { id: string; sessionId: string },
  input: { token: string; currentPassword: string },
  request: TRequestContext,
) {
  const { users, requireUser, confirmIdentity, endSessions, issueBackupCodes } = ctx;
  const user = await requireUser(viewer.id);
  await confirmIdentity(user, { currentPassword: input.currentPassword }, request);
  if (user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorAlreadyEnabled);
  if (!user.twoFactorPendingSecret) throw AppError.badRequest(errorMessages.twoFactorSetupMissing);
  const result = await verifyTotp({ secret: user.twoFactorPendingSecret, token: input.token, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) throw AppError.badRequest(errorMessages.invalidTotp);
  await users.update(user.id, {
    twoFactorSecret: user.twoFactorPendingSecret,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: new Date(),
    twoFactorLastTimeStep: result.timeStep,
  });
  await endSessions({ userId: user.id, exceptSessionId: viewer.sessionId });
  return { backupCodes: await issueBackupCodes(user.id) };
}
