import type { TAuthContext, TRequestContext } from '../auth.context';
import { confirmationMailJob, mailSingletonKey } from '../auth-mail.jobs';

/** Answers the same, in the same time, whether or not the address waits for confirmation. */
export async function resendConfirmation(ctx: TAuthContext, email: string, request: TRequestContext) {
  const { limiter, jobs } = ctx;
  const { mayMail } = await limiter.consumeMailRequest('resendConfirmation', { ip: request.ip, address: email });
  if (mayMail) {
    await jobs.send(confirmationMailJob, { email }, { singletonKey: mailSingletonKey(email) });
  }
  return { message: 'Wysłano! Jeśli konto czeka na potwierdzenie, w skrzynce znajdziesz nowy link.' };
}
