import {
  classMessages,
  errorMessages,
  mayNeedParentalConsent,
  parentMessages,
  type TPasswordWithConfirmation,
  type TRegistrationRole,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import { createUsersRepository } from '../../users/users.repository';
import { hashPassword, type TAuthContext, type TRequestContext } from '../auth.context';
import {
  confirmationMailJob,
  mailSingletonKey,
  parentalConsentMailJob,
  registrationAttemptMailJob,
} from '../auth-mail.jobs';
import { createParentalConsentRepository } from '../parental-consent.repository';

const registeredMessage = 'Konto zostało utworzone. Sprawdź skrzynkę e-mail i kliknij link, aby je potwierdzić.';

/** A pupil registering with a class's code is named as they wrote it ("Jakub Nowak"), so the roster lists them by name. */
const displayNameOf = (input: { username: string; classCode?: string; firstName?: string; lastName?: string }) =>
  input.classCode && input.firstName && input.lastName ? `${input.firstName} ${input.lastName}` : input.username;

/**
 * Creates an account and mails its confirmation link. A taken e-mail answers exactly the same,
 * in the same time, and its holder gets a notice instead: who has an account stays private. A
 * taken login (public anyway) is said, and is checked first so that it tells nothing about the e-mail. With a
 * class's code (a pupil's account only) the account takes a seat in the class, or is not created when it is full.
 */
export async function register(
  ctx: TAuthContext,
  input: {
    email: string;
    username: string;
    password: TPasswordWithConfirmation;
    role: TRegistrationRole;
    classCode?: string;
    firstName?: string;
    lastName?: string;
    birthYear?: number;
    parentEmail?: string;
    consentToken?: string;
  },
  request: TRequestContext,
) {
  const { uow, users, limiter, jobs, classSeats } = ctx;
  const classCode = input.classCode || undefined;
  // A live class's code: the class's size bounds what the address registers (class-seats.ts); any other code keeps the
  // usual per-address limit and is refused after it.
  const seatClass = classCode ? await uow.run((tx) => classSeats.findOpenClass(tx, classCode)) : null;
  const { mayMail } = await limiter.consumeMailRequest(seatClass ? 'registerWithClassCode' : 'register', {
    ip: request.ip,
    address: input.email,
  });
  if (classCode && !seatClass) throw AppError.badRequest(classMessages.codeNotFound);
  if (classCode && input.role !== 'USER') throw AppError.forbidden(classMessages.pupilsOnly);
  if (await users.isUsernameTaken(input.username)) throw AppError.badRequest(errorMessages.usernameTaken);
  // A parent registering from the consent link they have just used: the link must have given the consent (checked
  // before the account, so a wrong link answers alike whether the e-mail is taken or not).
  const consentToken = input.role === 'PARENT' ? input.consentToken : undefined;
  const consent = consentToken ? await ctx.parentalConsents.findByToken(hashToken(consentToken)) : undefined;
  if (consentToken && !consent?.confirmedAt) throw AppError.badRequest(parentMessages.codeInvalid);
  // The address the consent link went to is proven by the link: no confirmation mail for it.
  const emailProven = !!consent && consent.parentEmail.toLowerCase() === input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password.password);
  // The account and its mail job commit together: no account is left without its link by a crash.
  await uow.run(async (tx) => {
    const result = await createUsersRepository(tx).insertAccount({
      email: input.email,
      username: input.username,
      displayName: displayNameOf(input),
      passwordHash,
      role: input.role,
      consentAt: new Date(),
      ...(emailProven && { emailConfirmedAt: new Date() }),
      birthYear: input.birthYear ?? null,
    });
    if (result.taken === 'username') throw AppError.badRequest(errorMessages.usernameTaken);
    // A new account always gets its link (once per account); notices to a taken address stop at the limit.
    if (result.user) {
      if (classCode) await classSeats.reserve(tx, classCode, result.user.id);
      // A parent is linked with the child at once (the same use case as POST /parent/children {consentToken}).
      if (consentToken) await ctx.linkChildByConsent(tx, result.user.id, consentToken);
      // Under 16 (by the year) the account waits for the parent: it may practise, nothing more (docs/legal.md). A
      // PARENT never does (the schema refuses a birth year for it).
      if (
        input.role !== 'PARENT' &&
        input.birthYear !== undefined &&
        mayNeedParentalConsent(input.birthYear) &&
        input.parentEmail
      ) {
        await createParentalConsentRepository(tx).request({
          userId: result.user.id,
          parentEmail: input.parentEmail,
          tokenHash: hashToken(createOpaqueToken()),
        });
        await jobs.send(
          parentalConsentMailJob,
          { userId: result.user.id },
          { tx, singletonKey: `consent:${result.user.id}` },
        );
      }
      if (!emailProven) {
        await jobs.send(
          confirmationMailJob,
          { email: input.email },
          { tx, singletonKey: mailSingletonKey(input.email) },
        );
      }
    } else if (mayMail) {
      await jobs.send(
        registrationAttemptMailJob,
        { email: input.email },
        { tx, singletonKey: mailSingletonKey(input.email) },
      );
    }
  });
  return { message: registeredMessage };
}
