import { errorMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';

/** POST /auth/confirm-email: the link of the confirmation mail; a class joined at registration admits the pupil. */
export async function confirmEmail(ctx: TAuthContext, token: string) {
  const { users, auth, uow, classSeats } = ctx;
  const userId = await auth.consumeEmailToken('CONFIRM_EMAIL', hashToken(token));
  if (!userId) throw AppError.badRequest(errorMessages.invalidLink);
  await users.update(userId, { emailConfirmedAt: new Date() });
  // A seat taken by registering with a class's code: in a class that admits automatically, the pupil is in now.
  await uow.run((tx) => classSeats.admitConfirmed(tx, userId));
  return { message: 'Potwierdzono!' };
}
