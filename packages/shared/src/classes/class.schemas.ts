import { z } from 'zod';
import { ZSubject } from '../enums';
import { hasNoControlCharacters, requiredString } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import {
  classLevels,
  classMembershipStatuses,
  classLimits as l,
  classMessages as m,
  normalizeClassCode,
} from './class-messages';

export const ZClassLevel = z.enum(classLevels, { error: m.levelInvalid });
export const ZClassMembershipStatus = z.enum(classMembershipStatuses);

/** '2026/2027': two consecutive years. */
export const ZSchoolYear = z
  .string({ error: m.schoolYearInvalid })
  .trim()
  .regex(/^\d{4}\/\d{4}$/, m.schoolYearInvalid)
  .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, m.schoolYearInvalid);

const ZClassName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(l.nameMaxLength, m.nameTooLong)
  .refine(hasNoControlCharacters, validationMessages.controlCharacters);

/** POST /class: a new class; the viewer (TEACHER or ADMIN) becomes its owner. */
export const ZClassCreate = z.object({
  name: ZClassName,
  schoolYear: ZSchoolYear,
  subject: z.enum(ZSubject.options, { error: m.subjectInvalid }),
  level: ZClassLevel,
  /** Pupils who join with the code are admitted at once instead of waiting for approval. */
  autoAdmit: z.boolean({ error: validationMessages.invalidFormat }).default(false),
});
export type TClassCreate = z.input<typeof ZClassCreate>;

/**
 * PUT /class/:id: any of the settings, and `archived` (true archives: read-only, no joins; false restores). An
 * archived class accepts only `archived: false` (other fields may come with it).
 */
export const ZClassUpdate = z.object({
  name: ZClassName.optional(),
  schoolYear: ZSchoolYear.optional(),
  subject: z.enum(ZSubject.options, { error: m.subjectInvalid }).optional(),
  level: ZClassLevel.optional(),
  autoAdmit: z.boolean({ error: validationMessages.invalidFormat }).optional(),
  archived: z.boolean({ error: validationMessages.invalidFormat }).optional(),
});
export type TClassUpdate = z.input<typeof ZClassUpdate>;

/** POST /class/join: the code as typed (any case; spaces and dashes ignored). */
export const ZClassJoin = z.object({
  code: z
    .string({ error: m.codeRequired })
    .max(l.codeInputMaxLength, m.codeNotFound)
    .transform(normalizeClassCode)
    .pipe(z.string().min(1, m.codeRequired)),
});
export type TClassJoin = z.input<typeof ZClassJoin>;

/** POST /class/:id/teacher: a co-teacher by login (a TEACHER account). */
export const ZClassTeacherAdd = z.object({
  username: requiredString().trim().min(1, m.usernameRequired).max(64, m.teacherNotFound),
});
export type TClassTeacherAdd = z.input<typeof ZClassTeacherAdd>;

/** POST /class/:id/pupil/:userId/move: another live class the viewer teaches. */
export const ZClassPupilMove = z.object({ toClassId: z.uuid({ error: m.targetClassRequired }) });
export type TClassPupilMove = z.input<typeof ZClassPupilMove>;

export const ZClassPolicySet = z
  .object({
    read: z.boolean(),
    readRoster: z.boolean(),
    update: z.boolean(),
    manageRoster: z.boolean(),
    manageTeachers: z.boolean(),
    leave: z.boolean(),
  })
  .describe('What the viewer may do with this class, answered by the server for the viewer of this request');
export type TClassPolicySet = z.infer<typeof ZClassPolicySet>;

export const ZClassTeacher = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The display name. */
  name: z.string(),
  /** The teacher who created the class; cannot be removed. */
  owner: z.boolean(),
});
export type TClassTeacher = z.infer<typeof ZClassTeacher>;

/** The viewer's own membership of a class (a pupil's view). */
export const ZClassMembership = z.object({
  status: ZClassMembershipStatus,
  requestedAt: z.iso.datetime(),
  /** When the teacher admitted the pupil (or the class did, with autoAdmit); null while pending. */
  joinedAt: z.iso.datetime().nullable(),
});
export type TClassMembership = z.infer<typeof ZClassMembership>;

/** A class as lists show it. `code` and `joinUrl` only for its teachers and ADMIN (null for pupils). */
export const ZClassSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  schoolYear: z.string(),
  subject: ZSubject,
  level: ZClassLevel,
  /** Eight characters from the code alphabet, stored without a dash; `formatClassCode` shows 'ABCD-EF23'. */
  code: z.string().nullable(),
  /** The page that joins the class with its code (for the link and the printed QR card). */
  joinUrl: z.string().nullable(),
  autoAdmit: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  /** Active pupils. */
  pupilCount: z.int(),
  /** Pupils waiting for approval (0 for a pupil's view). */
  pendingCount: z.int(),
  teachers: z.array(ZClassTeacher),
  /** The viewer's own membership when they are a pupil of the class (pending or active), else null. */
  membership: ZClassMembership.nullable(),
  createdAt: z.iso.datetime(),
  policies: ZClassPolicySet,
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

export const ZClassList = z.object({ items: z.array(ZClassSummary) });
export type TClassList = z.infer<typeof ZClassList>;

export const ZClassPupil = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The name the class's teachers gave the pupil (`rosterName`), else the account's display name. */
  name: z.string(),
  /** A teacher's correction of the pupil's name, seen by the class's teachers only; null: the account's name. */
  rosterName: z.string().nullable(),
  /** The pupil's number in the class register (numer w dzienniku), null until a teacher sets it. */
  registerNumber: z.int().nullable(),
  joinedAt: z.iso.datetime(),
  /** An account without e-mail (made by a teacher): its teachers give it new one-time passwords. Absent: it has one. */
  withoutEmail: z.boolean().optional(),
  /**
   * The pupil has not yet signed in with the login card's one-time password and set their own (issue 72): the card
   * is unused, or expired after `managedPupilLimits.loginCardDays`. Always sent by the API; absent (older data): false.
   */
  loginCardUnused: z.boolean().optional(),
});
export type TClassPupil = z.infer<typeof ZClassPupil>;

export const ZClassPendingPupil = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The display name. */
  name: z.string(),
  requestedAt: z.iso.datetime(),
});
export type TClassPendingPupil = z.infer<typeof ZClassPendingPupil>;

/**
 * One class. `pupils` (active, by name) and `pending` (waiting, oldest first) for its teachers and ADMIN; null for
 * a pupil, who sees the class, its teachers and their own membership but not the others.
 */
export const ZClass = ZClassSummary.extend({
  pupils: z.array(ZClassPupil).nullable(),
  pending: z.array(ZClassPendingPupil).nullable(),
});
export type TClass = z.infer<typeof ZClass>;

/**
 * PUT /class/:id/pupil/:userId: a teacher corrects how the class lists a pupil (the account's own name is untouched)
 * and sets the pupil's number in the register; null clears either.
 */
export const ZClassPupilUpdate = z.object({
  rosterName: z
    .string({ error: m.rosterName })
    .trim()
    .min(1, m.rosterName)
    .max(60, m.rosterName)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters)
    .nullable()
    .optional(),
  registerNumber: z
    .int({ error: m.registerNumber })
    .min(1, m.registerNumber)
    .max(99, m.registerNumber)
    .nullable()
    .optional(),
});
export type TClassPupilUpdate = z.input<typeof ZClassPupilUpdate>;

/** The params of a route addressing a class by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZClassIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });

/** A class's `:id` and one of its people's `:userId` (a pupil, a co-teacher). */
export const ZClassUserParams = ZClassIdParams.extend({ userId: z.uuid({ error: validationMessages.invalidFormat }) });
