import {
  coursebookPolicy,
  coursebookMessages as m,
  successMessages,
  type TBookDetail,
  type TBookList,
  type TBookNode,
  type TBookNodeHomeworkList,
  type TBookNodeSaved,
  type TBookSummary,
  type THomeworksBookNode,
  type TViewer,
  type TViewerIn,
  type ZBookListQuery,
  type ZBookNodeCreate,
  type ZBookNodeHomeworksQuery,
  type ZBookNodeUpdate,
  type ZBookSave,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pageOf } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import { insertWithFreeSlug, toSlug } from '../../lib/slug';
import type { TUnitOfWork } from '../../lib/uow';
import { fileContentPath } from '../files/file.presenter';
import {
  createCoursebooksRepository,
  type TBookNodeRow,
  type TBookRow,
  type TCoursebooksRepository,
} from './coursebooks.repository';

type TBookInput = z.output<typeof ZBookSave>;
type TNodeCreateInput = z.output<typeof ZBookNodeCreate>;
type TNodeUpdateInput = z.output<typeof ZBookNodeUpdate>;

const bookNotFound = () => AppError.notFound(m.notFound);
const nodeNotFound = () => AppError.notFound(m.nodeNotFound);

const presentBook = (row: TBookRow): TBookSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  publisher: row.publisher,
  subject: row.subject,
  level: row.level,
  class: row.class,
  year: row.year,
  cover: row.coverFileId ? { id: row.coverFileId, url: fileContentPath(row.coverFileId) } : null,
});

const presentNode = (row: TBookNodeRow): TBookNodeSaved => ({
  id: row.id,
  bookId: row.bookId,
  parentId: row.parentId,
  kind: row.kind,
  title: row.title,
  number: row.number,
  position: row.position,
  content: row.content,
  mathConceptId: row.mathConceptId,
});

/** Sanitized editor HTML, or null when it holds nothing. */
const cleanContent = (html: string | null) => {
  if (html === null) return null;
  const clean = sanitizeRichText(html).trim();
  return clean ? clean : null;
};

/**
 * The nodes in tree order (each after its parent, siblings by position) with their depth, and per node the
 * public tasks of its subtree.
 */
export function orderTree(
  rows: { node: TBookNodeRow; concept: { id: string; slug: string; name: string } | null }[],
  directCounts: ReadonlyMap<string, number>,
): TBookNode[] {
  const children = new Map<string | null, typeof rows>();
  const ids = new Set(rows.map((row) => row.node.id));
  for (const row of rows) {
    const parent = row.node.parentId && ids.has(row.node.parentId) ? row.node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TBookNode[] = [];
  const walk = (parentId: string | null, depth: number): number => {
    let total = 0;
    for (const { node, concept } of children.get(parentId) ?? []) {
      const entry: TBookNode = {
        id: node.id,
        parentId: node.parentId,
        kind: node.kind,
        title: node.title,
        number: node.number,
        position: node.position,
        depth,
        content: node.content,
        mathConcept: concept,
        homeworksCount: 0,
      };
      ordered.push(entry);
      entry.homeworksCount = (directCounts.get(node.id) ?? 0) + walk(node.id, depth + 1);
      total += entry.homeworksCount;
    }
    return total;
  };
  walk(null, 0);
  return ordered;
}

/**
 * Coursebooks (issue 20): books with a tree of chapters, pages and exercises. Reading is public; ADMIN edits
 * books and nodes, links nodes to concepts and imports a concept's content; a task's author or ADMIN attaches
 * the task to a page or exercise.
 */
export function createCoursebooksService(deps: { repository: TCoursebooksRepository; uow: TUnitOfWork }) {
  const { repository, uow } = deps;

  const assertAdmin = (viewer: TViewerIn) => {
    if (!coursebookPolicy.manage(viewer)) throw AppError.forbidden(m.adminOnly);
  };

  const checkCover = async (repo: TCoursebooksRepository, coverFileId: string | null) => {
    if (coverFileId && !(await repo.isCoverImage(coverFileId))) throw AppError.badRequest(m.cover);
  };

  const bookValues = (input: TBookInput) => ({
    title: input.title,
    kind: input.kind,
    publisher: input.publisher,
    subject: input.subject,
    level: input.level,
    class: input.class,
    year: input.year,
    coverFileId: input.coverFileId,
  });

  /** The node, which must exist (404). */
  const nodeOf = async (repo: TCoursebooksRepository, id: string) => {
    const node = await repo.findNode(id);
    if (!node) throw nodeNotFound();
    return node;
  };

  return {
    async list(query: z.output<typeof ZBookListQuery>): Promise<TBookList> {
      const { page, pageSize, ...filters } = query;
      const { rows, total } = await repository.listBooks(
        { ...filters, publisher: filters.publisher || undefined },
        page,
        pageSize,
      );
      return { results: rows.map(presentBook), total, page, pageCount: Math.ceil(total / pageSize) };
    },

    async get(viewer: TViewer, slug: string): Promise<TBookDetail> {
      const book = await repository.findBookBySlug(slug);
      if (!book) throw bookNotFound();
      const [rows, counts] = await Promise.all([
        repository.findNodesOfBook(book.id),
        repository.countPublicHomeworksByNode(book.id),
      ]);
      return {
        ...presentBook(book),
        nodes: orderTree(rows, counts),
        policies: { manage: coursebookPolicy.manage(viewer) },
      };
    },

    async create(viewer: TViewerIn, input: TBookInput): Promise<TBookSummary> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        await checkCover(repo, input.coverFileId);
        const values = bookValues(input);
        if (input.slug) {
          const row = await repo.insertBook({ ...values, slug: input.slug });
          if (!row) throw AppError.badRequest(m.slugTaken);
          return presentBook(row);
        }
        const row = await insertWithFreeSlug(
          toSlug(input.title) || 'ksiazka',
          (base) => repo.findSlugsLike(base),
          (slug) => repo.insertBook({ ...values, slug }),
        );
        return presentBook(row);
      });
    },

    async update(viewer: TViewerIn, id: string, input: TBookInput): Promise<TBookSummary> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        const book = await repo.findBook(id);
        if (!book) throw bookNotFound();
        await checkCover(repo, input.coverFileId);
        if (input.slug && input.slug !== book.slug) {
          const other = await repo.findBookBySlug(input.slug);
          if (other) throw AppError.badRequest(m.slugTaken);
        }
        const row = await repo.updateBook(id, { ...bookValues(input), slug: input.slug ?? book.slug });
        if (!row) throw bookNotFound();
        return presentBook(row);
      });
    },

    async remove(viewer: TViewerIn, id: string) {
      assertAdmin(viewer);
      if (!(await repository.deleteBook(id))) throw bookNotFound();
      return { message: successMessages.deleted };
    },

    async createNode(viewer: TViewerIn, input: TNodeCreateInput): Promise<TBookNodeSaved> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        if (!(await repo.findBook(input.bookId))) throw bookNotFound();
        if (input.parentId) {
          const parent = await repo.findNode(input.parentId);
          if (!parent || parent.bookId !== input.bookId) throw AppError.badRequest(m.parent);
          if (parent.kind === 'exercise') throw AppError.badRequest(m.exerciseParent);
        }
        const position = input.position ?? (await repo.nextPosition(input.bookId, input.parentId));
        const row = await repo.insertNode({
          bookId: input.bookId,
          parentId: input.parentId,
          kind: input.kind,
          title: input.title,
          number: input.number || null,
          position,
          content: cleanContent(input.content),
        });
        return presentNode(row);
      });
    },

    async updateNode(viewer: TViewerIn, id: string, input: TNodeUpdateInput): Promise<TBookNodeSaved> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        const node = await nodeOf(repo, id);
        if (input.kind === 'exercise' && node.kind !== 'exercise' && (await repo.hasChildren(id))) {
          throw AppError.badRequest(m.exerciseParent);
        }
        const row = await repo.updateNode(id, {
          kind: input.kind,
          title: input.title,
          number: input.number || null,
          position: input.position ?? node.position,
          content: cleanContent(input.content),
        });
        return presentNode(row!);
      });
    },

    async removeNode(viewer: TViewerIn, id: string) {
      assertAdmin(viewer);
      if (!(await repository.deleteNode(id))) throw nodeNotFound();
      return { message: successMessages.deleted };
    },

    /** Concept linking inside books (section 6): ADMIN links the node to a concept, or unlinks it (null). */
    async setNodeConcept(viewer: TViewerIn, id: string, mathConceptId: string | null): Promise<TBookNodeSaved> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        await nodeOf(repo, id);
        if (mathConceptId && !(await repo.findConcept(mathConceptId))) throw AppError.notFound(m.conceptNotFound);
        return presentNode((await repo.updateNode(id, { mathConceptId }))!);
      });
    },

    /** Import from a concept (section 6): the concept's description replaces the node's content. */
    async importConcept(viewer: TViewerIn, id: string, mathConceptId: string | undefined): Promise<TBookNodeSaved> {
      assertAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        const node = await nodeOf(repo, id);
        const conceptId = mathConceptId ?? node.mathConceptId;
        if (!conceptId) throw AppError.badRequest(m.conceptNotLinked);
        const concept = await repo.findConcept(conceptId);
        if (!concept) throw AppError.notFound(m.conceptNotFound);
        return presentNode((await repo.updateNode(id, { content: cleanContent(concept.description) }))!);
      });
    },

    async nodeHomeworks(id: string, query: z.output<typeof ZBookNodeHomeworksQuery>): Promise<TBookNodeHomeworkList> {
      await nodeOf(repository, id);
      const { rows, total } = await repository.listSubtreeHomeworks(id, query.page, query.pageSize);
      return pageOf(rows, total, query);
    },

    /** Attaches the task to a page or exercise (or detaches it: null); its author or ADMIN. */
    async setHomeworkBookNode(
      viewer: TViewerIn,
      homeworkId: string,
      bookNodeId: string | null,
    ): Promise<{ homeworksBookNode: THomeworksBookNode | null }> {
      return uow.run(async (tx) => {
        const repo = createCoursebooksRepository(tx);
        const homework = await repo.findHomework(homeworkId);
        if (!homework) throw AppError.notFound(m.homeworkNotFound);
        if (!coursebookPolicy.attachHomework(viewer, homework)) throw AppError.forbidden(m.attachForbidden);
        if (bookNodeId) {
          const node = await nodeOf(repo, bookNodeId);
          if (node.kind === 'chapter') throw AppError.badRequest(m.attachKind);
        }
        await repo.setHomeworkBookNode(homeworkId, bookNodeId);
        return { homeworksBookNode: bookNodeId ? await repo.findHomeworksBookNode(bookNodeId) : null };
      });
    },
  };
}

export type TCoursebooksService = ReturnType<typeof createCoursebooksService>;
