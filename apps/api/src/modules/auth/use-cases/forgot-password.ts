import type { TAuthContext, TRequestContext } from '../auth.context';
import { mailSingletonKey, passwordResetMailJob } from '../auth-mail.jobs';

/** Answers the same, in the same time, whether or not the address has an account. */
export async function forgotPassword(ctx: TAuthContext, email: string, request: TRequestContext) {
  const { limiter, jobs } = ctx;
  const { mayMail } = await limiter.consumeMailRequest('forgotPassword', { ip: request.ip, address: email });
  if (mayMail) await jobs.send(passwordResetMailJob, { email }, { singletonKey: mailSingletonKey(email) });
  return { message: 'Wysłano! Jeśli konto istnieje, w skrzynce znajdziesz link do ustawienia hasła.' };
}
