import { authLimits } from '@zadania/shared';
import { buildConfirmEmailMail } from '../../mail/mail.templates';
import type { TAuthContext } from '../auth.context';

const sendConfirmation = async (ctx: TAuthContext, user: { id: string; email: string; username: string }) => {
  const token = await ctx.issueEmailToken(user.id, 'CONFIRM_EMAIL', authLimits.emailConfirmationTtlHours * 3600_000);
  const link = `${ctx.publicUrl}/confirm-email?token=${token}`;
  await ctx.mailer.send(buildConfirmEmailMail(user.email, user.username, link));
};

/** The confirmation mail job: a new link for an account still waiting for confirmation. */
export async function sendConfirmationIfPending(ctx: TAuthContext, email: string) {
  const user = await ctx.users.findByEmail(email);
  if (user?.email && !user.emailConfirmedAt) await sendConfirmation(ctx, { ...user, email: user.email });
}
