import type { TChatMessageKind } from '@zadania/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { chatMessageFiles, chatMessages, chatRoomMembers, chatRooms, files, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildContainsPattern } from '../../lib/sql-search';
import { userCardColumns } from '../users/avatar';
import { deliveredSql, visibleToSql } from './safe-messages.repository';

type TPage = { limit: number; offset: number };
/** The reader and the time: what they see of a room (safe-messages.repository.ts `visibleToSql`). */
export type TVisibleTo = { userId: string; now: Date };

/** The key of the one direct room of two people, whoever asks first. */
export const directRoomKey = (a: string, b: string) => [a, b].sort().join(':');

/**
 * Messages of others in the room's main timeline after the member's read pointer; `m` is chat_messages,
 * `mem` the member's chat_room_members row.
 */
const unreadInRoom = (now: Date) => sql<number>`(select count(*)::int from chat_messages m
  where m.room_id = mem.room_id and m.thread_message_id is null and m.author_id is distinct from mem.user_id
    and ${deliveredSql(now, sql.raw('m'))}
    and (mem.last_read_at is null or (m.created_at, m.id) > (mem.last_read_at, mem.last_read_message_id)))`;

export function createChatRepository(db: TDb) {
  return {
    async findRoom(id: string) {
      const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, id));
      return row;
    },

    /** The room and the user's membership of it (undefined when not a member), in one query. */
    async findRoomAndMember(roomId: string, userId: string) {
      const [row] = await db
        .select({ room: chatRooms, member: chatRoomMembers })
        .from(chatRooms)
        .leftJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, userId)))
        .where(eq(chatRooms.id, roomId));
      return row ? { room: row.room, member: row.member ?? undefined } : undefined;
    },

    async findMember(roomId: string, userId: string) {
      const [row] = await db
        .select()
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
      return row;
    },

    /** The viewer's unread count and favourite flag of one room (zero and false for a non-member). */
    async viewerState(roomId: string, userId: string, now = new Date()) {
      const [row] = rowsOf<{ favorite: boolean; unread: number }>(
        await db.execute(
          sql`select mem.favorite, ${unreadInRoom(now)} as unread from chat_room_members mem
            where mem.room_id = ${roomId} and mem.user_id = ${userId}`,
        ),
      );
      return { favorite: row?.favorite ?? false, unreadCount: Number(row?.unread ?? 0) };
    },

    /** The viewer's rooms: favourites first, then by last activity, each with its unread count. */
    async listRoomsOf(userId: string, page: TPage, now = new Date()) {
      const [result, [total]] = await Promise.all([
        db.execute(
          sql`select r.id, mem.favorite, ${unreadInRoom(now)} as unread
            from chat_room_members mem join chat_rooms r on r.id = mem.room_id
            where mem.user_id = ${userId}
            order by mem.favorite desc, r.last_activity_at desc, r.id desc
            limit ${page.limit} offset ${page.offset}`,
        ),
        db.select({ value: count() }).from(chatRoomMembers).where(eq(chatRoomMembers.userId, userId)),
      ]);
      const ranked = rowsOf<{ id: string; favorite: boolean; unread: number }>(result);
      const ids = ranked.map((row) => row.id);
      const rooms = ids.length ? await db.select().from(chatRooms).where(inArray(chatRooms.id, ids)) : [];
      const byId = new Map(rooms.map((room) => [room.id, room]));
      return {
        rows: ranked.flatMap((row) => {
          const room = byId.get(row.id);
          return room ? [{ room, favorite: row.favorite, unreadCount: Number(row.unread) }] : [];
        }),
        total: total?.value ?? 0,
      };
    },

    /** Members of the rooms, each as the chat shows them, ordered by display name. */
    async membersOf(roomIds: readonly string[]) {
      if (!roomIds.length) return [];
      return db
        .select({ roomId: chatRoomMembers.roomId, ...userCardColumns })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(inArray(chatRoomMembers.roomId, [...roomIds]))
        .orderBy(asc(users.displayName), asc(users.id));
    },

    async findUsers(ids: readonly string[]) {
      if (!ids.length) return [];
      return db
        .select(userCardColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async insertRoom(values: typeof chatRooms.$inferInsert) {
      const [row] = await db.insert(chatRooms).values(values).returning();
      return row!;
    },

    /** Creates the direct room of the key unless it exists; undefined when another request created it first. */
    async insertDirectRoom(values: { directKey: string; createdById: string }) {
      const [row] = await db
        .insert(chatRooms)
        .values({ kind: 'DIRECT', ...values })
        .onConflictDoNothing({ target: chatRooms.directKey })
        .returning();
      return row;
    },

    async findDirectRoom(directKey: string) {
      const [row] = await db.select().from(chatRooms).where(eq(chatRooms.directKey, directKey));
      return row;
    },

    async addMembers(roomId: string, userIds: readonly string[]) {
      if (!userIds.length) return;
      await db
        .insert(chatRoomMembers)
        .values(userIds.map((userId) => ({ roomId, userId })))
        .onConflictDoNothing();
    },

    /** Keeps exactly `userIds` as members (the others keep their flags and read pointers). */
    async setMembers(roomId: string, userIds: readonly string[]) {
      await db
        .delete(chatRoomMembers)
        .where(
          and(
            eq(chatRoomMembers.roomId, roomId),
            sql`${chatRoomMembers.userId} <> all(${sql.param([...userIds])}::uuid[])`,
          ),
        );
      await this.addMembers(roomId, userIds);
    },

    async renameRoom(id: string, name: string) {
      await db.update(chatRooms).set({ name, lastActivityAt: sql`now()` }).where(eq(chatRooms.id, id));
    },

    async deleteRoom(id: string) {
      await db.delete(chatRooms).where(eq(chatRooms.id, id));
    },

    async touchRoom(id: string) {
      await db.update(chatRooms).set({ lastActivityAt: sql`now()` }).where(eq(chatRooms.id, id));
    },

    async toggleFavorite(roomId: string, userId: string) {
      const [row] = await db
        .update(chatRoomMembers)
        .set({ favorite: sql`not ${chatRoomMembers.favorite}` })
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)))
        .returning({ favorite: chatRoomMembers.favorite });
      return row?.favorite ?? false;
    },

    /** Moves the member's pointer of the main timeline to its newest message. */
    async readRoom(roomId: string, userId: string, now = new Date()) {
      const result = await db.execute(sql`update chat_room_members mem set (last_read_at, last_read_message_id) =
        (select m.created_at, m.id from chat_messages m where m.room_id = ${roomId} and m.thread_message_id is null
          and ${visibleToSql(userId, now, sql.raw('m'))}
          order by m.created_at desc, m.id desc limit 1)
        where mem.room_id = ${roomId} and mem.user_id = ${userId}
        returning mem.last_read_message_id as "messageId"`);
      return rowsOf<{ messageId: string | null }>(result)[0]?.messageId ?? null;
    },

    /** Moves the member's pointer of the thread to its newest reply (nothing while it has none). */
    async readThread(threadMessageId: string, userId: string, now = new Date()) {
      const result =
        await db.execute(sql`insert into chat_thread_reads (thread_message_id, user_id, last_read_at, last_read_message_id)
        select ${threadMessageId}, ${userId}, m.created_at, m.id from chat_messages m
          where m.thread_message_id = ${threadMessageId} and ${visibleToSql(userId, now, sql.raw('m'))} order by m.created_at desc, m.id desc limit 1
        on conflict (thread_message_id, user_id)
          do update set last_read_at = excluded.last_read_at, last_read_message_id = excluded.last_read_message_id
        returning last_read_message_id as "messageId"`);
      return rowsOf<{ messageId: string | null }>(result)[0]?.messageId ?? null;
    },

    async insertMessage(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning();
      return row!;
    },

    async attachFiles(messageId: string, fileIds: readonly string[]) {
      if (!fileIds.length) return;
      await db.insert(chatMessageFiles).values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
    },

    async findMessage(id: string) {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },

    async findMessages(ids: readonly string[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.id, [...ids]));
    },

    async updateMessageText(id: string, values: { message: string; searchText: string }) {
      const [row] = await db
        .update(chatMessages)
        .set({ ...values, editedAt: sql`now()` })
        .where(eq(chatMessages.id, id))
        .returning();
      return row!;
    },

    async setPinned(id: string, pinned: boolean) {
      const [row] = await db
        .update(chatMessages)
        .set({ pinnedAt: pinned ? sql`now()` : null })
        .where(eq(chatMessages.id, id))
        .returning();
      return row!;
    },

    async deleteMessage(id: string) {
      await db.delete(chatMessages).where(eq(chatMessages.id, id));
    },

    /** The ones of `ids` that exist and belong to `ownerId`. */
    async ownedFileIds(ownerId: string, ids: readonly string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId)));
      return new Set(rows.map((row) => row.id));
    },

    /** Files of the messages, in attachment order. */
    async filesOf(messageIds: readonly string[]) {
      if (!messageIds.length) return [];
      return db
        .select({ messageId: chatMessageFiles.messageId, file: files })
        .from(chatMessageFiles)
        .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
        .where(inArray(chatMessageFiles.messageId, [...messageIds]))
        .orderBy(asc(chatMessageFiles.position));
    },

    /** How many replies each of the messages has in the thread it opens. */
    async threadReplyCounts(messageIds: readonly string[]) {
      if (!messageIds.length) return new Map<string, number>();
      const rows = await db
        .select({ threadMessageId: chatMessages.threadMessageId, value: count() })
        .from(chatMessages)
        .where(inArray(chatMessages.threadMessageId, [...messageIds]))
        .groupBy(chatMessages.threadMessageId);
      return new Map(rows.map((row) => [row.threadMessageId!, row.value]));
    },

    /** One page of the room's main timeline, or of one thread, optionally only messages matching `search`. */
    async listMessages(
      roomId: string,
      options: TPage & { threadMessageId?: string; search?: string; ascending: boolean; visibleTo?: TVisibleTo },
    ) {
      const filters: (SQL | undefined)[] = [
        eq(chatMessages.roomId, roomId),
        options.visibleTo && visibleToSql(options.visibleTo.userId, options.visibleTo.now),
        options.threadMessageId
          ? eq(chatMessages.threadMessageId, options.threadMessageId)
          : isNull(chatMessages.threadMessageId),
      ];
      if (options.search?.trim()) {
        filters.push(sql`${chatMessages.searchText} like ${buildContainsPattern(options.search)}`);
      }
      const where = and(...filters);
      const order = options.ascending
        ? [asc(chatMessages.createdAt), asc(chatMessages.id)]
        : [desc(chatMessages.createdAt), desc(chatMessages.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatMessages)
          .where(where)
          .orderBy(...order)
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(chatMessages).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    listPinned(roomId: string, visibleTo?: TVisibleTo) {
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.roomId, roomId),
            isNotNull(chatMessages.pinnedAt),
            visibleTo && visibleToSql(visibleTo.userId, visibleTo.now),
          ),
        )
        .orderBy(desc(chatMessages.pinnedAt), desc(chatMessages.id));
    },

    async listMeetings(roomId: string, page: TPage, visibleTo?: TVisibleTo) {
      const where = and(
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.kind, 'MEETING' satisfies TChatMessageKind),
        visibleTo && visibleToSql(visibleTo.userId, visibleTo.now),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chatMessages)
          .where(where)
          .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(chatMessages).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The room's files, newest message first. */
    async listAttachments(roomId: string, page: TPage, visibleTo?: TVisibleTo) {
      const where = and(eq(chatMessages.roomId, roomId), visibleTo && visibleToSql(visibleTo.userId, visibleTo.now));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            file: files,
            messageId: chatMessages.id,
            authorId: chatMessages.authorId,
            createdAt: chatMessages.createdAt,
          })
          .from(chatMessageFiles)
          .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
          .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
          .where(where)
          .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id), asc(chatMessageFiles.position))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(chatMessageFiles)
          .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * The room's threads (messages with replies), latest reply first, each with its reply count and the
     * viewer's unread replies (replies of others after the viewer's pointer in that thread).
     */
    async listThreads(roomId: string, userId: string, page: TPage, now = new Date()) {
      const [result, [total]] = await Promise.all([
        db.execute(
          sql`select t.thread_message_id as id, count(*)::int as replies, max(t.created_at) as last_reply_at,
              count(*) filter (where t.author_id is distinct from ${userId}
                and (tr.last_read_at is null or (t.created_at, t.id) > (tr.last_read_at, tr.last_read_message_id)))::int as unread
            from chat_messages t
            left join chat_thread_reads tr on tr.thread_message_id = t.thread_message_id and tr.user_id = ${userId}
            where t.room_id = ${roomId} and t.thread_message_id is not null
              and ${visibleToSql(userId, now, sql.raw('t'))}
            group by t.thread_message_id
            order by max(t.created_at) desc, t.thread_message_id desc
            limit ${page.limit} offset ${page.offset}`,
        ),
        db
          .select({ value: sql<number>`count(distinct ${chatMessages.threadMessageId})::int` })
          .from(chatMessages)
          .where(
            and(eq(chatMessages.roomId, roomId), isNotNull(chatMessages.threadMessageId), visibleToSql(userId, now)),
          ),
      ]);
      return {
        rows: rowsOf<{ id: string; replies: number; last_reply_at: string | Date; unread: number }>(result).map(
          (row) => ({
            id: row.id,
            repliesCount: Number(row.replies),
            lastReplyAt: new Date(row.last_reply_at),
            unreadCount: Number(row.unread),
          }),
        ),
        total: Number(total?.value ?? 0),
      };
    },
  };
}

export type TChatRepository = ReturnType<typeof createChatRepository>;
