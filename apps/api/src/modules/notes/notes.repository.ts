import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { files, noteFiles, notes } from '../../db/schema';

export type TNoteRow = typeof notes.$inferSelect;
export type TNoteFileRow = { id: string; name: string; size: number; assign: string };

/** The user's private notes' SQL (issue 20). */
export function createNotesRepository(db: TDb) {
  return {
    listByOwner: (ownerId: string) =>
      db.select().from(notes).where(eq(notes.ownerId, ownerId)).orderBy(desc(notes.updatedAt), desc(notes.id)),

    find: async (id: string) => (await db.select().from(notes).where(eq(notes.id, id)).limit(1))[0],

    /** Locks the note's row until the transaction ends (attaching files one at a time). */
    lock: async (id: string) => (await db.select().from(notes).where(eq(notes.id, id)).for('update'))[0],

    insert: async (values: typeof notes.$inferInsert) => (await db.insert(notes).values(values).returning())[0]!,

    update: async (id: string, values: Partial<typeof notes.$inferInsert>) =>
      (await db.update(notes).set(values).where(eq(notes.id, id)).returning())[0],

    delete: (id: string) => db.delete(notes).where(eq(notes.id, id)),

    files: (noteId: string): Promise<TNoteFileRow[]> =>
      db
        .select({ id: files.id, name: files.originalName, size: files.size, assign: files.assign })
        .from(noteFiles)
        .innerJoin(files, eq(files.id, noteFiles.fileId))
        .where(eq(noteFiles.noteId, noteId))
        .orderBy(noteFiles.createdAt, files.originalName),

    fileCounts: async (noteIds: string[]) => {
      if (noteIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ noteId: noteFiles.noteId, value: count() })
        .from(noteFiles)
        .where(inArray(noteFiles.noteId, noteIds))
        .groupBy(noteFiles.noteId);
      return new Map(rows.map((row) => [row.noteId, row.value]));
    },

    /** The file when `ownerId` owns it and it is one of `kinds`. */
    ownedFile: async (ownerId: string, fileId: string, kinds: readonly string[]) =>
      (
        await db
          .select({ id: files.id, assign: files.assign })
          .from(files)
          .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId)))
          .limit(1)
      ).find((row) => kinds.includes(row.assign)),

    attach: (noteId: string, fileId: string) => db.insert(noteFiles).values({ noteId, fileId }).onConflictDoNothing(),

    detach: async (noteId: string, fileId: string) =>
      (
        await db
          .delete(noteFiles)
          .where(and(eq(noteFiles.noteId, noteId), eq(noteFiles.fileId, fileId)))
          .returning({ fileId: noteFiles.fileId })
      ).length > 0,
  };
}

export type TNotesRepository = ReturnType<typeof createNotesRepository>;
