import type { TFileAssign } from '@zadania/shared';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { files, type TNewFileRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { rowsOf } from '../../lib/sql-rows';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export function createFileRepository(db: TDb) {
  return {
    /** Inserts the row; undefined when the owner already has a file of this kind with this name. */
    async insert(values: TNewFileRow) {
      try {
        const [row] = await db.insert(files).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findById(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },

    findByIds(ids: readonly string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select()
        .from(files)
        .where(inArray(files.id, [...ids]));
    },

    async usedSpace(ownerId: string) {
      const [row] = await db
        .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
        .from(files)
        .where(eq(files.ownerId, ownerId));
      return Number(row?.used ?? 0);
    },

    async listOwned(ownerId: string, query: { page: number; pageSize: number; assign?: TFileAssign; search?: string }) {
      const search = query.search?.trim();
      const where = and(
        eq(files.ownerId, ownerId),
        query.assign ? eq(files.assign, query.assign) : undefined,
        search ? ilike(files.originalName, `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(files)
          .where(where)
          .orderBy(desc(files.createdAt), desc(files.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(files).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /**
     * Whether the file is attached to a message of a chat room `userId` belongs to: a chat's files are
     * served to its members (docs/chat.md).
     */
    async isReadableThroughChat(fileId: string, userId: string) {
      const result = await db.execute(sql`select 1 as found from chat_message_files f
        join chat_messages m on m.id = f.message_id
        join chat_room_members r on r.room_id = m.room_id and r.user_id = ${userId}
        where f.file_id = ${fileId} limit 1`);
      return rowsOf(result).length > 0;
    },

    /** Whether the user is the student or the teacher of a lesson the file is attached to (issue 19). */
    async isReadableThroughLesson(fileId: string, userId: string) {
      const result = await db.execute(sql`select 1 as found from tutoring_lesson_files lf
        join tutoring_lessons l on l.id = lf.lesson_id
        join tutoring_bookings b on b.id = l.booking_id
        where lf.file_id = ${fileId} and (b.student_id = ${userId} or b.teacher_id = ${userId}) limit 1`);
      return rowsOf(result).length > 0;
    },

    /**
     * The paid solutions (docs/commerce.md) that show this file as a solution image, video or attachment,
     * and whether `userId` may see each: its author, or a reader who unlocked it. Empty: no paid solution
     * holds the file back.
     */
    async paidSolutionLocks(fileId: string, userId: string | null) {
      const result = await db.execute(sql`select h.author_id = ${userId} or exists (
          select 1 from homework_unlocks u
          where u.homework_id = h.id and u.user_id = ${userId} and u.type = 'PAID_SOLUTION'
        ) as readable
        from homeworks h
        where h.paid_solution and (${fileId} = any(h.solution_image_ids) or ${fileId} = any(h.solution_file_ids)
          or h.solution_video_id = ${fileId})`);
      return rowsOf<{ readable: boolean | null }>(result).map((row) => row.readable === true);
    },

    /**
     * The course nodes that show this file as their video or among their attachments, and whether `userId` may
     * open each: in a published course's free preview, as the course's author, or enrolled (joined or bought).
     * Empty: no course node shows it.
     */
    async courseFileLocks(fileId: string, userId: string | null) {
      const result = await db.execute(sql`select coalesce((c.status = 'PUBLISHED' and n.free_preview)
          or c.author_id = ${userId}
          or exists (select 1 from course_enrollments e where e.course_id = c.id and e.user_id = ${userId}), false)
          as readable
        from course_nodes n join courses c on c.id = n.course_id
        where n.file_id = ${fileId} or ${fileId} = any(n.attachment_ids)`);
      return rowsOf<{ readable: boolean | null }>(result).map((row) => row.readable === true);
    },

    async delete(id: string) {
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      return row;
    },

    /**
     * The ones of `keys` that a row stores its object or thumbnail under. Thumbnail keys
     * (`thumbnails/<id>.webp`) are found through the id they carry, as only `storage_key` is indexed.
     */
    async referencedKeys(keys: readonly string[]) {
      if (!keys.length) return new Set<string>();
      const ids = keys.flatMap((key) => uuidPattern.exec(key)?.[0] ?? []);
      const rows = await db
        .select({ storageKey: files.storageKey, thumbnailKey: files.thumbnailKey })
        .from(files)
        .where(or(inArray(files.storageKey, [...keys]), ids.length ? inArray(files.id, ids) : undefined));
      const wanted = new Set(keys);
      return new Set(rows.flatMap((row) => [row.storageKey, row.thumbnailKey ?? '']).filter((key) => wanted.has(key)));
    },

    /**
     * Files whose owner was deleted, oldest first, except those a task's solution still shows (the task
     * outlives its author). The correlated subquery names the outer table explicitly.
     */
    findOwnerless(limit: number) {
      return db
        .select()
        .from(files)
        .where(
          and(
            isNull(files.ownerId),
            eq(files.retainedAfterOwner, false),
            sql`not exists (select 1 from homeworks h where "files"."id" = any(h.solution_image_ids)
              or h.solution_video_id = "files"."id" or "files"."id" = any(h.solution_file_ids))`,
          ),
        )
        .orderBy(files.createdAt)
        .limit(limit);
    },

    /** Whether an ADMIN reads the file as an attachment of a report or feedback (docs/support.md). */
    async isReadableThroughSupport(fileId: string, viewer: { role: string }) {
      if (viewer.role !== 'ADMIN') return false;
      const result = await db.execute(sql`select 1 as found from report_files where file_id = ${fileId}
        union all select 1 from feedback_files where file_id = ${fileId} limit 1`);
      return rowsOf(result).length > 0;
    },
  };
}

export type TFileRepository = ReturnType<typeof createFileRepository>;
