import { chatMessageKinds, chatRoomKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { attachedFileId, userRefCascade, userRefSetNull } from './references';

export const chatRoomKindEnum = pgEnum('chat_room_kind', chatRoomKinds);
export const chatMessageKindEnum = pgEnum('chat_message_kind', chatMessageKinds);

/**
 * Chat rooms. A direct room carries `direct_key` (the two user ids, sorted, joined by ':'), unique, so two
 * parallel first requests for the same pair make one room.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: primaryId(),
    kind: chatRoomKindEnum('kind').notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    createdById: userRefSetNull('created_by'),
    lastActivityAt: timestampTz('last_activity_at').notNull().defaultNow(),
    /** Closed by an ADMIN's block of a member (issue 72): readable, nobody writes in it any more. */
    closedAt: timestampTz('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_rooms_direct_key_unique').on(t.directKey)],
);

/**
 * Membership, the favourite flag and the member's read pointer of the room's main timeline: the newest
 * message read, as (created_at, id), so unread = messages of others ordered after it.
 */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: refCascade('room_id', () => chatRooms.id),
    userId: userRefCascade('user_id'),
    favorite: boolean('favorite').notNull().default(false),
    lastReadAt: timestampTz('last_read_at'),
    lastReadMessageId: uuid('last_read_message_id'),
    joinedAt: timestampTz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId, t.favorite)],
);

/** Messages. Deleting one deletes it (hard): its thread's replies with it, replies quoting it keep `reply_to` null. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: primaryId(),
    roomId: refCascade('room_id', () => chatRooms.id),
    authorId: userRefSetNull('author_id'),
    kind: chatMessageKindEnum('kind').notNull(),
    /** Sanitized rich HTML. */
    message: text('message').notNull().default(''),
    /** Folded (lower-case, unaccented, ł→l) plain text of `message`, matched with LIKE. */
    searchText: text('search_text').notNull().default(''),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    threadMessageId: uuid('thread_message_id').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'cascade',
    }),
    pinnedAt: timestampTz('pinned_at'),
    meetingId: text('meeting_id'),
    meetingName: text('meeting_name'),
    meetingJoinUrl: text('meeting_join_url'),
    editedAt: timestampTz('edited_at'),
    /**
     * Held (issue 72): an adult's message to a minor carrying contact details or a move off the platform is kept
     * from the minor until a responsible ADMIN releases it (`held_decision` RELEASED) or keeps it (REJECTED).
     */
    heldAt: timestampTz('held_at'),
    heldReason: text('held_reason'),
    heldDecision: text('held_decision', { enum: ['RELEASED', 'REJECTED'] }),
    heldDecidedAt: timestampTz('held_decided_at'),
    heldDecidedById: userRefSetNull('held_decided_by_id'),
    /** A message an adult wrote to a minor between 22:00 and 7:00 (Warsaw) reaches the minor at this time. */
    deliverAt: timestampTz('deliver_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_thread_created_idx')
      .on(t.threadMessageId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.threadMessageId} is not null`),
    index('chat_messages_pinned_idx').on(t.roomId, t.pinnedAt).where(sql`${t.pinnedAt} is not null`),
    index('chat_messages_meetings_idx').on(t.roomId, t.createdAt.desc()).where(sql`${t.kind} = 'MEETING'`),
    index('chat_messages_held_idx').on(t.heldAt).where(sql`${t.heldAt} is not null and ${t.heldDecision} is null`),
    index('chat_messages_deliver_at_idx').on(t.deliverAt).where(sql`${t.deliverAt} is not null`),
  ],
);

/** Files of a message, in the order they were attached. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    messageId: refCascade('message_id', () => chatMessages.id),
    fileId: attachedFileId(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('chat_message_files_file_idx').on(t.fileId)],
);

/** A member's read pointer inside one thread (the thread's replies are counted apart from the room's). */
export const chatThreadReads = pgTable(
  'chat_thread_reads',
  {
    threadMessageId: refCascade('thread_message_id', () => chatMessages.id),
    userId: userRefCascade('user_id'),
    lastReadAt: timestampTz('last_read_at').notNull(),
    lastReadMessageId: uuid('last_read_message_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadMessageId, t.userId] })],
);

export type TChatRoomRow = typeof chatRooms.$inferSelect;
export type TChatMessageRow = typeof chatMessages.$inferSelect;
