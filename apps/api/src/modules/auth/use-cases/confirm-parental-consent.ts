import { errorMessages, parentalConsentMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';

/** A withdrawn consent's link that was sent before the withdrawal. */
export const isDeadAfterWithdrawal = (consent: {
  confirmedAt: Date | null;
  withdrawnAt: Date | null;
  requestedAt: Date;
}) => consent.confirmedAt === null && consent.withdrawnAt !== null && consent.requestedAt <= consent.withdrawnAt;

/**
 * POST /auth/parental-consent: the parent gives the consent by the mailed link; the account may do everything from
 * its next request. The same link clicked again answers the same (the consent stays given).
 */
export async function confirmParentalConsent(ctx: TAuthContext, token: string) {
  const tokenHash = hashToken(token);
  const confirmed = await ctx.parentalConsents.confirm(tokenHash);
  if (!confirmed) {
    const consent = await ctx.parentalConsents.findByToken(tokenHash);
    // A link from before a withdrawal is dead: the consent is given again only by a new link (or a parent's link).
    if (!consent || isDeadAfterWithdrawal(consent)) throw AppError.badRequest(errorMessages.invalidLink);
  }
  return { message: parentalConsentMessages.confirmed };
}
