import {
  can,
  errorMessages,
  favoriteMessages,
  subject,
  successMessages,
  type TFavorite,
  type TFavoriteDetail,
  type TFavoriteList,
  type TFavoriteSave,
  type TFavoriteTarget,
  type TMessageResponse,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TUnitOfWork } from '../../lib/uow';
import { createHomeworkListRepository } from '../catalogue/homework-list.repository';
import { buildHomeworkCards } from '../catalogue/homework-list.service';
import { createHomeworkRepository } from '../homework/homework.repository';
import { findVisibleHomework } from '../homework/homework.service';
import {
  createFavoritesRepository,
  type TBuiltInKind,
  type TFavoriteRow,
  type TFavoritesRepository,
} from './favorites.repository';

export const favoriteNotFound = 'Nie znaleziono listy.';
export const favoriteEntryNotFound = 'Tego zadania nie ma na liście.';
/** The most tasks one list holds: what one reorder call can carry (ZReorderFavoriteHomeworks). */
export const favoriteMaxHomeworks = 10_000;
export const favoriteFull = 'Lista może zawierać najwyżej 10000 zadań.';

type TEntryRow = Awaited<ReturnType<TFavoritesRepository['findEntries']>>[number];
type TListQuery = {
  page: number;
  pageSize: number;
  search?: string;
  omitHiddenList?: boolean;
  omitSolvedList?: boolean;
};

const toFavorite = (row: TFavoriteRow, entries: TEntryRow[]): TFavorite => ({
  id: row.id,
  name: row.name,
  description: row.description,
  kind: row.kind,
  homeworks: entries.map(({ id, homeworkId, position }) => ({ id, homeworkId, position })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A task stays in a list whatever becomes of it, but the owner sees (in `homeworks`, the cards and the reorder
 * they send) only the entries of tasks they may read now: a task made private is left out for everybody but its
 * author and ADMIN, and comes back if it is published again.
 */
const isVisibleTo = (viewer: TViewerIn, entry: TEntryRow) =>
  can(viewer, 'read', subject('homework', { status: entry.status, authorId: entry.authorId, adminReviewStatus: null }));

const assertCustom = (row: TFavoriteRow) => {
  if (row.kind !== 'CUSTOM') throw AppError.badRequest(favoriteMessages.builtIn);
};

/**
 * The account's task lists (docs/product-spec.md sections 3, 4 and 7 "Favorites"): its own lists and the built-in
 * 'Ukryte' and 'Rozwiązane', created on first use. A list is its owner's only: another's (ADMIN's included) is 404.
 *
 * Premium (section 6) is checked by the routes (`app.requirePremium`) on what makes something new: creating a
 * list, adding a task, hiding and marking solved (both ways: the toggles). Managing what one already has is not
 * gated, so a lapsed subscriber keeps it: reading lists and the built-in ones, renaming, removing tasks,
 * reordering and deleting.
 */
export function createFavoritesService(deps: { db: TDb; uow: TUnitOfWork }) {
  const { db, uow } = deps;
  const repository = createFavoritesRepository(db);
  const cardRows = createHomeworkListRepository(db);

  /** The lists with their entries the viewer may see, in each list's order. */
  const present = async (viewer: TViewerIn, rows: TFavoriteRow[], favorites: TFavoritesRepository = repository) => {
    const entries = await favorites.findEntries(rows.map((row) => row.id));
    return rows.map((row) =>
      toFavorite(
        row,
        entries.filter((entry) => entry.favoriteId === row.id && isVisibleTo(viewer, entry)),
      ),
    );
  };
  const presentOne = async (viewer: TViewerIn, row: TFavoriteRow, favorites?: TFavoritesRepository) =>
    (await present(viewer, [row], favorites))[0]!;

  const lockOwnOrThrow = async (favorites: TFavoritesRepository, viewer: TViewerIn, id: string) => {
    const row = await favorites.lockOwn(id, viewer.id);
    if (!row) throw AppError.notFound(favoriteNotFound);
    return row;
  };

  /** The task if the viewer may see it (404 otherwise), read in the transaction `tx`. */
  const findTask = async (tx: TDb, viewer: TViewerIn, id: string) =>
    (await findVisibleHomework(createHomeworkRepository(tx), viewer, id)).homework;

  /** Appends the task to the list, locked by the caller; nothing when it is there already. */
  const append = async (favorites: TFavoritesRepository, listId: string, homeworkId: string) => {
    if (await favorites.hasEntry(listId, homeworkId)) return;
    if ((await favorites.countEntries(listId)) >= favoriteMaxHomeworks) throw AppError.badRequest(favoriteFull);
    if (await favorites.appendEntry(listId, homeworkId)) await favorites.touch(listId);
  };

  /** Puts the task in the built-in list, or takes it out; answers whether it is in it now. */
  const toggleBuiltIn = (viewer: TViewerIn, kind: TBuiltInKind, homeworkId: string) =>
    uow.run(async (tx) => {
      const favorites = createFavoritesRepository(tx);
      const created = await favorites.ensureBuiltIn(viewer.id, kind);
      const list = await lockOwnOrThrow(favorites, viewer, created.id);
      if (await favorites.deleteEntry(list.id, homeworkId)) {
        await favorites.touch(list.id);
        return false;
      }
      await findTask(tx, viewer, homeworkId);
      await append(favorites, list.id, homeworkId);
      return true;
    });

  return {
    async create(viewer: TViewerIn, input: Required<TFavoriteSave>) {
      const row = await repository.insertCustom({ userId: viewer.id, ...input });
      return { message: successMessages.created, favorite: toFavorite(row, []) };
    },

    /** Name and description of one's own list; the built-in ones keep theirs (400). */
    async update(viewer: TViewerIn, id: string, input: Required<TFavoriteSave>) {
      return uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        assertCustom(await lockOwnOrThrow(favorites, viewer, id));
        const row = await favorites.update(id, input);
        return { message: successMessages.updated, favorite: await presentOne(viewer, row, favorites) };
      });
    },

    async remove(viewer: TViewerIn, id: string): Promise<TMessageResponse> {
      return uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        assertCustom(await lockOwnOrThrow(favorites, viewer, id));
        await favorites.delete(id);
        return { message: successMessages.deleted };
      });
    },

    /** The viewer's lists, the built-in ones first (when they exist and are not left out), then the newest. */
    async list(viewer: TViewerIn, query: TListQuery): Promise<TFavoriteList> {
      const omitKinds: TBuiltInKind[] = [
        ...(query.omitHiddenList ? (['HIDDEN'] as const) : []),
        ...(query.omitSolvedList ? (['SOLVED'] as const) : []),
      ];
      const rows = await repository.page(viewer.id, {
        search: query.search || undefined,
        omitKinds,
        limit: query.pageSize + 1,
        offset: (query.page - 1) * query.pageSize,
      });
      const hasMore = rows.length > query.pageSize;
      return {
        results: await present(viewer, rows.slice(0, query.pageSize)),
        nextPage: hasMore ? query.page + 1 : null,
      };
    },

    /** 'Ukryte' or 'Rozwiązane', created on first use. */
    async builtIn(viewer: TViewerIn, kind: TBuiltInKind): Promise<TFavorite> {
      return presentOne(viewer, await repository.ensureBuiltIn(viewer.id, kind));
    },

    /** The list with its tasks as catalogue cards, in its order (only the tasks the viewer may see). */
    async detail(viewer: TViewerIn, id: string): Promise<TFavoriteDetail> {
      const row = await repository.findOwn(id, viewer.id);
      if (!row) throw AppError.notFound(favoriteNotFound);
      const favorite = await presentOne(viewer, row);
      const cards = new Map(
        (
          await buildHomeworkCards(
            cardRows,
            favorite.homeworks.map((entry) => entry.homeworkId),
          )
        ).map((card) => [card.id, card]),
      );
      // A task deleted between the two reads has no card and leaves the list.
      const homeworks = favorite.homeworks.filter((entry) => cards.has(entry.homeworkId));
      return {
        ...favorite,
        homeworks,
        cards: homeworks.map((entry) => ({ ...cards.get(entry.homeworkId)!, entryId: entry.id })),
      };
    },

    /** Which of the viewer's lists hold a task the viewer may see. */
    async target(viewer: TViewerIn, homeworkId: string): Promise<TFavoriteTarget> {
      await findTask(db, viewer, homeworkId);
      const lists = await repository.findListsHolding(viewer.id, homeworkId);
      return {
        favoritesIds: lists.filter((list) => list.kind === 'CUSTOM').map((list) => list.id),
        hidden: lists.some((list) => list.kind === 'HIDDEN'),
        solved: lists.some((list) => list.kind === 'SOLVED'),
      };
    },

    /**
     * Appends a task the viewer may see at the end of one's own list; once per list (a second add changes
     * nothing). The built-in lists change only through hide and solved (400). Section 6 hides the favourite
     * button from a TEACHER who is not the task's author; the server refuses it too (403).
     */
    async addHomework(viewer: TViewerIn, favoriteId: string, homeworkId: string) {
      return uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        const list = await lockOwnOrThrow(favorites, viewer, favoriteId);
        assertCustom(list);
        const task = await findTask(tx, viewer, homeworkId);
        if (viewer.role === 'TEACHER' && task.authorId !== viewer.id) throw AppError.forbidden(errorMessages.forbidden);
        await append(favorites, list.id, homeworkId);
        const row = (await favorites.findOwn(favoriteId, viewer.id))!;
        return { message: successMessages.added, favorite: await presentOne(viewer, row, favorites) };
      });
    },

    /** Takes a task out of one's own list, a built-in one too (that un-hides or un-solves it). */
    async removeHomework(viewer: TViewerIn, favoriteId: string, homeworkId: string) {
      return uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        await lockOwnOrThrow(favorites, viewer, favoriteId);
        if (!(await favorites.deleteEntry(favoriteId, homeworkId))) throw AppError.notFound(favoriteEntryNotFound);
        await favorites.touch(favoriteId);
        const row = (await favorites.findOwn(favoriteId, viewer.id))!;
        return { message: successMessages.deleted, favorite: await presentOne(viewer, row, favorites) };
      });
    },

    async toggleHidden(viewer: TViewerIn, homeworkId: string) {
      const hidden = await toggleBuiltIn(viewer, 'HIDDEN', homeworkId);
      return { message: hidden ? favoriteMessages.hidden : favoriteMessages.unhidden, hidden };
    },

    /**
     * A right answer's mark (issue 36): the task joins the viewer's 'Rozwiązane' unless it is there already (never
     * taken out, unlike the toggle). Not Premium: the platform records what the student solved.
     */
    addSolved: (viewer: TViewerIn, homeworkId: string) =>
      uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        const created = await favorites.ensureBuiltIn(viewer.id, 'SOLVED');
        const list = await lockOwnOrThrow(favorites, viewer, created.id);
        await append(favorites, list.id, homeworkId);
      }),

    /**
     * Section 6 shows mark-solved to everybody but teachers, and the hide-solved filter is for USER or ADMIN:
     * a TEACHER has no 'Rozwiązane' list to keep, so the server refuses them (403).
     */
    async toggleSolved(viewer: TViewerIn, homeworkId: string) {
      if (viewer.role === 'TEACHER') throw AppError.forbidden(errorMessages.forbidden);
      const solved = await toggleBuiltIn(viewer, 'SOLVED', homeworkId);
      return { message: solved ? successMessages.added : successMessages.deleted, solved };
    },

    /**
     * A new order of one of the viewer's lists (a built-in one too: the order is not its membership): every entry
     * the viewer sees in it, each once. The list's row is locked first, so concurrent reorders (and adds and
     * removals) run one after another and each checks the permutation against the entries as they are then.
     * Entries of tasks the viewer may no longer see keep their order after the others.
     */
    async reorder(viewer: TViewerIn, entryIds: string[]) {
      return uow.run(async (tx) => {
        const favorites = createFavoritesRepository(tx);
        const wanted = new Set(entryIds);
        const owned = await favorites.findOwnEntries([...wanted], viewer.id);
        if (!owned.length) throw AppError.notFound(favoriteNotFound);
        const listIds = new Set(owned.map((entry) => entry.favoriteId));
        if (listIds.size > 1 || owned.length !== wanted.size || wanted.size !== entryIds.length) {
          throw AppError.badRequest(favoriteMessages.notPermutation);
        }
        const list = await lockOwnOrThrow(favorites, viewer, owned[0]!.favoriteId);
        const entries = await favorites.findEntries([list.id]);
        const visible = entries.filter((entry) => isVisibleTo(viewer, entry));
        if (visible.length !== entryIds.length || !visible.every((entry) => wanted.has(entry.id))) {
          throw AppError.badRequest(favoriteMessages.notPermutation);
        }
        const rest = entries.filter((entry) => !isVisibleTo(viewer, entry)).map((entry) => entry.id);
        await favorites.setPositions(list.id, [...entryIds, ...rest]);
        await favorites.touch(list.id);
        const row = (await favorites.findOwn(list.id, viewer.id))!;
        return { message: successMessages.updated, favorite: await presentOne(viewer, row, favorites) };
      });
    },
  };
}

export type TFavoritesService = ReturnType<typeof createFavoritesService>;
