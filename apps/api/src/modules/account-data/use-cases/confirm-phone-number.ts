import {
  accountDataLimits as limits,
  accountDataMessages as messages,
  successMessages,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { safeEqual } from '../../../lib/secrets';
import type { TAccountDataContext } from '../account-data.context';
import { createAccountDataRepository } from '../account-data.repository';

/**
 * Confirms the number the last code was sent to. Each try is spent before the code is compared (in
 * constant time), so parallel guesses cannot share one; after 5 wrong tries the code is dead.
 */
export async function confirmPhoneNumber(ctx: TAccountDataContext, viewer: TViewerIn, code: string) {
  const { repository } = ctx;
  const now = new Date();
  const pending = await repository.findPhoneCode(viewer.id);
  if (!pending) throw AppError.badRequest(messages.codeMissing);
  if (pending.attempts >= limits.phoneCodeMaxAttempts) throw AppError.badRequest(messages.codeAttemptsExhausted);
  if (pending.expiresAt <= now) throw AppError.badRequest(messages.codeExpired);

  const attempts = await repository.spendPhoneCodeAttempt(viewer.id, pending.codeHash, limits.phoneCodeMaxAttempts);
  if (attempts === undefined) throw AppError.badRequest(messages.codeAttemptsExhausted);
  if (!safeEqual(ctx.hashPhoneCode(viewer.id, pending.phoneNumber, code), pending.codeHash)) {
    const attemptsLeft = limits.phoneCodeMaxAttempts - attempts;
    throw AppError.badRequest(attemptsLeft > 0 ? messages.codeInvalid(attemptsLeft) : messages.codeAttemptsExhausted);
  }

  await ctx.uow.run(async (tx) => {
    const accountData = createAccountDataRepository(tx);
    // A code used by a parallel request, or replaced by a new one meanwhile, confirms nothing.
    if (!(await accountData.deletePhoneCode(viewer.id, pending.codeHash))) {
      throw AppError.badRequest(messages.codeMissing);
    }
    await accountData.setConfirmedPhone(viewer.id, pending.phoneNumber, now);
  });
  return {
    message: successMessages.confirmed,
    phone: { phoneNumber: pending.phoneNumber, confirmedAt: now.toISOString(), pending: null },
  };
}
