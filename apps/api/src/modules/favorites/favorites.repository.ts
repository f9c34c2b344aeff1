import { builtInFavoriteNames, type TFavoriteKind } from '@zadania/shared';
import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { favoriteHomeworks, favorites, homeworks } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildContainsPattern } from '../../lib/sql-search';

export type TFavoriteRow = typeof favorites.$inferSelect;
export type TBuiltInKind = Exclude<TFavoriteKind, 'CUSTOM'>;

/** The ids as one `uuid[]` parameter, however many there are. */
const uuidArrayParam = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/**
 * All SQL of the lists. Every write that changes a list's entries or their order locks the list's row first
 * (`lockOwn`), so adds, removals and reorders of one list run one after another and positions stay distinct.
 */
export function createFavoritesRepository(db: TDb) {
  const ownList = (id: string, userId: string) => and(eq(favorites.id, id), eq(favorites.userId, userId));

  return {
    async findOwn(id: string, userId: string) {
      const [row] = await db.select().from(favorites).where(ownList(id, userId));
      return row;
    },

    /** The list, locked until the transaction ends: writers of its entries queue here. */
    async lockOwn(id: string, userId: string) {
      const [row] = await db.select().from(favorites).where(ownList(id, userId)).for('update');
      return row;
    },

    async insertCustom(values: { userId: string; name: string; description: string }) {
      const [row] = await db
        .insert(favorites)
        .values({ ...values, kind: 'CUSTOM' })
        .returning();
      return row!;
    },

    /**
     * The user's built-in list of `kind`, created on first use. Concurrent first uses meet on the partial unique
     * index favorites_built_in_unique: the one that loses inserts nothing and reads the winner's row.
     */
    async ensureBuiltIn(userId: string, kind: TBuiltInKind) {
      const [inserted] = await db
        .insert(favorites)
        .values({ userId, kind, name: builtInFavoriteNames[kind] })
        .onConflictDoNothing({ target: [favorites.userId, favorites.kind], where: sql`kind <> 'CUSTOM'` })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.kind, kind)));
      return existing!;
    },

    async update(id: string, values: { name: string; description: string }) {
      const [row] = await db
        .update(favorites)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(favorites.id, id))
        .returning();
      return row!;
    },

    async touch(id: string) {
      await db.update(favorites).set({ updatedAt: new Date() }).where(eq(favorites.id, id));
    },

    async delete(id: string) {
      await db.delete(favorites).where(eq(favorites.id, id));
    },

    /**
     * One page of the user's lists: the built-in ones first ('Ukryte', then 'Rozwiązane'), then the newest.
     * `limit` rows at most; the caller asks for one more than it shows to know whether a next page exists.
     */
    async page(
      userId: string,
      options: { search?: string; omitKinds: TBuiltInKind[]; limit: number; offset: number },
    ): Promise<TFavoriteRow[]> {
      const conditions: SQL[] = [eq(favorites.userId, userId)];
      if (options.omitKinds.length) conditions.push(notInArray(favorites.kind, options.omitKinds));
      if (options.search) {
        conditions.push(sql`immutable_unaccent(lower(${favorites.name})) like ${buildContainsPattern(options.search)}`);
      }
      return db
        .select()
        .from(favorites)
        .where(and(...conditions))
        .orderBy(
          sql`case ${favorites.kind} when 'HIDDEN' then 0 when 'SOLVED' then 1 else 2 end`,
          desc(favorites.createdAt),
          desc(favorites.id),
        )
        .limit(options.limit)
        .offset(options.offset);
    },

    /**
     * The entries of the lists in each list's order (position, then when added), with what the task's visibility
     * depends on.
     */
    async findEntries(favoriteIds: string[]) {
      if (!favoriteIds.length) return [];
      return db
        .select({
          id: favoriteHomeworks.id,
          favoriteId: favoriteHomeworks.favoriteId,
          homeworkId: favoriteHomeworks.homeworkId,
          position: favoriteHomeworks.position,
          status: homeworks.status,
          authorId: homeworks.authorId,
        })
        .from(favoriteHomeworks)
        .innerJoin(homeworks, eq(homeworks.id, favoriteHomeworks.homeworkId))
        .where(inArray(favoriteHomeworks.favoriteId, favoriteIds))
        .orderBy(
          asc(favoriteHomeworks.favoriteId),
          asc(favoriteHomeworks.position),
          asc(favoriteHomeworks.createdAt),
          asc(favoriteHomeworks.id),
        );
    },

    /** The user's lists that hold the task, with their kinds. */
    async findListsHolding(userId: string, homeworkId: string) {
      return db
        .select({ id: favorites.id, kind: favorites.kind, createdAt: favorites.createdAt })
        .from(favoriteHomeworks)
        .innerJoin(favorites, eq(favorites.id, favoriteHomeworks.favoriteId))
        .where(and(eq(favorites.userId, userId), eq(favoriteHomeworks.homeworkId, homeworkId)))
        .orderBy(desc(favorites.createdAt), desc(favorites.id));
    },

    async hasEntry(favoriteId: string, homeworkId: string) {
      const [row] = await db
        .select({ id: favoriteHomeworks.id })
        .from(favoriteHomeworks)
        .where(and(eq(favoriteHomeworks.favoriteId, favoriteId), eq(favoriteHomeworks.homeworkId, homeworkId)));
      return !!row;
    },

    async countEntries(favoriteId: string) {
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`select count(*)::int as count from favorite_homeworks where favorite_id = ${favoriteId}`),
      );
      return row?.count ?? 0;
    },

    /** Appends the task after the list's last entry; nothing when it is in the list already (answers false). */
    async appendEntry(favoriteId: string, homeworkId: string) {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into favorite_homeworks (favorite_id, homework_id, position)
          select ${favoriteId}, ${homeworkId}, coalesce(max(position) + 1, 0)
            from favorite_homeworks where favorite_id = ${favoriteId}
          on conflict (favorite_id, homework_id) do nothing
          returning id`),
      );
      return rows.length > 0;
    },

    /** Removes the task from the list; false when it was not in it. */
    async deleteEntry(favoriteId: string, homeworkId: string) {
      const rows = await db
        .delete(favoriteHomeworks)
        .where(and(eq(favoriteHomeworks.favoriteId, favoriteId), eq(favoriteHomeworks.homeworkId, homeworkId)))
        .returning({ id: favoriteHomeworks.id });
      return rows.length > 0;
    },

    /** Of the given entries, those in the user's own lists, with their list. */
    async findOwnEntries(entryIds: string[], userId: string) {
      if (!entryIds.length) return [];
      return db
        .select({ id: favoriteHomeworks.id, favoriteId: favoriteHomeworks.favoriteId })
        .from(favoriteHomeworks)
        .innerJoin(favorites, eq(favorites.id, favoriteHomeworks.favoriteId))
        .where(and(inArray(favoriteHomeworks.id, entryIds), eq(favorites.userId, userId)));
    },

    /** Gives the list's entries the positions 0..n-1 in the order of `entryIds`, in one statement. */
    async setPositions(favoriteId: string, entryIds: string[]) {
      await db.execute(sql`
        update favorite_homeworks fh set position = o.ordinality - 1
          from unnest(${uuidArrayParam(entryIds)}) with ordinality as o(id, ordinality)
         where fh.id = o.id and fh.favorite_id = ${favoriteId}`);
    },
  };
}

export type TFavoritesRepository = ReturnType<typeof createFavoritesRepository>;
