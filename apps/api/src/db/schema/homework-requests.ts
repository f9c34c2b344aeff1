import { homeworkRequestOfferStatuses, homeworkRequestStatuses, homeworkRequestTimelineKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schoolLevelEnum, subjectEnum } from './catalogue';
import {
  createdAt,
  minimumPriceCheck,
  nonNegativeCheck,
  optionalMinimumPriceCheck,
  primaryId,
  refCascade,
  timestamps,
  timestampTz,
} from './columns';
import { paymentRefSetNull } from './commerce';
import { attachedFileId, userRefCascade, userRefSetNull } from './references';
import { disputeColumns } from './tutoring';

export const homeworkRequestStatusEnum = pgEnum('homework_request_status', homeworkRequestStatuses);
export const homeworkRequestOfferStatusEnum = pgEnum('homework_request_offer_status', homeworkRequestOfferStatuses);
export const homeworkRequestTimelineKindEnum = pgEnum('homework_request_timeline_kind', homeworkRequestTimelineKinds);
export const homeworkRequestFileRoleEnum = pgEnum('homework_request_file_role', ['REQUEST', 'SOLUTION']);

/**
 * An on-request task (HOMEWORK_REQUEST, issue 19): a student's request with its description (sanitized HTML),
 * subject, level, deadline and budget; later the accepted offer, and the paid teacher's solution.
 */
export const homeworkRequests = pgTable(
  'homework_requests',
  {
    id: primaryId(),
    ownerId: userRefCascade('owner_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    subject: subjectEnum('subject').notNull(),
    level: schoolLevelEnum('level').notNull(),
    deadline: timestampTz('deadline').notNull(),
    budgetGross: integer('budget_gross'),
    status: homeworkRequestStatusEnum('status').notNull().default('open'),
    /** The accepted (then paid) offer; no foreign key, the offers reference the request. */
    acceptedOfferId: uuid('accepted_offer_id'),
    solution: text('solution'),
    deliveredAt: timestampTz('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    index('homework_requests_owner_idx').on(t.ownerId, t.createdAt),
    index('homework_requests_status_idx').on(t.status, t.createdAt),
    optionalMinimumPriceCheck('homework_requests_budget', t.budgetGross),
  ],
);

/** A teacher's offer (HOMEWORK_REQUEST_OFFER): price, delivery deadline, message; one live offer per teacher. */
export const homeworkRequestOffers = pgTable(
  'homework_request_offers',
  {
    id: primaryId(),
    requestId: refCascade('request_id', () => homeworkRequests.id),
    teacherId: userRefSetNull('teacher_id'),
    priceGross: integer('price_gross').notNull(),
    deadline: timestampTz('deadline').notNull(),
    message: text('message').notNull().default(''),
    status: homeworkRequestOfferStatusEnum('status').notNull().default('pending'),
    paymentId: paymentRefSetNull(),
    ...timestamps(),
  },
  (t) => [
    index('homework_request_offers_request_idx').on(t.requestId, t.createdAt),
    index('homework_request_offers_teacher_idx').on(t.teacherId, t.createdAt),
    uniqueIndex('homework_request_offers_live_unique')
      .on(t.requestId, t.teacherId)
      .where(sql`${t.status} in ('pending', 'accepted', 'paid')`),
    index('homework_request_offers_paid_deadline_idx').on(t.deadline).where(sql`${t.status} = 'paid'`),
    minimumPriceCheck('homework_request_offers_price', t.priceGross),
  ],
);

/** Files of a request (its owner's) and of its solution (the paid teacher's). */
export const homeworkRequestFiles = pgTable(
  'homework_request_files',
  {
    requestId: refCascade('request_id', () => homeworkRequests.id),
    fileId: attachedFileId(),
    role: homeworkRequestFileRoleEnum('role').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.fileId] }), index('homework_request_files_file_idx').on(t.fileId)],
);

/** The timeline of a request, append-only: its creation and every event (docs/product-spec.md: request events). */
export const homeworkRequestTimeline = pgTable(
  'homework_request_timeline',
  {
    id: primaryId(),
    requestId: refCascade('request_id', () => homeworkRequests.id),
    kind: homeworkRequestTimelineKindEnum('kind').notNull(),
    actorId: uuid('actor_id'),
    offerId: uuid('offer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('homework_request_timeline_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * The teacher's earnings from delivered requests, append-only: one row per request whose payment was released
 * on delivery. Unique per request, so a repeated delivery never pays twice.
 */
export const homeworkRequestEarnings = pgTable(
  'homework_request_earnings',
  {
    id: primaryId(),
    teacherId: userRefSetNull('teacher_id'),
    requestId: uuid('request_id').references(() => homeworkRequests.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id').references(() => homeworkRequestOffers.id, { onDelete: 'set null' }),
    paymentId: paymentRefSetNull(),
    amountGross: integer('amount_gross').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('homework_request_earnings_request_unique').on(t.requestId),
    index('homework_request_earnings_teacher_idx').on(t.teacherId, t.createdAt),
    nonNegativeCheck('homework_request_earnings_amount', t.amountGross),
  ],
);

/**
 * A dispute about a delivered request (DISPUTE): its owner's problem with the solution, opened within 7 days of
 * the delivery; an ADMIN refunds the payment (REFUNDED) or leaves it with the teacher (RELEASED). One open
 * dispute per request.
 */
export const homeworkRequestDisputes = pgTable(
  'homework_request_disputes',
  {
    id: primaryId(),
    requestId: refCascade('request_id', () => homeworkRequests.id),
    ...disputeColumns(),
  },
  (t) => [
    uniqueIndex('homework_request_disputes_open_unique').on(t.requestId).where(sql`${t.status} = 'OPEN'`),
    index('homework_request_disputes_request_idx').on(t.requestId, t.createdAt),
    index('homework_request_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The reversal of a teacher's earning from a request refunded after a dispute, append-only: with the earnings
 * row it nets the teacher's pay for the request to zero. Unique per request, so a refund never reverses twice.
 */
export const homeworkRequestEarningReversals = pgTable(
  'homework_request_earning_reversals',
  {
    id: primaryId(),
    requestId: uuid('request_id').references(() => homeworkRequests.id, { onDelete: 'set null' }),
    teacherId: userRefSetNull('teacher_id'),
    disputeId: uuid('dispute_id').references(() => homeworkRequestDisputes.id, { onDelete: 'set null' }),
    amountGross: integer('amount_gross').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('homework_request_earning_reversals_request_unique').on(t.requestId),
    index('homework_request_earning_reversals_teacher_idx').on(t.teacherId, t.createdAt),
    nonNegativeCheck('homework_request_earning_reversals_amount', t.amountGross),
  ],
);
