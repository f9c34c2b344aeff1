import { classLevels, classMembershipStatuses } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { subjectEnum } from './catalogue';
import { createdAt, primaryId, refCascade, timestamps, timestampTz } from './columns';
import { userRefCascade } from './references';

export const classLevelEnum = pgEnum('class_level', classLevels);
export const classMemberStatusEnum = pgEnum('class_member_status', classMembershipStatuses);

/**
 * A school class (issue 56): run by its teachers (`class_teachers`, the owner among them), joined by pupils with its
 * code. Deleting the owner's account deletes the class with its memberships (modules/account-leaving).
 */
export const classes = pgTable(
  'classes',
  {
    id: primaryId(),
    ownerId: userRefCascade('owner_id'),
    name: text('name').notNull(),
    schoolYear: text('school_year').notNull(),
    subject: subjectEnum('subject').notNull().default('MATHS'),
    level: classLevelEnum('level').notNull(),
    /** Eight characters of the shared `classCodeAlphabet`; a new code replaces it (the old one stops working). */
    code: text('code').notNull(),
    autoAdmit: boolean('auto_admit').notNull().default(false),
    /** Set while the class is archived: read-only, no joins. */
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('classes_code_unique').on(t.code),
    index('classes_owner_live_idx').on(t.ownerId).where(sql`${t.archivedAt} is null`),
    check('classes_school_year_check', sql`${t.schoolYear} ~ '^[0-9]{4}/[0-9]{4}$'`),
  ],
);

/** The teachers of a class: its owner and the co-teachers (TEACHER accounts). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: refCascade('class_id', () => classes.id),
    userId: userRefCascade('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_teachers_user_idx').on(t.userId)],
);

/**
 * A pupil's membership of a class, from the request (`created_at`) and the admission (`joined_at`, PENDING until
 * then) to the end (`left_at`: left, removed, rejected or moved). Ended rows stay, so what a teacher may see of a
 * pupil can be bounded by the time they were in the class; one live membership per pupil and class.
 */
export const classMembers = pgTable(
  'class_members',
  {
    id: primaryId(),
    classId: refCascade('class_id', () => classes.id),
    userId: userRefCascade('user_id'),
    status: classMemberStatusEnum('status').notNull(),
    createdAt: createdAt(),
    joinedAt: timestampTz('joined_at'),
    leftAt: timestampTz('left_at'),
    /** Why it ended: LEFT, REMOVED, REJECTED or MOVED. */
    endReason: text('end_reason'),
    /** The pupil's name as the class's teachers wrote it (a correction of the account's name), shown to them only. */
    rosterName: text('roster_name'),
    /** The pupil's number in the class register (numer w dzienniku), set by a teacher; 1–99. */
    registerNumber: integer('register_number'),
  },
  (t) => [
    uniqueIndex('class_members_live_unique').on(t.classId, t.userId).where(sql`${t.leftAt} is null`),
    index('class_members_user_live_idx').on(t.userId).where(sql`${t.leftAt} is null`),
    index('class_members_class_live_idx').on(t.classId, t.status).where(sql`${t.leftAt} is null`),
    check('class_members_active_joined_check', sql`${t.status} <> 'ACTIVE' or ${t.joinedAt} is not null`),
    check(
      'class_members_end_check',
      sql`(${t.leftAt} is null) = (${t.endReason} is null) and ${t.endReason} in ('LEFT', 'REMOVED', 'REJECTED', 'MOVED')`,
    ),
    check(
      'class_members_register_number_check',
      sql`${t.registerNumber} is null or ${t.registerNumber} between 1 and 99`,
    ),
    check('class_members_roster_name_check', sql`${t.rosterName} is null or length(${t.rosterName}) between 1 and 60`),
  ],
);

export type TClassRow = typeof classes.$inferSelect;
export type TClassMemberRow = typeof classMembers.$inferSelect;
