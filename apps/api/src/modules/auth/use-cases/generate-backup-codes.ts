import { errorMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/** PUT /auth/generate-backup-codes: new backup codes (the old ones stop working), confirmed with a code. */
export async function generateBackupCodes(ctx: TAuthContext, userId: string, code: string, request: TRequestContext) {
  const { limiter, requireUser, checkSecondFactor, issueBackupCodes } = ctx;
  await limiter.consume('twoFactorConfirm', { ip: request.ip, account: userId });
  const user = await requireUser(userId);
  if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
  if (!(await checkSecondFactor(user, code))) throw AppError.badRequest(errorMessages.invalidTotp);
  return { backupCodes: await issueBackupCodes(user.id) };
}
