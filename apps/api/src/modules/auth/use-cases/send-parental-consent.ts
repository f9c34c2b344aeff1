import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import { buildParentalConsentMail } from '../../mail/mail.templates';
import type { TAuthContext } from '../auth.context';

/**
 * The parental-consent mail job: a fresh link to the parent of a pupil still waiting (the job's data holds no secret;
 * the earlier link stops working). Nothing is sent once the consent is given.
 */
export async function sendParentalConsent(ctx: TAuthContext, userId: string) {
  const consents = ctx.parentalConsents;
  const awaiting = await consents.findAwaiting(userId);
  const user = awaiting && (await ctx.users.findById(userId));
  if (!awaiting || !user) return;
  const token = createOpaqueToken();
  if (!(await consents.renewLink(userId, { tokenHash: hashToken(token) }))) return;
  const link = `${ctx.publicUrl}/zgoda-rodzica?token=${token}`;
  await ctx.mailer.send(buildParentalConsentMail(awaiting.parentEmail, user.username, link));
}
