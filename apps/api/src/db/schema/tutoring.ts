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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolLevelEnum, subjectEnum } from './catalogue';
import {
  createdAt,
  minimumPriceCheck,
  nonNegativeCheck,
  primaryId,
  refCascade,
  timestamps,
  timestampTz,
  updatedAt,
} from './columns';
import { paymentRefSetNull } from './commerce';
import { attachedFileId, userPrimaryKey, userRefCascade, userRefSetNull } from './references';

export const bookingStatusEnum = pgEnum('booking_status', bookingStatuses);
export const lessonTypeEnum = pgEnum('lesson_type', lessonTypes);
export const lessonKindEnum = pgEnum('lesson_kind', lessonKinds);
export const repeatKindEnum = pgEnum('repeat_kind', repeatKinds);
export const lessonConfirmationEnum = pgEnum('lesson_confirmation', lessonConfirmations);
export const studentTeacherStatusEnum = pgEnum('student_teacher_status', studentTeacherStatuses);
export const disputeStatusEnum = pgEnum('dispute_status', disputeStatuses);

/**
 * What every dispute (DISPUTE) holds after the key of what it is about: who opened it and why, its status, the
 * ADMIN who decided it and when, and when it was opened.
 */
export const disputeColumns = () => ({
  openedById: userRefSetNull('opened_by_id'),
  reason: text('reason').notNull(),
  status: disputeStatusEnum('status').notNull().default('OPEN'),
  resolvedById: userRefSetNull('resolved_by_id'),
  resolvedAt: timestampTz('resolved_at'),
  createdAt: createdAt(),
});

/** A teacher's tutoring offer (issue 19): what they teach, for whom, and the break kept after each lesson. */
export const tutoringOffers = pgTable(
  'tutoring_offers',
  {
    teacherId: userPrimaryKey('teacher_id'),
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
    updatedAt: updatedAt(),
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
    id: primaryId(),
    teacherId: userRefCascade('teacher_id'),
    durationMinutes: integer('duration_minutes').notNull(),
    priceGross: integer('price_gross').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: timestampTz('archived_at'),
  },
  (t) => [
    index('tutoring_lesson_options_teacher_idx').on(t.teacherId),
    check('tutoring_lesson_options_duration', sql`${t.durationMinutes} between 30 and 180`),
    minimumPriceCheck('tutoring_lesson_options_price', t.priceGross),
  ],
);

/** A package of lessons at a discount. Removed packages are archived like options. */
export const tutoringPackages = pgTable(
  'tutoring_packages',
  {
    id: primaryId(),
    teacherId: userRefCascade('teacher_id'),
    lessonCount: integer('lesson_count').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    archivedAt: timestampTz('archived_at'),
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
    id: primaryId(),
    teacherId: userRefCascade('teacher_id'),
    date: date('date', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    repeat: repeatKindEnum('repeat').notNull().default('NO_REPEAT'),
    until: date('until', { mode: 'string' }),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    createdAt: createdAt(),
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
    id: primaryId(),
    studentId: userRefSetNull('student_id'),
    teacherId: userRefSetNull('teacher_id'),
    optionId: uuid('option_id').references(() => tutoringLessonOptions.id, { onDelete: 'set null' }),
    packageId: uuid('package_id').references(() => tutoringPackages.id, { onDelete: 'set null' }),
    kind: lessonKindEnum('kind').notNull().default('individual'),
    lessonType: lessonTypeEnum('lesson_type').notNull().default('main'),
    status: bookingStatusEnum('status').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    lessonCount: integer('lesson_count').notNull().default(1),
    discountPercent: integer('discount_percent'),
    amountGross: integer('amount_gross').notNull(),
    expiresAt: timestampTz('expires_at'),
    paymentId: paymentRefSetNull(),
    cancelledAt: timestampTz('cancelled_at'),
    cancelledById: userRefSetNull('cancelled_by_id'),
    ...timestamps(),
  },
  (t) => [
    index('tutoring_bookings_student_idx').on(t.studentId, t.createdAt),
    index('tutoring_bookings_teacher_idx').on(t.teacherId, t.createdAt),
    index('tutoring_bookings_expiring_idx').on(t.expiresAt).where(sql`${t.status} = 'reserved'`),
    nonNegativeCheck('tutoring_bookings_amount', t.amountGross),
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
    id: primaryId(),
    teacherId: userRefCascade('teacher_id'),
    optionId: uuid('option_id').references(() => tutoringLessonOptions.id, { onDelete: 'set null' }),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    blockedUntil: timestampTz('blocked_until').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** What one seat costs (grosze): the option's price times the group fee, fixed when the group opened. */
    seatPriceGross: integer('seat_price_gross').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: createdAt(),
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
    id: primaryId(),
    bookingId: refCascade('booking_id', () => tutoringBookings.id),
    teacherId: userRefCascade('teacher_id'),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    blockedUntil: timestampTz('blocked_until').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    /** The group lesson this lesson is a seat of; null for an individual lesson. */
    groupSessionId: uuid('group_session_id').references(() => tutoringGroupSessions.id),
    /** TEACHER_CONFIRMED after the teacher confirms it took place; BOTH_CONFIRMED releases the teacher's pay. */
    confirmation: lessonConfirmationEnum('confirmation'),
    confirmedAt: timestampTz('confirmed_at'),
    /** The student's stars (1–5) for the lesson, feeding the teacher's 'Korepetycje' rating. */
    rating: integer('rating'),
    /** The reminder within the hour before the lesson. */
    reminderSentAt: timestampTz('reminder_sent_at'),
    /** The reminder the day before the lesson (none for a lesson booked less than a day ahead). */
    dayReminderSentAt: timestampTz('day_reminder_sent_at'),
    createdAt: createdAt(),
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
    lessonId: refCascade('lesson_id', () => tutoringLessons.id),
    fileId: attachedFileId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.fileId] }), index('tutoring_lesson_files_file_idx').on(t.fileId)],
);

/** A dispute about a lesson (DISPUTE), opened by either side instead of confirming; an ADMIN decides it. */
export const tutoringDisputes = pgTable(
  'tutoring_disputes',
  {
    id: primaryId(),
    lessonId: refCascade('lesson_id', () => tutoringLessons.id),
    ...disputeColumns(),
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
    id: primaryId(),
    teacherId: userRefSetNull('teacher_id'),
    lessonId: uuid('lesson_id').references(() => tutoringLessons.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => tutoringBookings.id, { onDelete: 'set null' }),
    amountGross: integer('amount_gross').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teacher_earnings_lesson_unique').on(t.lessonId),
    index('teacher_earnings_teacher_idx').on(t.teacherId, t.createdAt),
    nonNegativeCheck('teacher_earnings_amount', t.amountGross),
  ],
);

/** A student–teacher link (STUDENT_TEACHER): created by a first booking (ACCEPTED) or a teacher's invitation (PENDING). */
export const studentTeacherLinks = pgTable(
  'student_teacher_links',
  {
    id: primaryId(),
    studentId: userRefCascade('student_id'),
    teacherId: userRefCascade('teacher_id'),
    status: studentTeacherStatusEnum('status').notNull(),
    ...timestamps(),
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
  userId: userPrimaryKey('user_id'),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
