import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { supportNodes } from '../../db/schema';

export type TSupportNodeRow = typeof supportNodes.$inferSelect;
export type TNewSupportNode = typeof supportNodes.$inferInsert;

/** `%text%` for ILIKE with the pattern characters of `text` escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const sameParent = (parentId: string | null) =>
  parentId ? eq(supportNodes.parentId, parentId) : isNull(supportNodes.parentId);

/** The help centre's SQL (SUPPORT_NODE, issue 20). */
export function createSupportRepository(db: TDb) {
  return {
    /** Every node (published only unless `drafts`), siblings by position. */
    all: (drafts: boolean) =>
      db
        .select()
        .from(supportNodes)
        .where(drafts ? undefined : eq(supportNodes.published, true))
        .orderBy(asc(supportNodes.position), asc(supportNodes.title)),

    /** Nodes whose title or text contain every word of `q` (case-insensitive), titles first. */
    search: (q: string, drafts: boolean, limit: number) => {
      const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
      const conditions: SQL[] = words.map(
        (word) => or(ilike(supportNodes.title, containing(word)), ilike(supportNodes.searchText, containing(word)))!,
      );
      if (!drafts) conditions.push(eq(supportNodes.published, true));
      return db
        .select()
        .from(supportNodes)
        .where(and(...conditions))
        .orderBy(sql`case when ${supportNodes.title} ilike ${containing(q)} then 0 else 1 end`, asc(supportNodes.title))
        .limit(limit);
    },

    findBySlug: async (slug: string) =>
      (await db.select().from(supportNodes).where(eq(supportNodes.slug, slug)).limit(1))[0],

    findById: async (id: string) => (await db.select().from(supportNodes).where(eq(supportNodes.id, id)).limit(1))[0],

    /** Locks every node until the transaction ends: moves and inserts into the tree happen one at a time. */
    lockTree: async () => {
      await db.select({ id: supportNodes.id }).from(supportNodes).for('update');
    },

    children: (parentId: string | null) =>
      db
        .select()
        .from(supportNodes)
        .where(sameParent(parentId))
        .orderBy(asc(supportNodes.position), asc(supportNodes.createdAt)),

    childCount: async (parentId: string) =>
      (await db.select({ value: count() }).from(supportNodes).where(eq(supportNodes.parentId, parentId)))[0]?.value ??
      0,

    insert: async (values: TNewSupportNode) => (await db.insert(supportNodes).values(values).returning())[0]!,

    update: async (id: string, values: Partial<TNewSupportNode>) =>
      (await db.update(supportNodes).set(values).where(eq(supportNodes.id, id)).returning())[0],

    setPlace: (id: string, parentId: string | null, position: number) =>
      db.update(supportNodes).set({ parentId, position }).where(eq(supportNodes.id, id)),

    delete: (id: string) => db.delete(supportNodes).where(eq(supportNodes.id, id)),
  };
}

export type TSupportRepository = ReturnType<typeof createSupportRepository>;
