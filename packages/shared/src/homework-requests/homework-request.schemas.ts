import { z } from 'zod';
import { commerceMessages, ZCheckoutResponse, ZInvoiceBuyerType } from '../commerce/commerce.schemas';
import { schoolLevels, subjects } from '../enums';
import { ZGrosze } from '../money/money';
import { ZHomeworkRequestOfferPolicySet, ZHomeworkRequestPolicySet } from '../policies/policy.schemas';
import { ZDisputeListQuery, ZDisputeOpen, ZDisputeResolve, ZDisputeStatus } from '../tutoring/lesson.schemas';
import { ZPerson } from '../users/user.schemas';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import {
  homeworkRequestOfferStatuses,
  homeworkRequestStatuses,
  homeworkRequestTimelineKinds,
  homeworkRequestLimits as l,
  homeworkRequestMessages as m,
} from './homework-request-messages';

const ZDateTime = z.iso.datetime({ offset: true, error: m.date });
const ZPrice = z.int({ error: m.number }).min(l.minPriceGross, m.price).max(l.maxPriceGross, m.priceTooHigh);
const ZHtml = (required: string) => z.string({ error: required }).min(1, required).max(l.htmlMaxLength, m.textTooLong);
const ZFileIds = z
  .array(z.uuid({ error: m.fileInvalid }))
  .max(l.maxFiles, m.filesTooMany)
  .default([]);

export const ZHomeworkRequestStatus = z.enum(homeworkRequestStatuses);
export const ZHomeworkRequestOfferStatus = z.enum(homeworkRequestOfferStatuses);
export const ZHomeworkRequestTimelineKind = z.enum(homeworkRequestTimelineKinds);

/**
 * POST /homework-request: a student's request. The description is the editor's HTML (sanitized by the API,
 * at most 10 000 characters of text); files are the ids of the author's own uploads (kind PRIVATE); the
 * deadline lies in the future; the budget (grosze) is a hint for teachers.
 */
export const ZHomeworkRequestCreate = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(l.titleMaxLength, m.titleTooLong)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters),
  description: ZHtml(m.descriptionRequired),
  subject: z.enum(subjects, { error: m.subject }),
  level: z.enum(schoolLevels, { error: m.level }),
  deadline: ZDateTime,
  budgetGross: ZPrice.nullable().default(null),
  fileIds: ZFileIds,
});
export type THomeworkRequestCreate = z.input<typeof ZHomeworkRequestCreate>;

export type THomeworkRequestPerson = z.infer<typeof ZPerson>;

/** A file of a request or a solution; `url` opens it (a short-lived signed link for the viewer). */
export const ZHomeworkRequestFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  url: z.string(),
});
export type THomeworkRequestFile = z.infer<typeof ZHomeworkRequestFile>;

export const ZHomeworkRequestTimelineEntry = z.object({
  kind: ZHomeworkRequestTimelineKind,
  at: z.iso.datetime(),
});

export const ZHomeworkRequestSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  subject: z.enum(subjects),
  level: z.enum(schoolLevels),
  deadline: z.iso.datetime(),
  budgetGross: z.int().nullable(),
  status: ZHomeworkRequestStatus,
  owner: ZPerson,
  offerCount: z.int(),
  createdAt: z.iso.datetime(),
});
export type THomeworkRequestSummary = z.infer<typeof ZHomeworkRequestSummary>;

/** The latest dispute of a delivered request, as its owner, its teacher and ADMIN see it. */
export const ZHomeworkRequestDispute = z.object({
  id: z.uuid(),
  status: ZDisputeStatus,
  reason: z.string(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type THomeworkRequestDispute = z.infer<typeof ZHomeworkRequestDispute>;

export const ZHomeworkRequest = ZHomeworkRequestSummary.extend({
  /** Sanitized HTML. */
  description: z.string(),
  files: z.array(ZHomeworkRequestFile),
  /** The teacher of the accepted or paid offer. */
  teacher: ZPerson.nullable(),
  acceptedOfferId: z.uuid().nullable(),
  timeline: z.array(ZHomeworkRequestTimelineEntry),
  /** The latest dispute (shown to the owner, the teacher and ADMIN; null to others and while there is none). */
  dispute: ZHomeworkRequestDispute.nullable(),
  policies: ZHomeworkRequestPolicySet,
});
export type THomeworkRequest = z.infer<typeof ZHomeworkRequest>;

export const ZHomeworkRequestChanged = z.object({ message: z.string(), request: ZHomeworkRequest });
export type THomeworkRequestChanged = z.infer<typeof ZHomeworkRequestChanged>;

/**
 * GET /homework-request: `mine` the viewer's own requests; `open` the open requests of others (TEACHER, to
 * make offers on); `offered` the requests the viewer (TEACHER) sent an offer to. Newest first.
 */
export const ZHomeworkRequestListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 10 }),
  scope: z.enum(['mine', 'open', 'offered']).default('mine'),
  subject: z.enum(subjects, { error: m.subject }).optional(),
  level: z.enum(schoolLevels, { error: m.level }).optional(),
  status: ZHomeworkRequestStatus.optional(),
});
export type THomeworkRequestListQuery = z.output<typeof ZHomeworkRequestListQuery>;
export type THomeworkRequestListQueryIn = z.input<typeof ZHomeworkRequestListQuery>;

export const ZHomeworkRequestList = pageOf(ZHomeworkRequestSummary);
export type THomeworkRequestList = z.infer<typeof ZHomeworkRequestList>;

// ---------- Offers ----------

/**
 * POST /homework-request/{id}/offers: a TEACHER's offer: the gross price (grosze, 2 PLN – 10 000 PLN), the
 * time the solution will be delivered by (in the future, not after the request's deadline) and a message.
 */
export const ZHomeworkRequestOfferCreate = z.object({
  priceGross: ZPrice,
  deadline: ZDateTime,
  message: z.string().trim().max(l.messageMaxLength, m.messageTooLong).default(''),
});
export type THomeworkRequestOfferCreate = z.input<typeof ZHomeworkRequestOfferCreate>;

export const ZHomeworkRequestOffer = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  teacher: ZPerson,
  priceGross: z.int(),
  deadline: z.iso.datetime(),
  message: z.string(),
  status: ZHomeworkRequestOfferStatus,
  paymentId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  policies: ZHomeworkRequestOfferPolicySet,
});
export type THomeworkRequestOffer = z.infer<typeof ZHomeworkRequestOffer>;

export const ZHomeworkRequestOfferList = z.object({ results: z.array(ZHomeworkRequestOffer) });
export type THomeworkRequestOfferList = z.infer<typeof ZHomeworkRequestOfferList>;

export const ZHomeworkRequestOfferChanged = z.object({ message: z.string(), offer: ZHomeworkRequestOffer });
export type THomeworkRequestOfferChanged = z.infer<typeof ZHomeworkRequestOfferChanged>;

/** POST /homework-request-offer/{id}/checkout: the owner pays an accepted offer online or by bank transfer. */
export const ZHomeworkRequestCheckout = z.object({
  method: z.enum(['stripe', 'manual'], { error: commerceMessages.invalidMethod }),
  buyer: ZInvoiceBuyerType.default('private'),
});
export type THomeworkRequestCheckout = z.input<typeof ZHomeworkRequestCheckout>;
export const ZHomeworkRequestCheckoutResponse = ZCheckoutResponse;

// ---------- The solution ----------

/** POST /homework-request/{id}/solution: the paid teacher's solution (editor HTML) and files (own PRIVATE uploads). */
export const ZHomeworkRequestSolutionSave = z.object({
  solution: ZHtml(m.solutionRequired),
  fileIds: ZFileIds,
});
export type THomeworkRequestSolutionSave = z.input<typeof ZHomeworkRequestSolutionSave>;

export const ZHomeworkRequestSolution = z.object({
  requestId: z.uuid(),
  /** Sanitized HTML. */
  solution: z.string(),
  files: z.array(ZHomeworkRequestFile),
  teacher: ZPerson,
  deliveredAt: z.iso.datetime(),
});
export type THomeworkRequestSolution = z.infer<typeof ZHomeworkRequestSolution>;

// ---------- Disputes ----------

/**
 * POST /homework-request/{id}/dispute: the owner's problem with a delivered solution, within 7 days of its
 * delivery (the same reason rules as a lesson's dispute: 10–1000 characters).
 */
export const ZHomeworkRequestDisputeOpen = ZDisputeOpen;
export type THomeworkRequestDisputeOpen = z.input<typeof ZHomeworkRequestDisputeOpen>;
export const ZHomeworkRequestDisputeOpened = z.object({ message: z.string(), dispute: ZHomeworkRequestDispute });
export type THomeworkRequestDisputeOpened = z.infer<typeof ZHomeworkRequestDisputeOpened>;

/** GET /homework-request-dispute (ADMIN): one status, or RESOLVED for every decided one; newest first. */
export const ZHomeworkRequestDisputeListQuery = ZDisputeListQuery;
export type THomeworkRequestDisputeListQuery = z.output<typeof ZHomeworkRequestDisputeListQuery>;
export type THomeworkRequestDisputeListQueryIn = z.input<typeof ZHomeworkRequestDisputeListQuery>;

export const ZHomeworkRequestDisputeListItem = ZHomeworkRequestDispute.extend({
  request: z.object({ id: z.uuid(), title: z.string(), href: z.string() }),
  owner: ZPerson,
  /** The teacher of the paid offer who delivered the solution. */
  teacher: ZPerson,
  /** The paid offer's price (grosze): what a refund gives back. */
  amountGross: ZGrosze,
  openedById: z.uuid().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type THomeworkRequestDisputeListItem = z.infer<typeof ZHomeworkRequestDisputeListItem>;
export const ZHomeworkRequestDisputeList = pageOf(ZHomeworkRequestDisputeListItem);
export type THomeworkRequestDisputeList = z.infer<typeof ZHomeworkRequestDisputeList>;

/** POST /homework-request-dispute/{id}/resolve (ADMIN): REFUNDED gives the money back, RELEASED keeps it paid. */
export const ZHomeworkRequestDisputeResolve = ZDisputeResolve;
export type THomeworkRequestDisputeResolve = z.input<typeof ZHomeworkRequestDisputeResolve>;
export const ZHomeworkRequestDisputeResolved = z.object({
  message: z.string(),
  dispute: ZHomeworkRequestDisputeListItem,
});
export type THomeworkRequestDisputeResolved = z.infer<typeof ZHomeworkRequestDisputeResolved>;

/** The params of a route about one request, offer or dispute, by its uuid `:id` (400 'Niepoprawny format'). */
export const ZHomeworkRequestParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
