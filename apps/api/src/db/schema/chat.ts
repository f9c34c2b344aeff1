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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

export const chatRoomKindEnum = pgEnum('chat_room_kind', chatRoomKinds);
export const chatMessageKindEnum = pgEnum('chat_message_kind', chatMessageKinds);

/**
 * Chat rooms. A direct room carries `direct_key` (the two user ids, sorted, joined by ':'), unique, so two
 * parallel first requests for the same pair make one room.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: chatRoomKindEnum('kind').notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    createdById: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    favorite: boolean('favorite').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastReadMessageId: uuid('last_read_message_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_idx').on(t.userId, t.favorite)],
);

/** Messages. Deleting one deletes it (hard): its thread's replies with it, replies quoting it keep `reply_to` null. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: chatMessageKindEnum('kind').notNull(),
    /** Sanitized rich HTML. */
    message: text('message').notNull().default(''),
    /** Folded (lower-case, unaccented, ł→l) plain text of `message`, matched with LIKE. */
    searchText: text('search_text').notNull().default(''),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    threadMessageId: uuid('thread_message_id').references((): AnyPgColumn => chatMessages.id, {
      onDelete: 'cascade',
    }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    meetingId: text('meeting_id'),
    meetingName: text('meeting_name'),
    meetingJoinUrl: text('meeting_join_url'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_created_idx').on(t.roomId, t.createdAt.desc(), t.id.desc()),
    index('chat_messages_thread_created_idx')
      .on(t.threadMessageId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.threadMessageId} is not null`),
    index('chat_messages_pinned_idx').on(t.roomId, t.pinnedAt).where(sql`${t.pinnedAt} is not null`),
    index('chat_messages_meetings_idx').on(t.roomId, t.createdAt.desc()).where(sql`${t.kind} = 'MEETING'`),
  ],
);

/** Files of a message, in the order they were attached. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('chat_message_files_file_idx').on(t.fileId)],
);

/** A member's read pointer inside one thread (the thread's replies are counted apart from the room's). */
export const chatThreadReads = pgTable(
  'chat_thread_reads',
  {
    threadMessageId: uuid('thread_message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
    lastReadMessageId: uuid('last_read_message_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadMessageId, t.userId] })],
);

export type TChatRoomRow = typeof chatRooms.$inferSelect;
export type TChatMessageRow = typeof chatMessages.$inferSelect;
