import { errorMessages, parentalConsentMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';

/**
 * POST /auth/parental-consent: the parent gives the consent by the mailed link; the account may do everything from
 * its next request. The same link clicked again answers the same (the consent stays given).
 */
export async function confirmParentalConsent(ctx: TAuthContext, token: string) {
  const tokenHash = hashToken(token);
  const confirmed = await ctx.parentalConsents.confirm(tokenHash);
  if (!confirmed && !(await ctx.parentalConsents.findByToken(tokenHash))) {
    throw AppError.badRequest(errorMessages.invalidLink);
  }
  return { message: parentalConsentMessages.confirmed };
}
