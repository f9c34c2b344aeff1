import { parentalConsentMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import type { TAuthViewer } from '../../../plugins/auth';
import type { TAuthContext, TRequestContext } from '../auth.context';
import { parentalConsentMailJob } from '../auth-mail.jobs';
import { createParentalConsentRepository } from '../parental-consent.repository';

/**
 * POST /auth/parental-consent/resend: a pupil still waiting sends the request again, to the same or a corrected
 * address (not their own). Counted like other mails to an address; the earlier link stops working.
 */
export async function resendParentalConsent(
  ctx: TAuthContext,
  viewer: TAuthViewer,
  input: { parentEmail: string },
  request: TRequestContext,
) {
  const user = await ctx.requireUser(viewer.id);
  if (!(await ctx.parentalConsents.findAwaiting(viewer.id))) {
    throw AppError.badRequest(parentalConsentMessages.notAwaiting);
  }
  if (user.email && user.email === input.parentEmail) throw AppError.badRequest(parentalConsentMessages.parentEmailOwn);
  await ctx.limiter.consume('parentalConsent', { ip: request.ip, account: viewer.id });
  // The address changes now (the link is renewed again when the mail goes): an old link to a wrong address is dead.
  await ctx.uow.run(async (tx) => {
    await createParentalConsentRepository(tx).renewLink(viewer.id, {
      tokenHash: hashToken(createOpaqueToken()),
      parentEmail: input.parentEmail,
    });
    await ctx.jobs.send(parentalConsentMailJob, { userId: viewer.id }, { tx, singletonKey: `consent:${viewer.id}` });
  });
  return { message: parentalConsentMessages.resent };
}
