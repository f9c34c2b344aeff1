import { z } from 'zod';

export const ZRole = z.enum(['USER', 'TEACHER', 'ADMIN']);
export type TRole = z.infer<typeof ZRole>;
export const roles = ZRole.options;

/** Roles a person may choose when registering; ADMIN is never self-assigned. */
export const ZRegistrationRole = z.enum(['USER', 'TEACHER'], { error: 'Niepoprawny format' });
export type TRegistrationRole = z.infer<typeof ZRegistrationRole>;

export const subjects = [
  'MATHS',
  'POLISH',
  'ENGLISH',
  'GERMAN',
  'FRENCH',
  'SPANISH',
  'ITALIAN',
  'BIOLOGY',
  'CHEMISTRY',
  'PHYSICS',
  'GEOGRAPHY',
  'HISTORY',
  'CIVICS',
  'COMPUTER_SCIENCE',
  'MUSIC',
] as const;
export const ZSubject = z.enum(subjects);
export type TSubject = z.infer<typeof ZSubject>;
