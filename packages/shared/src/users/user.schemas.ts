import { z } from 'zod';
import { ZAwaitingParentalConsent } from '../auth/parental-consent.schemas';
import { roles, ZRole } from '../enums';
import { requiredString, ZCurrentPassword, ZPasswordWithConfirmation, ZTwoFactorCode } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';

export const ZAvatar = z.object({ id: z.string(), url: z.string() }).nullable();

/** A user as another record names them (a teacher, a student, a reporter): id, names and avatar. */
export const ZPerson = z.object({ id: z.uuid(), username: z.string(), displayName: z.string(), avatar: ZAvatar });

/** What anybody may see of a user. */
export const ZPublicUser = z.object({
  id: z.uuid(),
  role: ZRole,
  username: z.string(),
  displayName: z.string(),
  avatar: ZAvatar,
  description: z.string().nullable(),
  lastOnline: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

/** The signed-in user's own account. */
export const ZMe = ZPublicUser.extend({
  /** Null for a pupil's account a teacher created (no e-mail; signs in by login). */
  email: z.string().nullable(),
  /** Signed in with a one-time password from a teacher: the app asks for an own password before anything else. */
  passwordChangeRequired: z.boolean(),
  emailConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  backupCodesLeft: z.number().int(),
  hasActiveSubscription: z.boolean(),
  awaitingParentalConsent: ZAwaitingParentalConsent,
});
export type TMe = z.infer<typeof ZMe>;

export const ZUserIdParams = z.object({ id: z.uuid('Niepoprawny identyfikator użytkownika') });

/**
 * DELETE /user/{id}: the viewer (the owner, or an ADMIN) confirms with the own current password or, when
 * two-factor authentication is on, with a current code or a backup code.
 */
export const ZDeleteUserRequest = z
  .object(
    {
      currentPassword: ZCurrentPassword.optional(),
      code: ZTwoFactorCode.optional().describe('Instead of the password when 2FA is on: a TOTP or backup code'),
    },
    { error: m.required },
  )
  .refine((body) => body.currentPassword !== undefined || body.code !== undefined, {
    message: m.required,
    path: ['currentPassword'],
  });
export type TDeleteUserRequest = z.output<typeof ZDeleteUserRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: requiredString().min(1, m.required),
  newPassword: ZPasswordWithConfirmation,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const selectableUsersMessages = {
  page: 'Niepoprawny numer strony',
  pageSize: 'Rozmiar strony musi wynosić od 1 do 50',
  search: 'Wyszukiwana fraza może mieć najwyżej 100 znaków',
  role: 'Niepoprawna rola',
  flag: 'Niepoprawna wartość filtra',
} as const;

/** Query arrays arrive as repeated keys (roles=USER&roles=TEACHER) or comma-separated (roles=USER,TEACHER). */
const toQueryArray = (value: unknown) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).filter(Boolean);

const toQueryFlag = (value: unknown) =>
  value === 'true' || value === true || value === '1'
    ? true
    : value === 'false' || value === false || value === '0'
      ? false
      : value;

/**
 * GET /api/user/selectable: the user picker (docs/product-spec.md section 7) and the editor's mention search; page 1 and
 * page size 10 by default (docs/product-spec.md section 9), at most 50.
 */
export const ZSelectableUsersQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 10, message: selectableUsersMessages.pageSize }, selectableUsersMessages.page),
  search: z
    .string()
    .max(100, selectableUsersMessages.search)
    .optional()
    .describe('Part of the login or display name; case- and accent-insensitive'),
  roles: z
    .preprocess(
      toQueryArray,
      z
        .array(z.enum(roles, { error: selectableUsersMessages.role }))
        .max(20, selectableUsersMessages.role)
        .optional(),
    )
    .describe('Only these roles: repeated or comma-separated USER, TEACHER, ADMIN'),
  skipStudentTeachers: z
    .preprocess(toQueryFlag, z.boolean({ error: selectableUsersMessages.flag }).optional())
    .describe('Leave out the people linked to the viewer by a PENDING or ACCEPTED student–teacher link'),
});
export type TSelectableUsersQuery = z.output<typeof ZSelectableUsersQuery>;
export type TSelectableUsersQueryInput = z.input<typeof ZSelectableUsersQuery>;

/** A user as a picker shows it: never the e-mail address. */
export const ZSelectableUser = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  role: ZRole,
  avatar: ZAvatar,
});
export type TSelectableUser = z.infer<typeof ZSelectableUser>;

export const ZSelectableUsersPage = pageOf(ZSelectableUser);
export type TSelectableUsersPage = z.infer<typeof ZSelectableUsersPage>;
