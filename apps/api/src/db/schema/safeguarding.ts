import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chatMessages, chatRooms } from './chat';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userRefSetNull } from './references';

/**
 * A teacher's application to work with minors (issue 72, docs/safeguarding.md): the art. 21 declaration with its time
 * and address, the countries of residence of the last 20 years and the uploaded KRK certificate (a file of kind
 * VERIFICATION_DOCUMENT, readable by ADMIN only, deleted 30 days after the decision). One PENDING application per
 * teacher; APPROVED sets `users.teacher_verified_until` (2 years).
 */
export const teacherVerifications = pgTable(
  'teacher_verifications',
  {
    id: primaryId(),
    teacherId: refCascade('teacher_id', () => users.id),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    declarationText: text('declaration_text').notNull(),
    declaredAt: timestampTz('declared_at').notNull().defaultNow(),
    declaredFromIp: text('declared_from_ip').notNull(),
    countries: text('countries').array().notNull(),
    documentFileId: uuid('document_file_id'),
    /** The ADMIN's checklist at the decision, e.g. { registryCheckedOn: '2026-11-29', krkMatches: true, ... }. */
    checklist: jsonb('checklist').$type<Record<string, unknown>>().notNull().default({}),
    refusalReason: text('refusal_reason'),
    decidedById: userRefSetNull('decided_by_id'),
    decidedAt: timestampTz('decided_at'),
    verifiedUntil: timestampTz('verified_until'),
    documentDeletedAt: timestampTz('document_deleted_at'),
    renewalRemindedAt: timestampTz('renewal_reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('teacher_verifications_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REFUSED')`),
    index('teacher_verifications_teacher_idx').on(t.teacherId, t.createdAt.desc()),
    index('teacher_verifications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('teacher_verifications_one_pending_unique').on(t.teacherId).where(sql`${t.status} = 'PENDING'`),
  ],
);
export type TTeacherVerificationRow = typeof teacherVerifications.$inferSelect;

/**
 * A child's "Potrzebuję pomocy" (issue 72): what happened and with whom, the room it was sent from and a copy of that
 * room's recent conversation taken when it was sent (so deleting messages later cannot hide it). Responsible ADMINs
 * (`users.safeguarding_responsible`) see it first in their queue.
 */
export const safeguardingHelpRequests = pgTable(
  'safeguarding_help_requests',
  {
    id: primaryId(),
    childId: userRefSetNull('child_id'),
    text: text('text').notNull(),
    withWhom: text('with_whom'),
    roomId: uuid('room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    /** The room's conversation when the request was sent: [{ id, authorId, authorName, message, createdAt }]. */
    transcript: jsonb('transcript').$type<unknown[]>().notNull().default([]),
    status: text('status', { enum: ['OPEN', 'IN_PROGRESS', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    handledById: userRefSetNull('handled_by_id'),
    handledAt: timestampTz('handled_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('safeguarding_help_requests_status_check', sql`${t.status} in ('OPEN', 'IN_PROGRESS', 'CLOSED')`),
    index('safeguarding_help_requests_queue_idx').on(t.status, t.createdAt),
  ],
);
export type TSafeguardingHelpRequestRow = typeof safeguardingHelpRequests.$inferSelect;

/**
 * The safeguarding audit (issue 72): every help request, block, verification decision and held message, as it
 * happened. Append-only: a trigger (migration 0066) refuses UPDATE and DELETE, and the ids are plain uuids with no
 * foreign key, so deleting an account never rewrites the record.
 */
export const safeguardingAudit = pgTable(
  'safeguarding_audit',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id'),
    subjectUserId: uuid('subject_user_id'),
    refId: uuid('ref_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('safeguarding_audit_created_idx').on(t.createdAt.desc()),
    index('safeguarding_audit_subject_idx').on(t.subjectUserId, t.createdAt.desc()),
  ],
);

/** An ADMIN's block of an adult (issue 72): the reason and who decided; `users.blocked_at` enforces it. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: primaryId(),
    userId: refCascade('user_id', () => users.id),
    reason: text('reason').notNull(),
    blockedById: userRefSetNull('blocked_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('user_blocks_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A chat message's earlier texts (issue 72): in a room of an adult and a minor an edit keeps what was there before. */
export const chatMessageEdits = pgTable(
  'chat_message_edits',
  {
    id: primaryId(),
    messageId: refCascade('message_id', () => chatMessages.id),
    previousMessage: text('previous_message').notNull(),
    editedAt: timestampTz('edited_at').notNull().defaultNow(),
  },
  (t) => [index('chat_message_edits_message_idx').on(t.messageId, t.editedAt)],
);
