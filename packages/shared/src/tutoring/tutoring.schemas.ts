import { z } from 'zod';
import { commerceMessages, ZCheckoutResponse, ZInvoiceBuyerType } from '../commerce/commerce.schemas';
import { subjects, ZSchoolLevel, ZSubject } from '../enums';
import { ZGrosze } from '../money/money';
import { ZBookingPolicySet } from '../policies/policy.schemas';
import { ZUserRating } from '../ratings/rating.schemas';
import { ZAvatar, ZPerson } from '../users/user.schemas';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import {
  bookingStatuses,
  tutoringLimits as l,
  lessonKinds,
  lessonTypes,
  tutoringMessages as m,
} from './tutoring-messages';
import { repeatKinds } from './warsaw-time';

const ZInt = (message: string) => z.int({ error: message });
const stepOf5 = (value: number) => value % l.minuteStep === 0;
/** A calendar date 'YYYY-MM-DD' (Europe/Warsaw). */
export const ZLocalDate = z.iso.date({ error: m.date });
const ZDateTime = z.iso.datetime({ offset: true });

export const ZBookingStatus = z.enum(bookingStatuses);
export const ZLessonType = z.enum(lessonTypes, { error: 'Niepoprawny rodzaj zajęć' });
export const ZLessonKind = z.enum(lessonKinds);
export const ZRepeatKind = z.enum(repeatKinds, { error: 'Niepoprawny rodzaj powtarzania' });

// ---------- The teacher's offer ----------

/** A teacher as an offer or a search result shows them: with their 'Korepetycje' rating. */
const ZTutor = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  avatar: ZAvatar,
  rating: ZUserRating,
});

/** One lesson option: how long a lesson lasts and what it costs (gross, grosze). */
export const ZLessonOptionSave = z.object({
  /** Kept when editing, so that bookings of the option keep pointing at it; new options have none. */
  id: z.uuid().optional(),
  durationMinutes: ZInt(m.number)
    .min(l.minDurationMinutes, m.duration)
    .max(l.maxDurationMinutes, m.duration)
    .refine(stepOf5, m.minuteStep),
  priceGross: ZInt(m.number).min(l.minPriceGross, m.price).max(l.maxPriceGross, m.priceTooHigh),
});

/** A package: several lessons of one option bought at once, at a discount. */
export const ZPackageSave = z.object({
  id: z.uuid().optional(),
  lessonCount: ZInt(m.packageLessons)
    .min(l.minPackageLessons, m.packageLessons)
    .max(l.maxPackageLessons, m.packageLessons),
  discountPercent: ZInt(m.packageDiscount)
    .min(l.minPackageDiscount, m.packageDiscount)
    .max(l.maxPackageDiscount, m.packageDiscount),
});

/** Group lessons: up to `maxParticipants` students, each paying `feePercent` % of the individual price. */
export const ZGroupLessonsSave = z.object({
  enabled: z.boolean(),
  maxParticipants: ZInt(m.groupParticipants)
    .min(l.minGroupParticipants, m.groupParticipants)
    .max(l.maxGroupParticipants, m.groupParticipants),
  feePercent: ZInt(m.groupFee).min(l.minGroupFee, m.groupFee).max(l.maxGroupFee, m.groupFee),
});

/** What one seat of a group lesson costs: the option's price times the group fee, in whole grosze. */
export const groupSeatPriceGross = (priceGross: number, feePercent: number) =>
  Math.round((priceGross * feePercent) / 100);

/** PUT /tutoring/offer: what a teacher teaches and sells. */
export const ZTutoringOfferSave = z
  .object({
    enabled: z.boolean(),
    description: z.string().max(l.descriptionMaxLength, m.description).default(''),
    subjects: z.array(ZSubject).max(subjects.length),
    levels: z.array(ZSchoolLevel),
    lessonOptions: z.array(ZLessonOptionSave).max(l.maxLessonOptions, m.lessonOptionsTooMany),
    packages: z.array(ZPackageSave).max(l.maxPackages, m.packagesTooMany),
    group: ZGroupLessonsSave.default({ enabled: false, maxParticipants: 5, feePercent: 70 }),
    breakMinutes: ZInt(m.breakMinutes)
      .min(0, m.breakMinutes)
      .max(l.maxBreakMinutes, m.breakMinutes)
      .refine(stepOf5, m.breakMinutes),
  })
  .superRefine((offer, context) => {
    if (!offer.enabled) return;
    if (offer.lessonOptions.length === 0) {
      context.addIssue({ code: 'custom', path: ['lessonOptions'], message: m.lessonOptionRequired });
    }
    if (offer.subjects.length === 0)
      context.addIssue({ code: 'custom', path: ['subjects'], message: m.subjectsRequired });
    if (offer.levels.length === 0) context.addIssue({ code: 'custom', path: ['levels'], message: m.levelsRequired });
  })
  .superRefine((offer, context) => {
    // A seat below the smallest price (and the card processor's PLN minimum) cannot be sold.
    if (!offer.group.enabled) return;
    const cheapest = Math.min(...offer.lessonOptions.map((option) => option.priceGross));
    if (groupSeatPriceGross(cheapest, offer.group.feePercent) < l.minPriceGross) {
      context.addIssue({ code: 'custom', path: ['group', 'feePercent'], message: m.groupSeatPrice });
    }
  })
  .superRefine((offer, context) => {
    const counts = offer.packages.map((option) => option.lessonCount);
    counts.forEach((count, index) => {
      if (counts.indexOf(count) !== index) {
        context.addIssue({ code: 'custom', path: ['packages', index, 'lessonCount'], message: m.packageDuplicate });
      }
    });
  });
export type TTutoringOfferSave = z.input<typeof ZTutoringOfferSave>;
export type TTutoringOfferSaveParsed = z.output<typeof ZTutoringOfferSave>;

export const ZLessonOption = z.object({ id: z.uuid(), durationMinutes: z.int(), priceGross: ZGrosze });
export type TLessonOption = z.infer<typeof ZLessonOption>;
export const ZTutoringPackage = z.object({ id: z.uuid(), lessonCount: z.int(), discountPercent: z.int() });
export type TTutoringPackage = z.infer<typeof ZTutoringPackage>;

/** A teacher's offer; GET /tutoring/offer (own, also when disabled) and GET /tutoring/teachers/{id} (enabled). */
export const ZTutoringOffer = z.object({
  teacherId: z.uuid(),
  teacher: ZTutor,
  enabled: z.boolean(),
  description: z.string(),
  subjects: z.array(ZSubject),
  levels: z.array(ZSchoolLevel),
  lessonOptions: z.array(ZLessonOption),
  packages: z.array(ZTutoringPackage),
  group: z.object({ enabled: z.boolean(), maxParticipants: z.int(), feePercent: z.int() }),
  /** Group lessons of the coming days that have a free seat (someone booked, nobody filled them yet). */
  openGroups: z.array(
    z.object({
      id: z.uuid(),
      optionId: z.uuid().nullable(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      durationMinutes: z.int(),
      seatPriceGross: ZGrosze,
      seatsTaken: z.int(),
      capacity: z.int(),
    }),
  ),
  breakMinutes: z.int(),
  updatedAt: z.iso.datetime().nullable(),
});
export type TTutoringOffer = z.infer<typeof ZTutoringOffer>;
export type TOpenGroup = TTutoringOffer['openGroups'][number];

// ---------- Finding a teacher ----------

/** GET /tutoring/teachers: teachers who tutor now, by subject, level, price, rating and free time. */
export const ZTutorSearchQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 10 }),
  subject: ZSubject.optional(),
  level: ZSchoolLevel.optional(),
  /** The cheapest lesson costs at most this (grosze). */
  maxPrice: z.coerce.number({ error: m.number }).int(m.number).min(0, m.number).optional(),
  /** The 'Korepetycje' rating is at least this (1–5). */
  minRating: z.coerce.number({ error: m.number }).min(0, m.number).max(5, m.number).optional(),
  /** Has a free time for the shortest lesson on one of the `freeDays` days from this one. */
  freeFrom: ZLocalDate.optional(),
  freeDays: z.coerce
    .number({ error: m.number })
    .int(m.number)
    .min(1, m.dateRange)
    .max(l.maxFreeTimeDays, m.dateRange)
    .default(7),
  sort: z.enum(['rating:DESC', 'price:ASC', 'price:DESC']).default('rating:DESC'),
});
export type TTutorSearchQuery = z.output<typeof ZTutorSearchQuery>;
export type TTutorSearchQueryInput = z.input<typeof ZTutorSearchQuery>;

export const ZTutorCard = z.object({
  teacher: ZTutor,
  description: z.string(),
  subjects: z.array(ZSubject),
  levels: z.array(ZSchoolLevel),
  /** The cheapest lesson option (grosze) and the durations on offer. */
  minPriceGross: ZGrosze,
  durations: z.array(z.int()),
  packages: z.boolean(),
  groupLessons: z.boolean(),
});
export type TTutorCard = z.infer<typeof ZTutorCard>;

export const ZTutorSearchPage = pageOf(ZTutorCard);
export type TTutorSearchPage = z.infer<typeof ZTutorSearchPage>;

// ---------- Availability ----------

/** POST /tutoring/availability, PUT /tutoring/availability/{id}: a time slot in Warsaw time. */
export const ZAvailabilitySlotSave = z
  .object({
    date: ZLocalDate,
    startMinute: ZInt(m.number)
      .min(0, m.number)
      .max(24 * 60 - l.minuteStep, m.number)
      .refine(stepOf5, m.minuteStep),
    endMinute: ZInt(m.number)
      .min(l.minuteStep, m.number)
      .max(24 * 60, m.number)
      .refine(stepOf5, m.minuteStep),
    repeat: ZRepeatKind.default('NO_REPEAT'),
    /** The last day of a repeating slot (inclusive); null repeats without end. */
    until: ZLocalDate.nullable().default(null),
  })
  .refine((slot) => slot.endMinute > slot.startMinute, { path: ['endMinute'], message: m.slotEnd })
  .refine((slot) => slot.repeat === 'NO_REPEAT' || slot.until === null || slot.until >= slot.date, {
    path: ['until'],
    message: m.slotRepeatUntil,
  });
export type TAvailabilitySlotSave = z.input<typeof ZAvailabilitySlotSave>;

export const ZAvailabilitySlot = z.object({
  id: z.uuid(),
  date: z.string(),
  startMinute: z.int(),
  endMinute: z.int(),
  repeat: ZRepeatKind,
  until: z.string().nullable(),
  /** The first occurrence in UTC. */
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type TAvailabilitySlot = z.infer<typeof ZAvailabilitySlot>;

export const ZAvailabilityList = z.object({ timeZone: z.string(), slots: z.array(ZAvailabilitySlot) });
export type TAvailabilityList = z.infer<typeof ZAvailabilityList>;

/** GET /tutoring/teachers/{id}/free-times: when a lesson of an option can start. */
export const ZFreeTimesQuery = z.object({
  optionId: z.uuid(m.optionNotFound),
  from: ZLocalDate,
  days: z.coerce
    .number({ error: m.number })
    .int(m.dateRange)
    .min(1, m.dateRange)
    .max(l.maxFreeTimeDays, m.dateRange)
    .default(7),
});
export type TFreeTimesQuery = z.output<typeof ZFreeTimesQuery>;

export const ZTimeRange = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });
export const ZFreeTimes = z.object({
  timeZone: z.string(),
  durationMinutes: z.int(),
  breakMinutes: z.int(),
  times: z.array(ZTimeRange),
});
export type TFreeTimes = z.infer<typeof ZFreeTimes>;

// ---------- Bookings ----------

/**
 * POST /tutoring/bookings: reserve one lesson of an option, or a package's lessons at once (as many starts as
 * the package has lessons). The reservation holds the times for 15 minutes until it is paid.
 */
export const ZBookingCreate = z.object({
  teacherId: z.uuid(m.teacherNotFound),
  optionId: z.uuid(m.optionNotFound),
  packageId: z.uuid(m.packageNotFound).nullable().default(null),
  startsAt: z.array(ZDateTime).min(1, m.singleStart).max(l.maxPackageLessons, m.packageStarts),
  lessonType: ZLessonType.default('main'),
  /** `group` takes a seat in the teacher's group lesson at that time, opening it when there is none yet. */
  kind: ZLessonKind.default('individual'),
});
export type TBookingCreate = z.input<typeof ZBookingCreate>;

/**
 * POST /tutoring/bookings/offer: a TEACHER proposes a time to a student (status offered). It holds the time until
 * the student accepts (then 15 minutes to pay), declines, or it lapses an hour before the lesson.
 */
export const ZBookingOfferCreate = z.object({
  studentId: z.uuid(m.bookingNotFound),
  optionId: z.uuid(m.optionNotFound),
  startsAt: ZDateTime,
  lessonType: ZLessonType.default('main'),
});
export type TBookingOfferCreate = z.input<typeof ZBookingOfferCreate>;

export const ZBookingLesson = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  cancelled: z.boolean(),
});

export const ZBooking = z.object({
  id: z.uuid(),
  status: ZBookingStatus,
  kind: ZLessonKind,
  lessonType: ZLessonType,
  teacher: ZPerson,
  student: ZPerson,
  durationMinutes: z.int(),
  /** Set for a package: its lesson count and discount. */
  package: z.object({ lessonCount: z.int(), discountPercent: z.int() }).nullable(),
  amountGross: ZGrosze,
  lessons: z.array(ZBookingLesson),
  /** Set for a seat in a group lesson: the group and how many of its seats are taken now. */
  group: z.object({ sessionId: z.uuid(), seatsTaken: z.int(), capacity: z.int() }).nullable(),
  /** When an unpaid reservation is released. */
  expiresAt: z.iso.datetime().nullable(),
  paymentId: z.uuid().nullable(),
  /** A minor's reservation whose parent has not paid or declined yet (issue 72: 'Czeka na zgodę rodzica'). */
  awaitingParent: z.boolean(),
  /** Whether a cancellation now gives the money back (a paid booking cancelled in time, or by the teacher). */
  refundOnCancel: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  policies: ZBookingPolicySet,
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 20 }),
  /** Bookings as the student (mine) or as the teacher (of my lessons). */
  as: z.enum(['student', 'teacher']).default('student'),
  status: ZBookingStatus.optional(),
});
export type TBookingListQuery = z.output<typeof ZBookingListQuery>;

export const ZBookingList = pageOf(ZBooking);
export type TBookingList = z.infer<typeof ZBookingList>;

export const ZBookingChanged = z.object({ message: z.string(), booking: ZBooking });
export type TBookingChanged = z.infer<typeof ZBookingChanged>;

/** POST /tutoring/bookings/{id}/checkout: pay a reservation online or by bank transfer. */
export const ZBookingCheckout = z.object({
  method: z.enum(['stripe', 'manual'], { error: commerceMessages.invalidMethod }),
  buyer: ZInvoiceBuyerType.default('private'),
});
export type TBookingCheckout = z.input<typeof ZBookingCheckout>;
export const ZBookingCheckoutResponse = ZCheckoutResponse;

/** The params of a tutoring route about one row (a teacher, slot, booking, lesson, dispute or link) by its uuid `:id`. */
export const ZTutoringIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
