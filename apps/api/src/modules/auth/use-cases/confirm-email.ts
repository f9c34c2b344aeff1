import { errorMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';

/** POST /auth/confirm-email: the link of the confirmation mail. */
export async function confirmEmail(ctx: TAuthContext, token: string) {
  const { users, auth } = ctx;
  const userId = await auth.consumeEmailToken('CONFIRM_EMAIL', hashToken(token));
  if (!userId) throw AppError.badRequest(errorMessages.invalidLink);
  await users.update(userId, { emailConfirmedAt: new Date() });
  return { message: 'Potwierdzono!' };
}
