import {
  can,
  supportNodeMessages as m,
  policiesFor,
  subject,
  successMessages,
  supportNodeLimits,
  type TSupportNode,
  type TSupportNodeSummary,
  type TViewer,
  type TViewerIn,
  type ZSupportNodeListQuery,
  type ZSupportNodeMove,
  type ZSupportNodeSave,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import { createSupportRepository, type TSupportNodeRow, type TSupportRepository } from './support.repository';

type TSaveInput = z.output<typeof ZSupportNodeSave>;
type TMoveInput = z.output<typeof ZSupportNodeMove>;
type TListQuery = z.output<typeof ZSupportNodeListQuery>;

const notFound = () => AppError.notFound(m.notFound);
const helpCentre = { published: true };

const summaryOf = (row: TSupportNodeRow): TSupportNodeSummary => ({
  id: row.id,
  parentId: row.parentId,
  slug: row.slug,
  title: row.title,
  description: row.description,
  position: row.position,
  published: row.published,
  hasContent: row.searchText.length > row.title.length,
  updatedAt: row.updatedAt.toISOString(),
});

/** A node's text for the search: its title and the plain text of its content. */
const searchTextOf = (title: string, content: string) => `${title} ${htmlToPlainText(content)}`.trim();

/**
 * The nodes a viewer sees: ADMIN all of them; anyone else the published nodes whose ancestors are all published
 * (a draft section hides its articles).
 */
function visibleNodes(rows: TSupportNodeRow[], viewer: TViewer) {
  if (can(viewer, 'update', subject('supportNode', helpCentre))) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Map<string, boolean>();
  const isVisible = (row: TSupportNodeRow, depth = 0): boolean => {
    const known = visible.get(row.id);
    if (known !== undefined) return known;
    let answer = row.published;
    if (answer && row.parentId) {
      const parent = byId.get(row.parentId);
      answer = !!parent && depth < 100 && isVisible(parent, depth + 1);
    }
    visible.set(row.id, answer);
    return answer;
  };
  return rows.filter((row) => isVisible(row));
}

/** Siblings in tree order: by position, a flat list where each node follows its parent. */
function inTreeOrder(rows: TSupportNodeRow[]) {
  const byParent = new Map<string | null, TSupportNodeRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const ordered: TSupportNodeRow[] = [];
  const walk = (parentId: string | null, depth: number) => {
    if (depth > 100) return;
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push(row);
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

/**
 * The help centre (SUPPORT_NODE, issue 20): a tree of help nodes, public when published, written by ADMIN.
 * Every write to the tree (create, a change of place, delete) locks the tree's rows first, so concurrent moves
 * run one after another and each one's cycle check sees the tree as the others left it.
 */
export function createSupportService(deps: { db: TDb; uow: TUnitOfWork }) {
  const { uow } = deps;
  const repository = createSupportRepository(deps.db);

  const requireAdmin = (viewer: TViewerIn) => {
    if (!can(viewer, 'update', subject('supportNode', helpCentre))) throw AppError.forbidden(m.adminOnly);
  };

  /** Puts `node` among the children of `parentId` at `position` and numbers those children 0, 1, 2… */
  async function place(repo: TSupportRepository, nodeId: string, parentId: string | null, position: number) {
    const siblings = (await repo.children(parentId)).filter((row) => row.id !== nodeId);
    const at = Math.min(position, siblings.length);
    const ids = [...siblings.slice(0, at).map((row) => row.id), nodeId, ...siblings.slice(at).map((row) => row.id)];
    for (const [index, id] of ids.entries()) {
      const current = siblings.find((row) => row.id === id);
      if (id === nodeId || current?.position !== index) await repo.setPlace(id, parentId, index);
    }
  }

  /** Numbers the children of `parentId` 0, 1, 2… after one of them left. */
  async function renumber(repo: TSupportRepository, parentId: string | null) {
    for (const [index, row] of (await repo.children(parentId)).entries()) {
      if (row.position !== index) await repo.setPlace(row.id, parentId, index);
    }
  }

  /** Refuses a parent that does not exist, or that is the node itself or one of its descendants. */
  async function checkParent(repo: TSupportRepository, nodeId: string | null, parentId: string | null) {
    if (!parentId) return;
    let current = await repo.findById(parentId);
    if (!current) throw AppError.badRequest(m.parentNotFound);
    for (let depth = 0; current && depth < 1000; depth += 1) {
      if (current.id === nodeId) throw AppError.badRequest(m.cycle);
      current = current.parentId ? await repo.findById(current.parentId) : undefined;
    }
  }

  async function present(viewer: TViewer, row: TSupportNodeRow, repo = repository): Promise<TSupportNode> {
    const visible = visibleNodes(await repo.all(true), viewer);
    const byId = new Map(visible.map((node) => [node.id, node]));
    const breadcrumbs: TSupportNode['breadcrumbs'] = [];
    for (let parent = row.parentId ? byId.get(row.parentId) : undefined; parent && breadcrumbs.length < 100; ) {
      breadcrumbs.unshift({ id: parent.id, slug: parent.slug, title: parent.title });
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    const children = visible
      .filter((node) => node.parentId === row.id)
      .sort((a, b) => a.position - b.position)
      .map(summaryOf);
    return {
      ...summaryOf(row),
      content: row.content,
      breadcrumbs,
      children,
      policies: policiesFor(viewer, 'supportNode', { published: row.published }),
    };
  }

  const saveSlug = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.badRequest(m.slugTaken);
      throw error;
    }
  };

  const fieldsOf = (viewer: TViewerIn, input: TSaveInput) => {
    const content = sanitizeRichText(input.content, { adminBlocks: true });
    return {
      slug: input.slug,
      title: input.title,
      description: input.description,
      content,
      searchText: searchTextOf(input.title, content),
      published: input.published,
      updatedBy: viewer.id,
    };
  };

  return {
    /** Every node the viewer sees, in tree order; with `q`, the matching ones, best first. */
    async list(viewer: TViewer, query: TListQuery) {
      const all = visibleNodes(await repository.all(true), viewer);
      const policies = policiesFor(viewer, 'supportNode', helpCentre);
      if (!query.q) return { items: inTreeOrder(all).map(summaryOf), policies };
      const visibleIds = new Set(all.map((row) => row.id));
      const found = await repository.search(
        query.q,
        can(viewer, 'update', subject('supportNode', helpCentre)),
        supportNodeLimits.searchResults,
      );
      return { items: found.filter((row) => visibleIds.has(row.id)).map(summaryOf), policies };
    },

    /** One node by its slug: 404 when it does not exist or the viewer may not see it. */
    async get(viewer: TViewer, slug: string) {
      const row = await repository.findBySlug(slug);
      if (!row) throw notFound();
      const visible = visibleNodes(await repository.all(true), viewer);
      if (!visible.some((node) => node.id === row.id)) throw notFound();
      return present(viewer, row);
    },

    async create(viewer: TViewerIn, input: TSaveInput) {
      requireAdmin(viewer);
      return saveSlug(() =>
        uow.run(async (tx) => {
          const repo = createSupportRepository(tx);
          await repo.lockTree();
          await checkParent(repo, null, input.parentId);
          const siblings = await repo.children(input.parentId);
          const row = await repo.insert({
            ...fieldsOf(viewer, input),
            parentId: input.parentId,
            position: siblings.length,
          });
          await place(repo, row.id, input.parentId, input.position ?? siblings.length);
          return present(viewer, (await repo.findById(row.id))!, repo);
        }),
      );
    },

    /** Saves a node's fields; a different parent or a position moves it like `move`. */
    async update(viewer: TViewerIn, id: string, input: TSaveInput) {
      requireAdmin(viewer);
      return saveSlug(() =>
        uow.run(async (tx) => {
          const repo = createSupportRepository(tx);
          await repo.lockTree();
          const row = await repo.findById(id);
          if (!row) throw notFound();
          if (input.parentId !== row.parentId || input.position !== undefined) {
            await checkParent(repo, id, input.parentId);
            await place(repo, id, input.parentId, input.position ?? Number.MAX_SAFE_INTEGER);
            if (input.parentId !== row.parentId) await renumber(repo, row.parentId);
          }
          const updated = await repo.update(id, { ...fieldsOf(viewer, input), updatedAt: new Date() });
          return present(viewer, updated!, repo);
        }),
      );
    },

    /** Moves a node under another parent (or to the top level) at a position, in one transaction. */
    async move(viewer: TViewerIn, id: string, input: TMoveInput) {
      requireAdmin(viewer);
      return uow.run(async (tx) => {
        const repo = createSupportRepository(tx);
        await repo.lockTree();
        const row = await repo.findById(id);
        if (!row) throw notFound();
        await checkParent(repo, id, input.parentId);
        await place(repo, id, input.parentId, input.position);
        if (input.parentId !== row.parentId) await renumber(repo, row.parentId);
        await repo.update(id, { updatedBy: viewer.id, updatedAt: new Date() });
        return present(viewer, (await repo.findById(id))!, repo);
      });
    },

    /** Deletes a node without children (a section with any is refused). */
    async delete(viewer: TViewerIn, id: string) {
      requireAdmin(viewer);
      await uow.run(async (tx) => {
        const repo = createSupportRepository(tx);
        await repo.lockTree();
        const row = await repo.findById(id);
        if (!row) throw notFound();
        if ((await repo.childCount(id)) > 0) throw AppError.badRequest(m.hasChildren);
        await repo.delete(id);
        await renumber(repo, row.parentId);
      });
      return { message: successMessages.deleted };
    },

    /** Title, description and canonical link of /help/{slug} for the served HTML (published nodes only). */
    async pageMeta(slug: string) {
      const row = await repository.findBySlug(slug);
      if (!row) return null;
      const visible = visibleNodes(await repository.all(true), null);
      return visible.some((node) => node.id === row.id) ? row : null;
    },
  };
}

export type TSupportService = ReturnType<typeof createSupportService>;
