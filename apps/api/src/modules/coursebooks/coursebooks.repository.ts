import type { TBookKind, TSchoolLevel, TSubject } from '@zadania/shared';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { bookNodes, books, files, homeworks, mathConcepts } from '../../db/schema';

export type TBookRow = typeof books.$inferSelect;
export type TBookNodeRow = typeof bookNodes.$inferSelect;
export type TBookFilters = { subject?: TSubject; level?: TSchoolLevel; kind?: TBookKind; publisher?: string };

/** The ids of the node and every node below it (a recursive walk of `parent_id`). */
const subtreeIds = (nodeId: string) =>
  sql`(with recursive book_subtree(id) as (select ${nodeId}::uuid union select c.id from book_nodes c join book_subtree s on c.parent_id = s.id) select id from book_subtree)`;

/** The node a task is attached to, with its book, as the task's detail shows it (`homeworksBookNode`). */
export async function findHomeworksBookNode(db: TDb, nodeId: string) {
  const [row] = await db
    .select({
      id: bookNodes.id,
      title: bookNodes.title,
      number: bookNodes.number,
      kind: bookNodes.kind,
      book: { slug: books.slug, title: books.title },
    })
    .from(bookNodes)
    .innerJoin(books, eq(books.id, bookNodes.bookId))
    .where(eq(bookNodes.id, nodeId));
  return row ?? null;
}

/** All SQL of coursebooks (issue 20): books, their node trees and the tasks attached to the nodes. */
export function createCoursebooksRepository(db: TDb) {
  const bookFilters = (filters: TBookFilters) =>
    and(
      filters.subject ? eq(books.subject, filters.subject) : undefined,
      filters.level ? eq(books.level, filters.level) : undefined,
      filters.kind ? eq(books.kind, filters.kind) : undefined,
      filters.publisher ? sql`lower(${books.publisher}) = lower(${filters.publisher})` : undefined,
    );

  return {
    async listBooks(filters: TBookFilters, page: number, pageSize: number) {
      const where = bookFilters(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(books)
          .where(where)
          .orderBy(asc(books.title), asc(books.class), asc(books.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(books).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findBookBySlug(slug: string) {
      const [row] = await db.select().from(books).where(eq(books.slug, slug));
      return row;
    },

    async findBook(id: string) {
      const [row] = await db.select().from(books).where(eq(books.id, id));
      return row;
    },

    async findSlugsLike(base: string) {
      const rows = await db
        .select({ slug: books.slug })
        .from(books)
        .where(sql`${books.slug} = ${base} or ${books.slug} like ${`${base}-%`}`);
      return new Set(rows.map((row) => row.slug));
    },

    /** Inserts the book unless its slug is taken (then undefined). */
    async insertBook(values: typeof books.$inferInsert) {
      const [row] = await db.insert(books).values(values).onConflictDoNothing({ target: books.slug }).returning();
      return row;
    },

    async updateBook(id: string, values: Partial<typeof books.$inferInsert>) {
      const [row] = await db
        .update(books)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(books.id, id))
        .returning();
      return row;
    },

    async deleteBook(id: string) {
      const rows = await db.delete(books).where(eq(books.id, id)).returning({ id: books.id });
      return rows.length > 0;
    },

    /** Whether the file is a public editor image (what a cover may be). */
    async isCoverImage(fileId: string) {
      const [row] = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.assign, 'EDITOR_IMAGE')));
      return !!row;
    },

    /** The book's nodes with their linked concepts, siblings by position. */
    async findNodesOfBook(bookId: string) {
      return db
        .select({
          node: bookNodes,
          concept: { id: mathConcepts.id, slug: mathConcepts.slug, name: mathConcepts.name },
        })
        .from(bookNodes)
        .leftJoin(mathConcepts, eq(mathConcepts.id, bookNodes.mathConceptId))
        .where(eq(bookNodes.bookId, bookId))
        .orderBy(asc(bookNodes.position), asc(bookNodes.createdAt), asc(bookNodes.id));
    },

    /** How many public tasks each node of the book holds itself (not counting its subtree). */
    async countPublicHomeworksByNode(bookId: string) {
      const rows = await db
        .select({ nodeId: homeworks.bookNodeId, value: count() })
        .from(homeworks)
        .innerJoin(bookNodes, eq(bookNodes.id, homeworks.bookNodeId))
        .where(and(eq(bookNodes.bookId, bookId), eq(homeworks.status, 'PUBLIC')))
        .groupBy(homeworks.bookNodeId);
      return new Map(rows.map((row) => [row.nodeId!, row.value]));
    },

    async findNode(id: string) {
      const [row] = await db.select().from(bookNodes).where(eq(bookNodes.id, id));
      return row;
    },

    async nextPosition(bookId: string, parentId: string | null) {
      const [row] = await db
        .select({ value: max(bookNodes.position) })
        .from(bookNodes)
        .where(
          and(eq(bookNodes.bookId, bookId), parentId ? eq(bookNodes.parentId, parentId) : isNull(bookNodes.parentId)),
        );
      return row?.value === null || row?.value === undefined ? 0 : row.value + 1;
    },

    async hasChildren(id: string) {
      const [row] = await db.select({ id: bookNodes.id }).from(bookNodes).where(eq(bookNodes.parentId, id)).limit(1);
      return !!row;
    },

    async insertNode(values: typeof bookNodes.$inferInsert) {
      const [row] = await db.insert(bookNodes).values(values).returning();
      return row!;
    },

    async updateNode(id: string, values: Partial<typeof bookNodes.$inferInsert>) {
      const [row] = await db
        .update(bookNodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookNodes.id, id))
        .returning();
      return row;
    },

    async deleteNode(id: string) {
      const rows = await db.delete(bookNodes).where(eq(bookNodes.id, id)).returning({ id: bookNodes.id });
      return rows.length > 0;
    },

    async findConcept(id: string) {
      const [row] = await db.select().from(mathConcepts).where(eq(mathConcepts.id, id));
      return row;
    },

    /** One page of the public tasks attached to the node or below it, in the tree's page and exercise order. */
    async listSubtreeHomeworks(nodeId: string, page: number, pageSize: number) {
      const where = and(eq(homeworks.status, 'PUBLIC'), inArray(homeworks.bookNodeId, subtreeIds(nodeId)));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: homeworks.id,
            slug: homeworks.slug,
            description: homeworks.description,
            level: homeworks.level,
            bookNode: { id: bookNodes.id, title: bookNodes.title, number: bookNodes.number, kind: bookNodes.kind },
          })
          .from(homeworks)
          .innerJoin(bookNodes, eq(bookNodes.id, homeworks.bookNodeId))
          .where(where)
          .orderBy(asc(bookNodes.position), asc(bookNodes.number), asc(homeworks.createdAt), asc(homeworks.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(homeworks).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findHomework(id: string) {
      const [row] = await db
        .select({ id: homeworks.id, authorId: homeworks.authorId })
        .from(homeworks)
        .where(eq(homeworks.id, id));
      return row;
    },

    async setHomeworkBookNode(homeworkId: string, bookNodeId: string | null) {
      await db.update(homeworks).set({ bookNodeId }).where(eq(homeworks.id, homeworkId));
    },

    findHomeworksBookNode: (nodeId: string) => findHomeworksBookNode(db, nodeId),
  };
}

export type TCoursebooksRepository = ReturnType<typeof createCoursebooksRepository>;
