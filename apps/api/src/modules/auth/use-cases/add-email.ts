import { addEmailMessages, authLimits } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import { buildConfirmEmailMail } from '../../mail/mail.templates';
import type { TAuthContext, TRequestContext } from '../auth.context';

/**
 * POST /user/me/email: an account without e-mail (a pupil's, made by a teacher) adds one. The usual confirmation mail
 * goes to the address; following its link sets it (confirm-email.ts). An account that has an address, or an address
 * another account uses: 409. Earlier links of the account stop working.
 */
export async function addEmail(ctx: TAuthContext, viewer: { id: string }, email: string, request: TRequestContext) {
  const { users, auth, limiter, mailer, requireUser } = ctx;
  await limiter.consume('addEmail', { ip: request.ip, account: viewer.id });
  const user = await requireUser(viewer.id);
  if (user.email) throw new AppError(409, addEmailMessages.hasEmail);
  if (await users.findByEmail(email)) throw new AppError(409, addEmailMessages.taken);
  await auth.invalidateEmailTokens(user.id, 'CONFIRM_EMAIL');
  const token = createOpaqueToken();
  await auth.insertEmailToken({
    userId: user.id,
    kind: 'CONFIRM_EMAIL',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + authLimits.emailConfirmationTtlHours * 3600_000),
    email,
  });
  // The token is stored (committed) before the mail goes, so the link in it always works.
  await mailer.send(buildConfirmEmailMail(email, user.username, `${ctx.publicUrl}/confirm-email?token=${token}`));
  return { message: addEmailMessages.sent };
}
