import { z } from 'zod';
import { ZReportPolicySet } from '../policies/policy.schemas';
import { ZPerson } from '../users/user.schemas';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import {
  feedbackStatuses,
  reportLimits as l,
  reportMessages as m,
  reportReasons,
  reportStatuses,
  reportTargetTypes,
} from './report-messages';

export const ZReportTargetType = z.enum(reportTargetTypes, { error: m.targetType });
export const ZReportReason = z.enum(reportReasons, { error: m.reason });
export const ZReportStatus = z.enum(reportStatuses);
export const ZFeedbackStatus = z.enum(feedbackStatuses);

/** Ids of the sender's own uploads of the kind SUPPORT_ATTACHMENT (a screenshot), at most 3. */
export const ZSupportFileIds = z
  .array(z.uuid({ error: m.filesInvalid }), { error: m.filesInvalid })
  .max(l.maxFiles, m.filesTooMany)
  .default([]);

/** A file attached to a report or feedback; owner-only, opened through a signed preview link. */
export const ZSupportFile = z.object({ id: z.uuid(), name: z.string(), size: z.int() });
export type TSupportFile = z.infer<typeof ZSupportFile>;

/**
 * POST /report: what is reported (its type and id) and why. `details` is required for OTHER and optional
 * otherwise (10–1000 characters when given).
 */
export const ZReportCreate = z
  .object({
    targetType: ZReportTargetType,
    targetId: z.uuid({ error: m.targetId }),
    reason: ZReportReason,
    details: z
      .string({ error: m.detailsRequired })
      .trim()
      .max(l.detailsMaxLength, m.detailsTooLong)
      .default('')
      .refine((text) => text === '' || text.length >= l.detailsMinLength, m.detailsRequired),
    fileIds: ZSupportFileIds,
  })
  .refine((report) => report.reason !== 'OTHER' || report.details.length >= l.detailsMinLength, {
    path: ['details'],
    message: m.detailsRequired,
  });
export type TReportCreate = z.input<typeof ZReportCreate>;

export const ZReport = z.object({
  id: z.uuid(),
  targetType: ZReportTargetType,
  targetId: z.uuid(),
  /** What the reported thing was when it was reported (a task's first words, a review's text, a login). */
  targetLabel: z.string(),
  /** Where the reported thing is shown, or null when it is gone (or is a chat message the viewer cannot open). */
  targetHref: z.string().nullable(),
  /** The author of the reported content (for USER the user), or null when unknown or deleted. */
  targetOwner: ZPerson.nullable(),
  reason: ZReportReason,
  details: z.string(),
  status: ZReportStatus,
  /** The ADMIN's explanation sent to the reporter with the decision. */
  decisionNote: z.string(),
  /** The reporter (ADMIN sees it; the reporter sees themself). */
  reporter: ZPerson.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The reporter's attachments (screenshots), readable by the reporter and ADMIN. */
  files: z.array(ZSupportFile),
  policies: ZReportPolicySet,
});
export type TReport = z.infer<typeof ZReport>;

export const ZReportChanged = z.object({ message: z.string(), report: ZReport });
export type TReportChanged = z.infer<typeof ZReportChanged>;

/** GET /report (ADMIN): the queue; `status=OPEN` (default) oldest first, `DECIDED` newest decision first. */
export const ZReportQueueQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 20 }),
  status: z.enum(['OPEN', 'DECIDED']).default('OPEN'),
  targetType: ZReportTargetType.optional(),
});
export type TReportQueueQuery = z.output<typeof ZReportQueueQuery>;
export type TReportQueueQueryInput = z.input<typeof ZReportQueueQuery>;

/** GET /report/mine: the viewer's own reports, newest first. */
export const ZMyReportsQuery = z.object({ ...pagingQuery({ max: 50, fallback: 20 }) });

export const ZReportList = pageOf(ZReport);
export type TReportList = z.infer<typeof ZReportList>;

/** POST /report/{id}/decide (ADMIN): RESOLVED or DISMISSED, with an optional note for the reporter. */
export const ZReportDecide = z.object({
  status: z.enum(['RESOLVED', 'DISMISSED'], { error: m.decision }),
  note: z.string({ error: m.noteTooLong }).trim().max(l.noteMaxLength, m.noteTooLong).default(''),
});
export type TReportDecide = z.input<typeof ZReportDecide>;

// ---------- Feedback ----------

/** POST /feedback: from any page, signed in or not. */
export const ZFeedbackCreate = z.object({
  message: z
    .string({ error: m.feedbackRequired })
    .trim()
    .min(l.feedbackMinLength, m.feedbackRequired)
    .max(l.feedbackMaxLength, m.feedbackTooLong),
  /** The page it was sent from: a path of this site. */
  page: z
    .string({ error: m.feedbackPage })
    .max(l.pageMaxLength, m.feedbackPage)
    .regex(/^\/[^\s]*$/, m.feedbackPage),
  rating: z.int({ error: m.feedbackRating }).min(1, m.feedbackRating).max(5, m.feedbackRating).nullable().default(null),
  /** Signed in only: a signed-out visitor cannot upload, so sends none. */
  fileIds: ZSupportFileIds,
});
export type TFeedbackCreate = z.input<typeof ZFeedbackCreate>;

export const ZFeedback = z.object({
  id: z.uuid(),
  message: z.string(),
  page: z.string(),
  rating: z.int().nullable(),
  status: ZFeedbackStatus,
  author: ZPerson.nullable(),
  createdAt: z.iso.datetime(),
  /** The author's attachments, readable by ADMIN. */
  files: z.array(ZSupportFile),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const ZFeedbackQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 20 }),
  status: ZFeedbackStatus.optional(),
});
export type TFeedbackQuery = z.output<typeof ZFeedbackQuery>;
export type TFeedbackQueryInput = z.input<typeof ZFeedbackQuery>;
export const ZFeedbackList = pageOf(ZFeedback);
export type TFeedbackList = z.infer<typeof ZFeedbackList>;

/** The params of a route about one report or feedback, by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZReportIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
