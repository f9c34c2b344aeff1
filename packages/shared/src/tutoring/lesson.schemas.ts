import { z } from 'zod';
import { ZGrosze } from '../money/money';
import { ZLessonPolicySet, ZStudentTeacherPolicySet } from '../policies/policy.schemas';
import { ZPerson } from '../users/user.schemas';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import { ZBookingStatus, ZLessonType, ZLocalDate } from './tutoring.schemas';
import {
  disputeStatuses,
  lessonConfirmations,
  lessonMessages,
  tutoringMessages as m,
  studentTeacherStatuses,
} from './tutoring-messages';

/** Paid tutoring after the booking: the lessons, their disputes, the calendar and student–teacher links. */

// ---------- Lessons ----------

export const ZLessonConfirmation = z.enum(lessonConfirmations);
export const ZDisputeStatus = z.enum(disputeStatuses);

export const ZLessonFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  kind: z.enum(['TUTORING_ATTACHMENT', 'TUTORING_RECORDING']),
  ownerId: z.uuid().nullable(),
});

export const ZLessonDispute = z.object({
  id: z.uuid(),
  status: ZDisputeStatus,
  reason: z.string(),
  openedById: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});

/** One lesson as its teacher, its student and ADMIN see it. */
export const ZLesson = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  bookingStatus: ZBookingStatus,
  lessonType: ZLessonType,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  cancelled: z.boolean(),
  teacher: ZPerson,
  student: ZPerson,
  confirmation: ZLessonConfirmation.nullable(),
  /** The student's stars for the lesson (1–5), or null. */
  rating: z.int().nullable(),
  dispute: ZLessonDispute.nullable(),
  files: z.array(ZLessonFile),
  policies: ZLessonPolicySet,
});
export type TLesson = z.infer<typeof ZLesson>;

export const ZLessonChanged = z.object({ message: z.string(), lesson: ZLesson });
export type TLessonChanged = z.infer<typeof ZLessonChanged>;

/** POST /tutoring/lessons/{id}/dispute: what went wrong, for the ADMIN who decides. */
export const ZDisputeOpen = z.object({
  reason: z
    .string({ error: lessonMessages.disputeReason })
    .trim()
    .min(10, lessonMessages.disputeReason)
    .max(1000, lessonMessages.disputeReason),
});
export type TDisputeOpen = z.input<typeof ZDisputeOpen>;

/** PUT /tutoring/lessons/{id}/rating: the student's stars for a lesson that took place. */
export const ZLessonRatingSave = z.object({
  rating: z
    .int({ error: lessonMessages.ratingStars })
    .min(1, lessonMessages.ratingStars)
    .max(5, lessonMessages.ratingStars),
});

/** POST /tutoring/lessons/{id}/files: a file the viewer uploaded as a tutoring attachment (or recording). */
export const ZLessonFileAttach = z.object({ fileId: z.uuid({ error: 'Plik jest wymagany' }) });

/** POST /tutoring/lessons/{id}/meeting: the meeting message posted in the chat room of the two. */
export const ZLessonMeeting = z.object({ roomId: z.uuid(), messageId: z.uuid(), joinUrl: z.string().nullable() });

// ---------- Disputes (ADMIN) ----------

export const ZDisputeListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 20 }),
  /** One status, or RESOLVED for every decided one (REFUNDED and RELEASED). */
  status: z.enum([...disputeStatuses, 'RESOLVED'], { error: 'Niepoprawny status sporu' }).optional(),
});
export type TDisputeListStatus = NonNullable<z.output<typeof ZDisputeListQuery>['status']>;
export const ZDisputeListItem = ZLessonDispute.extend({
  lessonId: z.uuid(),
  bookingId: z.uuid(),
  startsAt: z.iso.datetime(),
  teacher: ZPerson,
  student: ZPerson,
  amountGross: ZGrosze,
});
export type TDisputeListItem = z.infer<typeof ZDisputeListItem>;
export const ZDisputeList = pageOf(ZDisputeListItem);
/** POST /tutoring/disputes/{id}/resolve: refund the student, or release the lesson's pay to the teacher. */
export const ZDisputeResolve = z.object({
  outcome: z.enum(['REFUNDED', 'RELEASED'], { error: 'Wybierz rozstrzygnięcie.' }),
});
export const ZDisputeResolved = z.object({ message: z.string(), dispute: ZDisputeListItem });

// ---------- Calendar ----------

export const ZCalendarQuery = z
  .object({ from: ZLocalDate, to: ZLocalDate })
  .refine((query) => query.to > query.from, { path: ['to'], message: m.slotEnd })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'Zakres dat może obejmować najwyżej 62 dni.',
  });
export type TCalendarQuery = z.output<typeof ZCalendarQuery>;

export const ZCalendarEvent = z.object({
  lessonId: z.uuid(),
  bookingId: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The viewer's side of the lesson. */
  role: z.enum(['teacher', 'student']),
  counterpart: ZPerson,
  bookingStatus: ZBookingStatus,
  confirmation: ZLessonConfirmation.nullable(),
  lessonType: ZLessonType,
  /** A group lesson: its participants so far (the teacher sees the group once, not a seat per student). */
  group: z.object({ sessionId: z.uuid(), participants: z.int() }).nullable(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendar = z.object({ timeZone: z.string(), events: z.array(ZCalendarEvent) });
export type TCalendar = z.infer<typeof ZCalendar>;

/** The private iCalendar feed's address, or null when none is on. */
export const ZCalendarFeed = z.object({ url: z.string().nullable() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

// ---------- Student–teacher links ----------

export const ZStudentTeacherStatus = z.enum(studentTeacherStatuses);
export const ZStudentTeacherLink = z.object({
  id: z.uuid(),
  status: ZStudentTeacherStatus,
  student: ZPerson,
  teacher: ZPerson,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  policies: ZStudentTeacherPolicySet,
});
export type TStudentTeacherLink = z.infer<typeof ZStudentTeacherLink>;
export const ZStudentTeacherLinkQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 20 }),
  as: z.enum(['student', 'teacher']).default('student'),
});
export const ZStudentTeacherLinkList = pageOf(ZStudentTeacherLink);
/** POST /tutoring/links: a TEACHER invites a student (PENDING until the student accepts). */
export const ZStudentTeacherInvite = z.object({ studentId: z.uuid({ error: lessonMessages.linkNotFound }) });
export const ZStudentTeacherLinkChanged = z.object({ message: z.string(), link: ZStudentTeacherLink });

/** GET /calendar/:file: the private iCalendar feed's secret address, `{token}.ics`. */
export const ZCalendarFileParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, validationMessages.invalidFormat),
});

/** What the iCalendar feed answers (sent as text/calendar). */
export const ZCalendarIcs = z.string().describe('text/calendar (RFC 5545)');
