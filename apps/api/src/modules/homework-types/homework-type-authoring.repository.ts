import { and, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworkTypeConcepts, homeworkTypeHistory, homeworkTypes, mathConcepts, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

/** All SQL of writing task types, their concept links and their history. */
export function createHomeworkTypeAuthoringRepository(db: TDb) {
  return {
    async findType(id: string) {
      const [row] = await db.select().from(homeworkTypes).where(eq(homeworkTypes.id, id));
      return row;
    },

    async hasSubtypes(id: string) {
      const [row] = await db
        .select({ id: homeworkTypes.id })
        .from(homeworkTypes)
        .where(eq(homeworkTypes.parentId, id))
        .limit(1);
      return !!row;
    },

    async findConceptIdsOf(typeId: string) {
      const rows = await db
        .select({ id: homeworkTypeConcepts.conceptId })
        .from(homeworkTypeConcepts)
        .where(eq(homeworkTypeConcepts.homeworkTypeId, typeId));
      return rows.map((row) => row.id).sort();
    },

    findConcepts(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ id: mathConcepts.id, type: mathConcepts.type })
        .from(mathConcepts)
        .where(inArray(mathConcepts.id, ids));
    },

    async findSlugsLike(base: string) {
      const rows = await db
        .select({ slug: homeworkTypes.slug })
        .from(homeworkTypes)
        .where(or(eq(homeworkTypes.slug, base), like(homeworkTypes.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    /** The new type, or undefined when its slug is taken (see insertWithFreeSlug). */
    async insertTypeUnlessSlugTaken(values: typeof homeworkTypes.$inferInsert) {
      const [row] = await db
        .insert(homeworkTypes)
        .values(values)
        .onConflictDoNothing({ target: homeworkTypes.slug })
        .returning();
      return row;
    },

    /** False when the new slug is another type's, also one written by a concurrent transaction. */
    async updateType(id: string, values: Partial<typeof homeworkTypes.$inferInsert>) {
      try {
        await db.update(homeworkTypes).set(values).where(eq(homeworkTypes.id, id));
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'homework_types_slug_unique')) return false;
        throw error;
      }
    },

    async deleteType(id: string) {
      await db.delete(homeworkTypes).where(eq(homeworkTypes.id, id));
    },

    async replaceConcepts(typeId: string, conceptIds: string[]) {
      await db.delete(homeworkTypeConcepts).where(eq(homeworkTypeConcepts.homeworkTypeId, typeId));
      if (conceptIds.length) {
        await db
          .insert(homeworkTypeConcepts)
          .values(conceptIds.map((conceptId) => ({ homeworkTypeId: typeId, conceptId })));
      }
    },

    async insertHistory(values: typeof homeworkTypeHistory.$inferInsert) {
      await db.insert(homeworkTypeHistory).values(values);
    },

    /** The names of task types and concepts by id, for the ids a history mentions. */
    async namesOf(ids: string[]): Promise<Record<string, string>> {
      if (!ids.length) return {};
      const [typeRows, conceptRows] = await Promise.all([
        db
          .select({ id: homeworkTypes.id, name: homeworkTypes.name })
          .from(homeworkTypes)
          .where(inArray(homeworkTypes.id, ids)),
        db
          .select({ id: mathConcepts.id, name: mathConcepts.name })
          .from(mathConcepts)
          .where(inArray(mathConcepts.id, ids)),
      ]);
      return Object.fromEntries([...typeRows, ...conceptRows].map(({ id, name }) => [id, name]));
    },

    listHistory(typeId: string) {
      return db
        .select({
          entry: homeworkTypeHistory,
          actor: { id: users.id, username: users.username, displayName: users.displayName },
        })
        .from(homeworkTypeHistory)
        .leftJoin(users, eq(users.id, homeworkTypeHistory.actorId))
        .where(and(eq(homeworkTypeHistory.homeworkTypeId, typeId)))
        .orderBy(desc(homeworkTypeHistory.createdAt), desc(homeworkTypeHistory.id));
    },
  };
}
