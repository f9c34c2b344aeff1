import type { TRole } from '@zadania/shared';

/** How a person of one role may start contact with a person of another: freely, only when linked, or never. */
export type TContactAccess = 'always' | 'linked' | 'never';

/**
 * The contact rule (issue 38, item 8: a platform with minors), read as `contactAccess[from][to]`:
 * - ADMIN starts a conversation with anybody;
 * - TEACHER with another TEACHER and with ADMIN freely, with a student (USER) only when the two are linked;
 * - a student (USER) with a TEACHER only when linked, never with another student, never with ADMIN (support is
 *   its own module);
 * - a PARENT (docs/parents.md) starts no conversation and is never picked: a parent acts through their own pages,
 *   never as or beside the child in chat.
 * "Linked" is `linkedIdsOf` in contacts.repository.ts: an ACCEPTED student–teacher link (an invitation still
 * PENDING links nobody, so a teacher who was given a pupil's login cannot write to them before the pupil accepts),
 * a booking, a homework offer, a course, a paid solution check. The rule is about starting contact (a new room, a new
 * member of a group room, the picker); rooms that exist keep working.
 * Child protection (issue 72): a TEACHER never adds a minor (`minorIds`: under 18 by birth year, or with none) to a
 * group room, even a linked one (`noMinorsInGroupRooms`): they write to the pupil in a direct room or in the class.
 */
export const contactAccess: Readonly<Record<TRole, Readonly<Record<TRole, TContactAccess>>>> = {
  ADMIN: { ADMIN: 'always', TEACHER: 'always', USER: 'always', PARENT: 'always' },
  TEACHER: { ADMIN: 'always', TEACHER: 'always', USER: 'linked', PARENT: 'never' },
  USER: { ADMIN: 'never', TEACHER: 'linked', USER: 'never', PARENT: 'never' },
  PARENT: { ADMIN: 'never', TEACHER: 'never', USER: 'never', PARENT: 'never' },
};

/** The roles that may not add a (possibly) minor student to a group room (`requireGroupContactable`). */
export const noMinorsInGroupRooms: readonly TRole[] = ['TEACHER'];

/** The roles a person of `from` may contact with the given access. */
export const rolesWithAccess = (from: TRole, access: TContactAccess): TRole[] =>
  (Object.keys(contactAccess[from]) as TRole[]).filter((to) => contactAccess[from][to] === access);

/**
 * Whom a person finds in the picker (GET /user/selectable) by typing their exact login (case-insensitive) though
 * they may not contact them yet: a TEACHER finds a student to invite (POST /tutoring/links); the invitation links
 * them once the student accepts it.
 */
export const findableByExactLogin: Readonly<Partial<Record<TRole, readonly TRole[]>>> = { TEACHER: ['USER'] };
