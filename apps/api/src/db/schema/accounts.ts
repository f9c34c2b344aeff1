import { fileAssignKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { averageRating, createdAt, primaryId, timestamps, timestampTz } from './columns';

// Accounts and the files they upload reference each other (a file's owner; an account's avatar and video), so both
// tables live in this one module: split in two, each file would import the other.

export const roleEnum = pgEnum('role', ['USER', 'TEACHER', 'ADMIN', 'PARENT']);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Null for a pupil's account created by a teacher (classes/managed-pupils.ts): such a pupil signs in by login. */
    email: text('email'),
    username: text('username').notNull(),
    /** The login's confusable skeleton (migration 0010): look-alike logins share it, so only one exists. */
    usernameSkeleton: text('username_skeleton').notNull().generatedAlwaysAs(sql`public.username_skeleton(username)`),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    description: text('description'),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    consentAt: timestampTz('consent_at'),
    /** The year of birth given at registration: under 16 a parent confirms the consent (parental-consents.ts). */
    birthYear: integer('birth_year'),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorLastTimeStep: integer('two_factor_last_time_step'),
    twoFactorEnabledAt: timestampTz('two_factor_enabled_at'),
    lastOnline: timestampTz('last_online'),
    /** The confirmed phone number (nine digits): set only by typing the code sent to it (account-data module). */
    phoneNumber: text('phone_number'),
    phoneNumberConfirmedAt: timestampTz('phone_number_confirmed_at'),
    /** Whether the confirmed phone number shows on the profile (teacher card's copy-phone button). */
    phoneNumberPublic: boolean('phone_number_public').notNull().default(false),
    /** The profile picture: the owner's own public image file (cards show its 320 px thumbnail). */
    avatarFileId: uuid('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** A teacher's intro video: the owner's own public video file. */
    videoFileId: uuid('video_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** The hand-given badges (shared `grantableBadgeIds`); every other badge is computed from activity. */
    grantedBadges: text('granted_badges').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The user's rating (modules/ratings), recomputed from rows in the transaction of every rating or review:
     * homework = the ratings of the tasks they authored; course and lecture stay 0 until those exist; the
     * overall rating is the mean of every single rating behind them plus the reviews of the user.
     */
    rating: averageRating('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    homeworkRating: averageRating('homework_rating'),
    homeworkRatingCount: integer('homework_rating_count').notNull().default(0),
    courseRating: averageRating('course_rating'),
    courseRatingCount: integer('course_rating_count').notNull().default(0),
    lectureRating: averageRating('lecture_rating'),
    lectureRatingCount: integer('lecture_rating_count').notNull().default(0),
    /** Set by a one-time password a teacher handed out; cleared when the owner sets their own password. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /**
     * When the teacher issued the one-time password (a login card) still in use: it signs in for `loginCardDays`
     * (shared managedPupilLimits) after it; null once the owner sets their own password (issue 72).
     */
    loginCardIssuedAt: timestampTz('login_card_issued_at'),
    /** A TEACHER's verification for work with minors lasts until this time (issue 72, teacher_verifications). */
    teacherVerifiedUntil: timestampTz('teacher_verified_until'),
    /** An ADMIN who is a responsible person under the Standardy Ochrony Małoletnich (gets help requests first). */
    safeguardingResponsible: boolean('safeguarding_responsible').notNull().default(false),
    /** Set when an ADMIN blocks the account (user_blocks keeps the reason): it can no longer sign in or act. */
    blockedAt: timestampTz('blocked_at'),
    /** The teacher who created this pupil's account without e-mail (null for every self-registered account). */
    createdByTeacherId: uuid('created_by_teacher_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_unique').on(t.usernameSkeleton),
    // A teacher's deletion clears created_by_teacher_id (on delete set null) without scanning every account.
    index('users_created_by_teacher_idx').on(t.createdByTeacherId).where(sql`${t.createdByTeacherId} IS NOT NULL`),
    // The teacher list and the ADMIN's account list sorted by rating (ties: newest first).
    index('users_role_rating_idx').on(t.role, t.rating.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;

export const fileAssignEnum = pgEnum('file_assign', fileAssignKinds);

export type TFileMetadataRow = { guid?: string; width?: number; height?: number; durationSeconds?: number };

/**
 * Uploaded files. The object lives in storage under `storage_key` (the id plus the extension, never
 * the original name). A deleted owner leaves the row ownerless (`owner_id` set null); the files
 * sweeper then deletes the object, the thumbnail and the row.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    assign: fileAssignEnum('assign').notNull(),
    originalName: text('original_name').notNull(),
    extension: text('extension').notNull(),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    metadata: jsonb('metadata').$type<TFileMetadataRow>().notNull().default({}),
    s3Video: boolean('s3_video').notNull().default(false),
    /** Kept after its owner's account is deleted, because a published task shows it (modules/account-leaving). */
    retainedAfterOwner: boolean('retained_after_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    // Two files of one name are two files (every phone photo is image.jpg): the name is not a key (issue 38).
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
  ],
);

export type TFileRow = typeof files.$inferSelect;
export type TNewFileRow = typeof files.$inferInsert;
