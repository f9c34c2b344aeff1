import {
  homeworkTypes as allHomeworkTypes,
  authoringMessages,
  can,
  successMessages,
  type THomeworkTypeSave,
  type TPolicyAction,
  type TViewerIn,
} from '@zadania/shared';
import type { homeworkTypes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import { insertWithFreeSlug, toSlug } from '../../lib/slug';
import type { TUnitOfWork } from '../../lib/uow';
import { conceptGroups } from '../homework/homework-authoring.service';
import { createHomeworkTypeAuthoringRepository } from './homework-type-authoring.repository';

type TRepository = ReturnType<typeof createHomeworkTypeAuthoringRepository>;
type TTypeRow = typeof homeworkTypes.$inferSelect;
type TTypeValues = Omit<typeof homeworkTypes.$inferInsert, 'slug'>;

/** What the history records of a type: its own fields and its concept links. */
type TSnapshot = {
  name: string;
  slug: string;
  description: string | null;
  formulas: string | null;
  parentId: string | null;
  done: boolean;
  conceptIds: string[];
};

const snapshotOf = (row: TTypeRow, conceptIds: string[]): TSnapshot => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  formulas: row.formulas,
  parentId: row.parentId,
  done: row.done,
  conceptIds,
});

/** {field: {from, to}} of the fields that differ. */
export function diffSnapshots(before: Partial<TSnapshot>, after: Partial<TSnapshot>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof TSnapshot>) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

export const homeworkTypeAuthoringMessages = { deleted: successMessages.deleted } as const;

/** Task types are managed by ADMIN only (docs/product-spec.md section 6); every change is written to the type's history. */
export function createHomeworkTypeAuthoringService(repository: TRepository, uow: TUnitOfWork) {
  const assertAllowed = (viewer: TViewerIn, action: TPolicyAction<'homeworkType'>) => {
    if (!can(viewer, action, allHomeworkTypes)) throw AppError.forbidden();
  };

  const findType = async (queries: TRepository, id: string) => {
    const row = await queries.findType(id);
    if (!row) throw AppError.notFound(authoringMessages.typeNotFound);
    return row;
  };

  /** Checks parent and concepts; returns the row values and the concept ids. */
  const prepare = async (queries: TRepository, input: THomeworkTypeSave, id?: string) => {
    const parentId = input.parentId ?? null;
    if (parentId) {
      if (parentId === id) throw AppError.badRequest(authoringMessages.typeParentSelf);
      const parent = await queries.findType(parentId);
      if (!parent) throw AppError.badRequest(authoringMessages.typeParentNotFound);
      if (parent.parentId) throw AppError.badRequest(authoringMessages.typeParentNested);
      if (id && (await queries.hasSubtypes(id))) throw AppError.badRequest(authoringMessages.typeHasSubtypes);
    }
    const conceptIds = [...new Set(conceptGroups.flatMap(([field]) => input[field]))].sort();
    const concepts = new Map((await queries.findConcepts(conceptIds)).map((concept) => [concept.id, concept]));
    for (const [field, type] of conceptGroups) {
      for (const conceptId of input[field]) {
        const concept = concepts.get(conceptId);
        if (!concept) throw AppError.badRequest(authoringMessages.conceptNotFound);
        if (concept.type !== type) throw AppError.badRequest(authoringMessages.conceptWrongType);
      }
    }
    const values = {
      name: input.name,
      description: input.description ? sanitizeRichText(input.description) : null,
      formulas: input.formulas ? sanitizeRichText(input.formulas) : null,
      parentId,
    };
    return { values, conceptIds };
  };

  const slugTaken = () => new AppError(409, authoringMessages.typeSlugTaken);

  /** Under the given slug (409 when it is taken, also by a concurrent writer), or a free one from the name. */
  const insertType = async (queries: TRepository, input: THomeworkTypeSave, values: TTypeValues) => {
    if (!input.slug) {
      return insertWithFreeSlug(toSlug(input.name) || 'typ', queries.findSlugsLike, (slug) =>
        queries.insertTypeUnlessSlugTaken({ ...values, slug }),
      );
    }
    const row = await queries.insertTypeUnlessSlugTaken({ ...values, slug: input.slug });
    if (!row) throw slugTaken();
    return row;
  };

  return {
    async create(viewer: TViewerIn, input: THomeworkTypeSave) {
      assertAllowed(viewer, 'create');
      return uow.run(async (tx) => {
        const queries = createHomeworkTypeAuthoringRepository(tx);
        const { values, conceptIds } = await prepare(queries, input);
        const row = await insertType(queries, input, values);
        await queries.replaceConcepts(row.id, conceptIds);
        await queries.insertHistory({
          homeworkTypeId: row.id,
          actorId: viewer.id,
          action: 'CREATED',
          changes: diffSnapshots({}, snapshotOf(row, conceptIds)),
        });
        return row.id;
      });
    },

    async update(viewer: TViewerIn, id: string, input: THomeworkTypeSave) {
      assertAllowed(viewer, 'update');
      await uow.run(async (tx) => {
        const queries = createHomeworkTypeAuthoringRepository(tx);
        const current = await findType(queries, id);
        const before = snapshotOf(current, await queries.findConceptIdsOf(id));
        const { values, conceptIds } = await prepare(queries, input, id);
        const slug = input.slug ?? current.slug;
        if (!(await queries.updateType(id, { ...values, slug }))) throw slugTaken();
        await queries.replaceConcepts(id, conceptIds);
        const changes = diffSnapshots(before, { ...before, ...values, slug, conceptIds });
        if (Object.keys(changes).length) {
          await queries.insertHistory({ homeworkTypeId: id, actorId: viewer.id, action: 'UPDATED', changes });
        }
      });
    },

    async toggleDone(viewer: TViewerIn, id: string) {
      assertAllowed(viewer, 'toggleDone');
      await uow.run(async (tx) => {
        const queries = createHomeworkTypeAuthoringRepository(tx);
        const current = await findType(queries, id);
        await queries.updateType(id, { done: !current.done });
        await queries.insertHistory({
          homeworkTypeId: id,
          actorId: viewer.id,
          action: 'DONE_TOGGLED',
          changes: { done: { from: current.done, to: !current.done } },
        });
      });
    },

    /** Its subtypes become top-level types and its tasks lose their type (foreign keys set null). */
    async remove(viewer: TViewerIn, id: string) {
      assertAllowed(viewer, 'delete');
      await uow.run(async (tx) => {
        const queries = createHomeworkTypeAuthoringRepository(tx);
        const current = await findType(queries, id);
        const before = snapshotOf(current, await queries.findConceptIdsOf(id));
        await queries.deleteType(id);
        await queries.insertHistory({
          homeworkTypeId: id,
          actorId: viewer.id,
          action: 'DELETED',
          changes: diffSnapshots(before, {}),
        });
      });
      return { message: homeworkTypeAuthoringMessages.deleted };
    },

    /** ADMIN: every change of the type, newest first, with who and when (kept after deletion). */
    async history(viewer: TViewerIn, id: string) {
      assertAllowed(viewer, 'readHistory');
      const rows = await repository.listHistory(id);
      if (!rows.length && !(await repository.findType(id))) throw AppError.notFound(authoringMessages.typeNotFound);
      return {
        results: rows.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          actor: actor?.id ? actor : null,
          changes: entry.changes,
          createdAt: entry.createdAt.toISOString(),
        })),
        names: await repository.namesOf(referencedIds(rows.map(({ entry }) => entry.changes))),
      };
    },
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids a history refers to: the parent type and the linked concepts, before and after each change. */
function referencedIds(changes: Record<string, { from: unknown; to: unknown }>[]): string[] {
  const ids = new Set<string>();
  for (const entry of changes) {
    for (const [field, { from, to }] of Object.entries(entry)) {
      if (field !== 'parentId' && !field.endsWith('Ids')) continue;
      for (const value of [from, to].flat()) if (typeof value === 'string' && uuidPattern.test(value)) ids.add(value);
    }
  }
  return [...ids];
}
