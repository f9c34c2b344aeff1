import { z } from 'zod';
import { hasNoControlCharacters } from '../validation/fields';
import { managedPupilLimits as l, managedPupilMessages as m } from './managed-pupil-messages';

/** One pupil's name as the teacher typed it: trimmed, 1–60 characters, no control characters. */
export const ZManagedPupilName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(l.nameMax, m.nameTooLong)
  .refine(hasNoControlCharacters, m.nameControlCharacters);

/** POST /class/{id}/pupils: 1–40 names; the same name twice makes two accounts with two logins. */
export const ZManagedPupilsCreate = z.object({
  names: z.array(ZManagedPupilName, { error: m.namesRequired }).min(1, m.namesRequired).max(l.maxNames, m.namesTooMany),
});
export type TManagedPupilsCreate = z.input<typeof ZManagedPupilsCreate>;

/** A created account with its one-time password, answered only once. */
export const ZManagedPupilCredentials = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
});
export type TManagedPupilCredentials = z.infer<typeof ZManagedPupilCredentials>;

export const ZManagedPupilsCreated = z.object({ pupils: z.array(ZManagedPupilCredentials) });
export type TManagedPupilsCreated = z.infer<typeof ZManagedPupilsCreated>;

/** POST /class/{id}/pupil/{userId}/password: a new one-time password, answered only once. */
export const ZManagedPupilPassword = z.object({ username: z.string(), password: z.string() });
export type TManagedPupilPassword = z.infer<typeof ZManagedPupilPassword>;
