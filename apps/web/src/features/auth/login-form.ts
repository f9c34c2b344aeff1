import { validationMessages as m, requiredString, type TLoginRequest, ZLoginRequest } from '@zadania/shared';
import { z } from 'zod';
import './own-password.pl';

/** The sign-in form: one field for the e-mail or the login, and the password. */
export const ZLoginForm = z.object({
  login: requiredString().trim().min(1, m.required).max(254, m.invalidFormat),
  password: requiredString().min(1, m.required).max(128, m.invalidFormat),
});
export type TLoginForm = z.input<typeof ZLoginForm>;

/** What the form sends: with '@' it is an e-mail, else a login (a pupil's account a teacher made has no e-mail). */
export function toLoginRequest(values: TLoginForm): TLoginRequest {
  const login = values.login.trim();
  return login.includes('@')
    ? { email: login, password: values.password }
    : { username: login, password: values.password };
}

/** The request checked by the shared rules, or the message for the login field (an e-mail that is not one). */
export function parseLoginForm(values: TLoginForm) {
  const parsed = ZLoginRequest.safeParse(toLoginRequest(values));
  if (parsed.success) return { request: parsed.data, error: null };
  return { request: null, error: parsed.error.issues[0]?.message ?? m.invalidFormat };
}
