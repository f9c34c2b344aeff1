import { addEmailMessages, errorMessages } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { hashToken } from '../../../lib/secrets';
import type { TAuthContext } from '../auth.context';

/**
 * POST /auth/confirm-email: the link of the confirmation mail; a class joined at registration admits the pupil. A link
 * that adds an address (a pupil's account without e-mail, add-email.ts) sets it now, while the account still has none
 * and nobody else took the address meanwhile.
 */
export async function confirmEmail(ctx: TAuthContext, token: string) {
  const { users, auth, uow, classSeats } = ctx;
  const confirmation = await auth.consumeConfirmation(hashToken(token));
  if (!confirmation) throw AppError.badRequest(errorMessages.invalidLink);
  const { userId, email } = confirmation;
  if (email) {
    const user = await users.findById(userId);
    if (!user || user.email) throw AppError.badRequest(errorMessages.invalidLink);
    try {
      await users.update(userId, { email, emailConfirmedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw new AppError(409, addEmailMessages.taken);
      throw error;
    }
    return { message: 'Potwierdzono!' };
  }
  await users.update(userId, { emailConfirmedAt: new Date() });
  // A seat taken by registering with a class's code: in a class that admits automatically, the pupil is in now.
  await uow.run((tx) => classSeats.admitConfirmed(tx, userId));
  return { message: 'Potwierdzono!' };
}
