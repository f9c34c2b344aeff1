import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  chatMessageFiles,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  files,
  safeguardingAudit,
  safeguardingHelpRequests,
  users,
} from '../../db/schema';

export type THelpRequestRow = typeof safeguardingHelpRequests.$inferSelect;
export type TAuditEntry = typeof safeguardingAudit.$inferInsert;

const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  birthYear: users.birthYear,
  blockedAt: users.blockedAt,
};
export type THelpPersonRow = { [K in keyof typeof personColumns]: (typeof users.$inferSelect)[K] };

/** All SQL of "Potrzebuję pomocy" and the safeguarding audit (append-only: insert only). */
export function createHelpRequestsRepository(db: TDb) {
  return {
    /** One audit row; the table refuses UPDATE and DELETE (migration 0066). */
    async audit(entry: TAuditEntry) {
      await db.insert(safeguardingAudit).values(entry);
    },

    async findRoom(roomId: string) {
      const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
      return room;
    },

    async isMember(roomId: string, userId: string) {
      const [row] = await db
        .select({ userId: chatRoomMembers.userId })
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
      return !!row;
    },

    /** The room's latest `limit` messages, oldest first, with their authors' names and attached files' names. */
    async latestMessages(roomId: string, limit: number) {
      const rows = await db
        .select({
          id: chatMessages.id,
          authorId: chatMessages.authorId,
          authorName: users.displayName,
          kind: chatMessages.kind,
          message: chatMessages.message,
          meetingName: chatMessages.meetingName,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.authorId))
        .where(eq(chatMessages.roomId, roomId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      const ids = rows.map((row) => row.id);
      const attached = ids.length
        ? await db
            .select({ messageId: chatMessageFiles.messageId, name: files.originalName })
            .from(chatMessageFiles)
            .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
            .where(inArray(chatMessageFiles.messageId, ids))
            .orderBy(asc(chatMessageFiles.position))
        : [];
      const names = new Map<string, string[]>();
      for (const { messageId, name } of attached) names.set(messageId, [...(names.get(messageId) ?? []), name]);
      return rows.reverse().map((row) => ({ ...row, files: names.get(row.id) ?? [] }));
    },

    async insert(values: typeof safeguardingHelpRequests.$inferInsert) {
      const [row] = await db.insert(safeguardingHelpRequests).values(values).returning();
      return row as THelpRequestRow;
    },

    async lock(id: string) {
      const [row] = await db
        .select()
        .from(safeguardingHelpRequests)
        .where(eq(safeguardingHelpRequests.id, id))
        .for('update');
      return row;
    },

    async find(id: string) {
      const [row] = await db.select().from(safeguardingHelpRequests).where(eq(safeguardingHelpRequests.id, id));
      return row;
    },

    async update(id: string, values: Partial<Pick<THelpRequestRow, 'status' | 'handledById' | 'handledAt' | 'note'>>) {
      const [row] = await db
        .update(safeguardingHelpRequests)
        .set(values)
        .where(eq(safeguardingHelpRequests.id, id))
        .returning();
      return row as THelpRequestRow;
    },

    /** OPEN first, then IN_PROGRESS, each the longest-waiting on top; then the latest closed ones. */
    async queue(closedLimit: number) {
      const active = await db
        .select()
        .from(safeguardingHelpRequests)
        .where(ne(safeguardingHelpRequests.status, 'CLOSED'))
        .orderBy(
          sql`case ${safeguardingHelpRequests.status} when 'OPEN' then 0 else 1 end`,
          asc(safeguardingHelpRequests.createdAt),
        );
      const closed = await db
        .select()
        .from(safeguardingHelpRequests)
        .where(eq(safeguardingHelpRequests.status, 'CLOSED'))
        .orderBy(desc(safeguardingHelpRequests.createdAt))
        .limit(closedLimit);
      return [...active, ...closed];
    },

    async countOpen() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(safeguardingHelpRequests)
        .where(eq(safeguardingHelpRequests.status, 'OPEN'));
      return row?.count ?? 0;
    },

    async people(ids: readonly string[]): Promise<THelpPersonRow[]> {
      if (!ids.length) return [];
      return db
        .select(personColumns)
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async roomMembers(roomIds: readonly string[]) {
      if (!roomIds.length) return [];
      return db
        .select({ roomId: chatRoomMembers.roomId, ...personColumns })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(inArray(chatRoomMembers.roomId, [...roomIds]))
        .orderBy(asc(users.displayName));
    },

    async rooms(roomIds: readonly string[]) {
      if (!roomIds.length) return [];
      return db
        .select({ id: chatRooms.id, name: chatRooms.name, kind: chatRooms.kind })
        .from(chatRooms)
        .where(inArray(chatRooms.id, [...roomIds]));
    },

    /** The responsible persons a help request goes to: ADMINs marked so, not blocked. */
    async responsibleAdminIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.safeguardingResponsible, true), isNull(users.blockedAt)));
      return rows.map((row) => row.id);
    },

    async findUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async setResponsible(id: string, responsible: boolean) {
      await db.update(users).set({ safeguardingResponsible: responsible }).where(eq(users.id, id));
    },
  };
}
export type THelpRequestsRepository = ReturnType<typeof createHelpRequestsRepository>;
