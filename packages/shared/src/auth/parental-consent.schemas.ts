import { z } from 'zod';
import { ZEmail } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';

/**
 * The age of digital consent in Poland (RODO art. 8 with the Polish law: 16). A pupil younger than that may use the
 * service fully only once a parent or guardian has confirmed the consent by the link mailed to them.
 */
export const parentalConsentAge = 16;

/** The youngest age the registration accepts (a first-grader with a parent beside them). */
const youngestAge = 6;

export const parentalConsentMessages = {
  birthYear: 'Podaj rok urodzenia (cztery cyfry, np. 2012).',
  parentEmailRequired: 'Osoba poniżej 16 lat potrzebuje zgody rodzica: podaj e-mail rodzica lub opiekuna.',
  parentEmailOwn: 'Podaj e-mail rodzica lub opiekuna, nie swój.',
  awaiting:
    'Ta funkcja będzie dostępna, gdy rodzic lub opiekun potwierdzi zgodę. Do tego czasu możesz ćwiczyć i rozwiązywać zadania.',
  notAwaiting: 'To konto nie czeka na zgodę rodzica.',
  confirmed: 'Dziękujemy. Zgoda została zapisana: konto dziecka jest w pełni aktywne.',
  resent: 'Wysłaliśmy prośbę o zgodę na adres rodzica lub opiekuna.',
} as const;

/**
 * Whether a person born in `birthYear` may be under 16 now. Only the year is known, so a pupil who turns 16 this year
 * counts as under 16 until the parent confirms: the safe side of the law.
 */
export const mayNeedParentalConsent = (birthYear: number, now = new Date()) =>
  now.getUTCFullYear() - birthYear <= parentalConsentAge;

const currentYear = () => new Date().getUTCFullYear();

export const ZBirthYear = z
  .number({ error: parentalConsentMessages.birthYear })
  .int(parentalConsentMessages.birthYear)
  .min(1900, parentalConsentMessages.birthYear)
  .refine((year) => year <= currentYear() - youngestAge, parentalConsentMessages.birthYear)
  .describe('The year of birth; under 16 (by the year) a parent confirms the consent');

export const ZParentEmail = ZEmail.describe("A parent's or guardian's e-mail: required when the pupil is under 16");

/** GET /auth/parental-consent?token=: what the parent's link is about. */
export const ZParentalConsentQuery = z.object({ token: z.string().min(1, m.required).max(200, m.invalidFormat) });

export const ZParentalConsentView = z.object({
  username: z.string().describe("The child's login"),
  birthYear: z.number().int().nullable(),
  confirmed: z.boolean().describe('Whether the consent has already been given'),
});
export type TParentalConsentView = z.infer<typeof ZParentalConsentView>;

/** POST /auth/parental-consent/resend: the pupil sends the request again, to the same or a corrected address. */
export const ZParentalConsentResend = z.object({ parentEmail: ZParentEmail });
export type TParentalConsentResend = z.infer<typeof ZParentalConsentResend>;

/** Part of GET /user/me: the consent a pupil under 16 is waiting for; null when none is awaited. */
export const ZAwaitingParentalConsent = z
  .object({ parentEmail: z.string() })
  .nullable()
  .describe("Set while a pupil under 16 waits for a parent's consent: until then the account may only practise");
