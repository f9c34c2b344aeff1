import { errorMessages, type TParentalConsentView } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';
import { isDeadAfterWithdrawal } from './confirm-parental-consent';

/** GET /auth/parental-consent?token=: the parent's link tells whose account it is about and whether it is done. */
export async function getParentalConsent(ctx: TAuthContext, token: string): Promise<TParentalConsentView> {
  const consent = await ctx.parentalConsents.findByToken(hashToken(token));
  if (!consent || isDeadAfterWithdrawal(consent)) throw AppError.badRequest(errorMessages.invalidLink);
  return { username: consent.username, birthYear: consent.birthYear, confirmed: consent.confirmedAt !== null };
}
