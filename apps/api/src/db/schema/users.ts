import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';

export const roleEnum = pgEnum('role', ['USER', 'TEACHER', 'ADMIN']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** The login's confusable skeleton (migration 0010): look-alike logins share it, so only one exists. */
    usernameSkeleton: text('username_skeleton').notNull().generatedAlwaysAs(sql`public.username_skeleton(username)`),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('USER'),
    description: text('description'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorLastTimeStep: integer('two_factor_last_time_step'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    lastOnline: timestamp('last_online', { withTimezone: true }),
    /** The confirmed phone number (nine digits): set only by typing the code sent to it (account-data module). */
    phoneNumber: text('phone_number'),
    phoneNumberConfirmedAt: timestamp('phone_number_confirmed_at', { withTimezone: true }),
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
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    homeworkRating: numeric('homework_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    homeworkRatingCount: integer('homework_rating_count').notNull().default(0),
    courseRating: numeric('course_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    courseRatingCount: integer('course_rating_count').notNull().default(0),
    lectureRating: numeric('lecture_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    lectureRatingCount: integer('lecture_rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_unique').on(t.usernameSkeleton),
    // The teacher list and the ADMIN's account list sorted by rating (ties: newest first).
    index('users_role_rating_idx').on(t.role, t.rating.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TNewUserRow = typeof users.$inferInsert;
