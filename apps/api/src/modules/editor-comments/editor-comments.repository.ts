import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { editorComments, users } from '../../db/schema';

export function createEditorCommentsRepository(db: TDb) {
  return {
    async insert(values: typeof editorComments.$inferInsert) {
      const [row] = await db.insert(editorComments).values(values).returning();
      return row!;
    },

    async findWithAuthor(id: string) {
      const [row] = await db
        .select({
          comment: editorComments,
          author: { id: users.id, username: users.username, displayName: users.displayName },
        })
        .from(editorComments)
        .leftJoin(users, eq(users.id, editorComments.authorId))
        .where(eq(editorComments.id, id));
      return row;
    },

    async list(options: { authorId?: string; type?: 'BUG' | 'SUGGESTION'; limit: number; offset: number }) {
      const filters: SQL[] = [];
      if (options.authorId) filters.push(eq(editorComments.authorId, options.authorId));
      if (options.type) filters.push(eq(editorComments.type, options.type));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            comment: editorComments,
            author: { id: users.id, username: users.username, displayName: users.displayName },
          })
          .from(editorComments)
          .leftJoin(users, eq(users.id, editorComments.authorId))
          .where(where)
          .orderBy(desc(editorComments.createdAt), desc(editorComments.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(editorComments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(id: string) {
      const [row] = await db.select().from(editorComments).where(eq(editorComments.id, id));
      return row;
    },

    async delete(id: string) {
      await db.delete(editorComments).where(eq(editorComments.id, id));
    },
  };
}
