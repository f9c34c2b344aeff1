import { z } from 'zod';
import { validationMessages as m } from './messages';
import { isValidNip, isValidPolishIban, normalizeBankAccount, normalizeNip } from './polish-identifiers';

/** A required string: a missing or non-string value gives 'Wymagane pole'. */
export const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required : m.invalidFormat) });

export const ZEmail = requiredString()
  .trim()
  .min(1, m.required)
  .max(254, m.invalidFormat)
  .pipe(z.email(m.invalidFormat))
  .transform((email) => email.toLowerCase());

/** The password the signed-in person types again to confirm a sensitive action (any stored password). */
export const ZCurrentPassword = requiredString().min(1, m.required).max(128, m.invalidFormat);

export const ZPassword = requiredString().min(1, m.required).min(8, m.passwordMin).max(32, m.passwordMax);

export const ZPasswordWithConfirmation = z
  .object(
    {
      password: ZPassword,
      confirmPassword: requiredString().min(1, m.required),
    },
    { error: m.required },
  )
  .refine((value) => value.password === value.confirmPassword, {
    message: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type TPasswordWithConfirmation = z.infer<typeof ZPasswordWithConfirmation>;

/**
 * The letters and digits of a login (docs/product-spec.md section 5): ASCII letters and digits plus the Polish letters.
 * Other scripts are refused, so a login cannot borrow a look-alike letter (Cyrillic 'а' for 'a').
 */
const usernamePattern = /^[a-zA-Z0-9ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]+$/;

/**
 * Login: 2–24 letters and digits, stored trimmed and NFKC-normalised, so full-width or mathematical
 * letters become plain ones and a Polish letter typed as a letter plus a combining mark becomes one
 * character. Logins that only look alike ('admin', 'adm1n', 'admln') are refused by the database
 * (`username_skeleton`, apps/api).
 */
export const ZUsername = requiredString()
  .trim()
  .normalize('NFKC')
  .min(1, m.required)
  .min(2, m.usernameMin)
  .max(24, m.usernameMax)
  .regex(usernamePattern, m.username);

/**
 * Characters no one-line text may hold: C0 and C1 control characters, DEL, the non-characters U+FFFE and
 * U+FFFF and lone surrogates (XML 1.0 forbids most of them, and a company name goes into the KSeF FA(3) XML),
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which show a title
 * reversed or hide what follows it (Trojan Source).
 */
const controlCharacters = /[\p{Cc}\p{Cs}\ufffe\uffff\u202a-\u202e\u2066-\u2069]/u;
export const hasNoControlCharacters = (value: string) => !controlCharacters.test(value);

export const ZName = requiredString()
  .trim()
  .min(2, m.nameMin)
  .max(64, m.nameMax)
  .refine(hasNoControlCharacters, m.controlCharacters);
export const ZLongText = requiredString()
  .trim()
  .min(2, m.nameMin)
  .max(256, m.longTextMax)
  .refine(hasNoControlCharacters, m.controlCharacters);
export const ZNoSpaces = requiredString().regex(/^\S*$/, m.noSpaces);

export const ZConsent = z.literal(true, { error: m.consent });

export const ZPhoneNumber = requiredString().regex(/^\d{9}$/, m.phone);
export const ZPostalCode = requiredString().regex(/^\d{2}-\d{3}$/, m.postalCode);
/** A tax id: 'PL' and ten digits with a right check digit; spaces and dashes are dropped. */
export const ZNip = requiredString()
  .trim()
  .min(1, m.required)
  .transform(normalizeNip)
  .pipe(z.string().refine(isValidNip, m.nip));
/** A bank account: spaces removed, 'PL' and 26 digits that pass the IBAN check (mod 97). */
export const ZBankAccount = requiredString()
  .trim()
  .min(1, m.required)
  .transform(normalizeBankAccount)
  .pipe(z.string().refine(isValidPolishIban, m.bankAccount));
export const ZPrice = z.number({ error: m.number }).min(2, m.priceMin);

/** A six-digit TOTP code or a backup code (letters and digits, dashes ignored). */
export const ZTwoFactorCode = requiredString()
  .trim()
  .min(1, m.required)
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^(\d{6}|[A-Z0-9]{10})$/, m.invalidFormat));

export const ZTotpCode = requiredString()
  .trim()
  .min(1, m.required)
  .regex(/^\d{6}$/, m.totpCode);
