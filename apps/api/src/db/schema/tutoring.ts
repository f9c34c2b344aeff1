import {
  bookingStatuses,
  disputeStatuses,
  lessonConfirmations,
  lessonKinds,
  lessonTypes,
  repeatKinds,
  studentTeacherStatuses,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolLevelEnum, subjectEnum } from './catalogue';
import { payments } from './commerce';
import { files } from './files';
import { users } from './users';

export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses);
export const lessonTypeEnum = pgEnum('lesson_type', lessonTypes);
export const lessonKindEnum = pgEnum('lesson_kind', lessonKinds);
export const repeatKindEnum = pgEnum('repeat_kind', repeatKinds);
export const lessonConfirmationEnum = pgEnum('lesson_confirmation', lessonConfirmations);
export const studentTeacherStatusEnum = pgEnum('student_teacher_status', studentTeacherStatuses);
export const disputeStatusEnum = pgEnum('dispute_status', disputeStatuses);

/** A teacher's tutoring offer (issue 19): what they teach, for whom, and the break kept after each lesson. */
export const tutoringOffers = pgTable(
  'tutoring_offers',
  {
    teacherId: uuid('teacher_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    description: text('description').notNull().default(''),
    subjects: subjectEnum('subjects').array().notNull().default(sql`'{}'`),
    levels: schoolLevelEnum('levels').array().notNull().default(sql`'{}'`),
    breakMinutes: integer('break_minutes').notNull().default(0),
    groupEnabled: boolean('group_enabled').notNull().default(false),
    groupMaxParticipants: integer('group_max_participants').notNull().default(5),
    groupFeePercent: integer('group_fee_percent').notNull().default(70),
    /** The cheapest current lesson option, kept with the offer for the teacher search. */
    minPriceGross: integer('min_price_gross'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutoring_offers_break', sql`${t.breakMinutes} between 0 and 30 and ${t.breakMinutes} % 5 = 0`),
    index('tutoring_offers_enabled_idx').on(t.enabled),
  ],
);

/** A lesson option (duration and price). Removed options are archived: bookings keep pointing at them. */
export const tutoringLessonOptions = pgTable(
  'tutoring_lesson_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes').notNull(),
    priceGross: integer('price_gross').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('tutoring_lesson_options_teacher_idx').on(t.teacherId),
    check('tutoring_lesson_options_duration', sql`${t.durationMinutes} between 30 and 180`),
    check('tutoring_lesson_options_price', sql`${t.priceGross} >= 200`),
  ],
);

/** A package of lessons at a discount. Removed packages are archived like options. */
export const tutoringPackages = pgTable(
  'tutoring_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonCount: integer('lesson_count').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('tutoring_packages_teacher_idx').on(t.teacherId),
    check('tutoring_packages_count', sql`${t.lessonCount} between 2 and 10`),
    check('tutoring_packages_discount', sql`${t.discountPercent} between 1 and 70`),
  ],
);

/**
 * A time slot of availability in Warsaw wall-clock time (date, minutes of the day, repeat rule), with its
 * first occurrence in UTC. Occurrences are computed per local day, so a weekly 17:00 stays 17:00 across DST.
 */
export const tutoringAvailabilitySlots = pgTable(
  'tutoring_availability_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    repeat: repeatKindEnum('repeat').notNull().default('NO_REPEAT'),
    until: date('until', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_availability_slots_teacher_idx').on(t.teacherId),
    check(
      'tutoring_availability_slots_minutes',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute} and ${t.startMinute} % 5 = 0 and ${t.endMinute} % 5 = 0`,
    ),
  ],
);

/**
 * A booking: one student's purchase of one lesson, or of a package's lessons at once. Reserved until paid
 * (`expires_at`), then booked; cancelled by either side or when the reservation runs out.
 */
export const tutoringBookings = pgTable(
  'tutoring_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    optionId: uuid('option_id').references(() => tutoringLessonOptions.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => tutoringPackages.id, { onDelete: 'set null' }),
    kind: lessonKindEnum('kind').notNull().default('individual'),
    lessonType: lessonTypeEnum('lesson_type').notNull().default('main'),
    status: bookingStatusEnum('status').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    lessonCount: integer('lesson_count').notNull().default(1),
    discountPercent: integer('discount_percent'),
    amountGross: integer('amount_gross').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutoring_bookings_student_idx').on(t.studentId, t.createdAt),
    index('tutoring_bookings_teacher_idx').on(t.teacherId, t.createdAt),
    index('tutoring_bookings_expiring_idx').on(t.expiresAt).where(sql`${t.status} = 'reserved'`),
    check('tutoring_bookings_amount', sql`${t.amountGross} >= 0`),
  ],
);

/**
 * A group lesson of a teacher at one time: the seats its students' bookings take, up to `capacity`. Each seat is
 * a lesson row of its booking carrying `group_session_id`; `seats_taken` counts the live ones, changed only with
 * this row locked, so concurrent joins never exceed the capacity (the check says so too).
 */
export const tutoringGroupSessions = pgTable(
  'tutoring_group_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id').references(() => tutoringLessonOptions.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** What one seat costs (grosze): the option's price times the group fee, fixed when the group opened. */
    seatPriceGross: integer('seat_price_gross').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutoring_group_sessions_teacher_start_unique').on(t.teacherId, t.startsAt),
    check('tutoring_group_sessions_seats', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('tutoring_group_sessions_capacity', sql`${t.capacity} between 2 and 99`),
  ],
);

/**
 * One lesson of a booking: the teacher's time from `starts_at` to `blocked_until` (the lesson and the break
 * after it). The migration adds the exclusion constraint that makes two live lessons of one teacher overlap
 * never, whatever the concurrency, except the seats of one group lesson: `EXCLUDE USING gist (teacher_id WITH =,
 * tstzrange(starts_at, blocked_until) WITH &&, (coalesce(group_session_id, id)) WITH <>) WHERE (NOT cancelled)`.
 */
export const tutoringLessons = pgTable(
  'tutoring_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => tutoringBookings.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    /** The group lesson this lesson is a seat of; null for an individual lesson. */
    groupSessionId: uuid('group_session_id').references(() => tutoringGroupSessions.id),
    /** TEACHER_CONFIRMED after the teacher confirms it took place; BOTH_CONFIRMED releases the teacher's pay. */
    confirmation: lessonConfirmationEnum('confirmation'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The student's stars (1–5) for the lesson, feeding the teacher's 'Korepetycje' rating. */
    rating: integer('rating'),
    /** The reminder within the hour before the lesson. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The reminder the day before the lesson (none for a lesson booked less than a day ahead). */
    dayReminderSentAt: timestamp('day_reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutoring_lessons_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    index('tutoring_lessons_booking_idx').on(t.bookingId),
    index('tutoring_lessons_teacher_time_idx').on(t.teacherId, t.startsAt),
    index('tutoring_lessons_group_session_idx').on(t.groupSessionId),
    uniqueIndex('tutoring_lessons_booking_start_unique').on(t.bookingId, t.startsAt),
    check('tutoring_lessons_times', sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
  ],
);

/** A file of a lesson: an attachment either side shares, or the recording; read by its two people only. */
export const tutoringLessonFiles = pgTable(
  'tutoring_lesson_files',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => tutoringLessons.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.fileId] }), index('tutoring_lesson_files_file_idx').on(t.fileId)],
);

/** A dispute about a lesson (DISPUTE), opened by either side instead of confirming; an ADMIN decides it. */
export const tutoringDisputes = pgTable(
  'tutoring_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => tutoringLessons.id, { onDelete: 'cascade' }),
    openedById: uuid('opened_by_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: disputeStatusEnum('status').notNull().default('OPEN'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tutoring_disputes_open_unique').on(t.lessonId).where(sql`${t.status} = 'OPEN'`),
    index('tutoring_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The teacher's earnings, append-only: one row per lesson whose pay was released (both confirmed, or an ADMIN
 * decided a dispute for the teacher). Unique per lesson, so a double confirmation never pays twice.
 */
export const teacherEarnings = pgTable(
  'teacher_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    lessonId: uuid('lesson_id').references(() => tutoringLessons.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => tutoringBookings.id, { onDelete: 'set null' }),
    amountGross: integer('amount_gross').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teacher_earnings_lesson_unique').on(t.lessonId),
    index('teacher_earnings_teacher_idx').on(t.teacherId, t.createdAt),
    check('teacher_earnings_amount', sql`${t.amountGross} >= 0`),
  ],
);

/** A student–teacher link (STUDENT_TEACHER): created by a first booking (ACCEPTED) or a teacher's invitation (PENDING). */
export const studentTeacherLinks = pgTable(
  'student_teacher_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: studentTeacherStatusEnum('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('student_teacher_links_pair_unique').on(t.studentId, t.teacherId),
    index('student_teacher_links_teacher_idx').on(t.teacherId, t.status),
  ],
);

/**
 * A user's private iCalendar feed: the secret in its address (kept, so the owner can copy the address again;
 * it reveals only lesson times and names); a new one replaces it, deleting the row revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
