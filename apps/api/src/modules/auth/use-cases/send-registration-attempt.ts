import { buildRegistrationAttemptMail } from '../../mail/mail.templates';
import type { TAuthContext } from '../auth.context';

/** Tells the holder of an address that someone tried to register it again. */
export async function sendRegistrationAttempt(ctx: TAuthContext, email: string) {
  const { users, mailer } = ctx;
  const user = await users.findByEmail(email);
  if (!user?.email) return;
  await mailer.send(
    buildRegistrationAttemptMail(
      user.email,
      user.username,
      `${ctx.publicUrl}/login`,
      `${ctx.publicUrl}/forgot-password`,
    ),
  );
}
