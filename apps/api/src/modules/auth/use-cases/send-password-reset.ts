import { authLimits } from '@zadania/shared';
import { buildResetPasswordMail } from '../../mail/mail.templates';
import type { TAuthContext } from '../auth.context';

/** The password reset mail job: a set-password link for the account of the address, if there is one. */
export async function sendPasswordReset(ctx: TAuthContext, email: string) {
  const user = await ctx.users.findByEmail(email);
  if (!user?.email) return;
  const token = await ctx.issueEmailToken(user.id, 'RESET_PASSWORD', authLimits.passwordResetTtlMinutes * 60_000);
  await ctx.mailer.send(
    buildResetPasswordMail(user.email, user.username, `${ctx.publicUrl}/set-password?token=${token}`),
  );
}
