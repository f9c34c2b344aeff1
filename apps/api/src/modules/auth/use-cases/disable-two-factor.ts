import { errorMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAuthContext, TRequestContext } from '../auth.context';

/** PUT /auth/disable-2fa: confirmed with a current code or a backup code; the backup codes go too. */
export async function disableTwoFactor(ctx: TAuthContext, userId: string, code: string, request: TRequestContext) {
  const { users, auth, limiter, requireUser, checkSecondFactor } = ctx;
  await limiter.consume('twoFactorConfirm', { ip: request.ip, account: userId });
  const user = await requireUser(userId);
  if (!user.twoFactorEnabledAt) throw AppError.badRequest(errorMessages.twoFactorNotEnabled);
  if (!(await checkSecondFactor(user, code))) throw AppError.badRequest(errorMessages.invalidTotp);
  await users.update(user.id, {
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastTimeStep: null,
  });
  await auth.replaceBackupCodes(user.id, []);
  return { message: 'Weryfikacja dwuetapowa została wyłączona.' };
}
