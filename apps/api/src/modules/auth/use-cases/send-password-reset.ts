import { authLimits } from '@zadania/shared';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import { buildResetPasswordMail } from '../../mail/mail.templates';
import type { TAuthContext } from '../auth.context';

/** The password reset mail job: a set-password link for the account of the address, if there is one. */
export async function sendPasswordReset(ctx: TAuthContext, email: string) {
  const { users, auth, mailer } = ctx;
  const user = await users.findByEmail(email);
  if (!user) return;
  await auth.invalidateEmailTokens(user.id, 'RESET_PASSWORD');
  const token = createOpaqueToken();
  await auth.insertEmailToken({
    userId: user.id,
    kind: 'RESET_PASSWORD',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + authLimits.passwordResetTtlMinutes * 60_000),
  });
  await mailer.send(buildResetPasswordMail(user.email, user.username, `${ctx.publicUrl}/set-password?token=${token}`));
}
