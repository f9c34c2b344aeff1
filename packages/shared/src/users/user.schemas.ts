import { z } from 'zod';
import { ZRole } from '../enums';
import { requiredString, ZPasswordWithConfirmation } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';

export const ZAvatar = z.object({ id: z.string(), url: z.string() }).nullable();

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
  email: z.string(),
  emailConfirmed: z.boolean(),
  twoFactorEnabled: z.boolean(),
  backupCodesLeft: z.number().int(),
  hasActiveSubscription: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZUserIdParams = z.object({ id: z.uuid('Niepoprawny identyfikator użytkownika') });

export const ZChangePasswordRequest = z.object({
  currentPassword: requiredString().min(1, m.required),
  newPassword: ZPasswordWithConfirmation,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
