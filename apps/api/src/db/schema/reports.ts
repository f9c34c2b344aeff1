import { feedbackStatuses, reportReasons, reportStatuses, reportTargetTypes } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, optionalStarRatingCheck, primaryId, refCascade, timestampTz } from './columns';
import { attachedFileId, userRefSetNull } from './references';

export const reportTargetTypeEnum = pgEnum('report_target_type', reportTargetTypes);
export const reportReasonEnum = pgEnum('report_reason', reportReasons);
export const reportStatusEnum = pgEnum('report_status', reportStatuses);
export const feedbackStatusEnum = pgEnum('feedback_status', feedbackStatuses);

/**
 * A report (REPORT) of a task, a review, a chat message or a user, for the ADMINs' queue. `target_label` and
 * `target_owner_id` are what the target was when reported, so the queue still reads when it is gone. One open
 * report per reporter and target (a second click, a second tab).
 */
export const reports = pgTable(
  'reports',
  {
    id: primaryId(),
    reporterId: userRefSetNull('reporter_id'),
    targetType: reportTargetTypeEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    targetOwnerId: userRefSetNull('target_owner_id'),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatusEnum('status').notNull().default('OPEN'),
    decisionNote: text('decision_note').notNull().default(''),
    decidedById: userRefSetNull('decided_by_id'),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_unique').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'OPEN'`),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('reports_decided', sql`(${t.status} = 'OPEN') = (${t.decidedAt} is null)`),
  ],
);

/** Feedback (FEEDBACK) sent from any page, by a signed-in user or anonymously. */
export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    authorId: userRefSetNull('author_id'),
    message: text('message').notNull(),
    page: text('page').notNull(),
    rating: smallint('rating'),
    status: feedbackStatusEnum('status').notNull().default('NEW'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    optionalStarRatingCheck('feedback_rating_range', t.rating),
  ],
);

/** A file (SUPPORT_ATTACHMENT, owner-only) the reporter attached to a report; read by the reporter and ADMIN. */
export const reportFiles = pgTable(
  'report_files',
  {
    reportId: refCascade('report_id', () => reports.id),
    fileId: attachedFileId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.fileId] }), index('report_files_file_idx').on(t.fileId)],
);

/** A file (SUPPORT_ATTACHMENT, owner-only) attached to feedback by its signed-in author; read by ADMIN. */
export const feedbackFiles = pgTable(
  'feedback_files',
  {
    feedbackId: refCascade('feedback_id', () => feedback.id),
    fileId: attachedFileId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.fileId] }), index('feedback_files_file_idx').on(t.fileId)],
);
