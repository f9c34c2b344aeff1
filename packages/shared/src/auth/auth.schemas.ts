import { z } from 'zod';
import { classMessages } from '../classes/class-messages';
import { managedPupilMessages } from '../classes/managed-pupil-messages';
import { ZRegistrationRole } from '../enums';
import { parentMessages } from '../parents/parents.schemas';
import {
  hasNoControlCharacters,
  requiredString,
  ZConsent,
  ZCurrentPassword,
  ZEmail,
  ZPasswordWithConfirmation,
  ZTotpCode,
  ZTwoFactorCode,
  ZUsername,
} from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { mayNeedParentalConsent, parentalConsentMessages, ZBirthYear, ZParentEmail } from './parental-consent.schemas';

/** A pupil's first or last name as registration with a class's code asks for it (1–40 characters). */
const ZPersonName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40, classMessages.personNameTooLong)
    .refine(hasNoControlCharacters, m.controlCharacters);

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    username: ZUsername,
    password: ZPasswordWithConfirmation,
    role: ZRegistrationRole.default('USER'),
    consent: ZConsent,
    /** A class's join code (issue 56): the pupil takes a seat in the class and joins on confirming the e-mail. */
    classCode: z.string().trim().max(32, m.invalidFormat).optional(),
    /** Required with `classCode` (issue 70): the class's roster lists the pupil by name, not by login. */
    firstName: ZPersonName(classMessages.firstNameRequired).optional(),
    lastName: ZPersonName(classMessages.lastNameRequired).optional(),
    /** Asked by the web form; under 16 (by the year) the parent's e-mail is required and the account waits for consent. */
    birthYear: ZBirthYear.optional(),
    parentEmail: ZParentEmail.optional(),
    /**
     * role PARENT only (docs/parents.md): the token of the consent link the parent has just used; the new account is
     * linked to that child at once, and its e-mail counts as confirmed when it is the address the link was sent to.
     */
    consentToken: z.string().min(1, m.required).max(200, m.invalidFormat).optional(),
  })
  .superRefine((value, issues) => {
    if (value.role === 'PARENT' && (value.birthYear !== undefined || (value.classCode ?? '') !== '')) {
      issues.addIssue({ code: 'custom', message: parentMessages.parentRegistration, path: ['role'] });
    }
    if (value.classCode !== undefined && value.classCode !== '') {
      if (value.firstName === undefined)
        issues.addIssue({ code: 'custom', message: classMessages.firstNameRequired, path: ['firstName'] });
      if (value.lastName === undefined)
        issues.addIssue({ code: 'custom', message: classMessages.lastNameRequired, path: ['lastName'] });
    }
    if (value.birthYear !== undefined && mayNeedParentalConsent(value.birthYear) && value.parentEmail === undefined) {
      issues.addIssue({ code: 'custom', message: parentalConsentMessages.parentEmailRequired, path: ['parentEmail'] });
    }
    if (value.parentEmail !== undefined && value.parentEmail === value.email) {
      issues.addIssue({ code: 'custom', message: parentalConsentMessages.parentEmailOwn, path: ['parentEmail'] });
    }
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/**
 * Sign-in by e-mail, or by login (a pupil whose account a teacher made has no e-mail): exactly one of them. Neither
 * answers 'Wymagane pole' on the e-mail, as before logins were accepted.
 */
export const ZLoginRequest = z
  .object({
    email: ZEmail.optional(),
    username: requiredString().trim().min(1, m.required).max(64, m.invalidFormat).optional(),
    password: requiredString().min(1, m.required).max(128, m.invalidFormat),
  })
  .refine((value) => value.email === undefined || value.username === undefined, {
    message: managedPupilMessages.loginEmailOrUsername,
    path: ['username'],
  })
  .refine((value) => value.email !== undefined || value.username !== undefined, {
    message: m.required,
    path: ['email'],
    when: (payload) => {
      const value = payload.value as { email?: unknown; username?: unknown } | undefined;
      return typeof value === 'object' && value !== null && value.email === undefined && value.username === undefined;
    },
  });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZAuthSession = z.object({
  token: z.string().describe('Access token (JWT, 15 minutes), sent as Bearer'),
  refreshToken: z.string().describe('Opaque refresh token; rotates on every use'),
  sessionId: z.uuid(),
  passwordChangeRequired: z
    .boolean()
    .optional()
    .describe('True after signing in with a one-time password from a teacher: set an own password first'),
});
export type TAuthSession = z.infer<typeof ZAuthSession>;

export const ZTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string().describe('Short-lived token for POST /api/auth/login-2fa'),
});
export type TTwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZLoginResponse = z.union([ZAuthSession, ZTwoFactorChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZLoginTwoFactorRequest = z.object({
  challengeToken: requiredString().min(1, m.required),
  code: ZTwoFactorCode,
});
export type TLoginTwoFactorRequest = z.input<typeof ZLoginTwoFactorRequest>;

export const ZRefreshTokenRequest = z.object({ refreshToken: requiredString().min(1, m.required).max(200) });

export const ZTokenRequest = z.object({ token: requiredString().min(1, m.required).max(200) });
export const ZEmailRequest = z.object({ email: ZEmail });

export const ZSetPasswordRequest = z.object({
  token: requiredString().min(1, m.required).max(200),
  password: ZPasswordWithConfirmation,
});
export type TSetPasswordRequest = z.input<typeof ZSetPasswordRequest>;

export const ZSetupTwoFactorResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string().describe('PNG data URL of the otpauth URI'),
});
export type TSetupTwoFactorResponse = z.infer<typeof ZSetupTwoFactorResponse>;

/**
 * verify-2fa-setup {token, currentPassword}: the six-digit code from the authenticator app, and the account's
 * password, so that a bearer token alone cannot put the account under somebody else's second factor.
 */
export const ZVerifyTwoFactorSetupRequest = z.object({ token: ZTotpCode, currentPassword: ZCurrentPassword });
/** disable-2fa and generate-backup-codes confirm with a current code or a backup code. */
export const ZTwoFactorConfirmRequest = z.object({ token: ZTwoFactorCode });

export const ZBackupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type TBackupCodesResponse = z.infer<typeof ZBackupCodesResponse>;
