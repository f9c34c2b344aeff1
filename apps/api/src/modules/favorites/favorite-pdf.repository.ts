import { and, count, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { favoriteHomeworks, favorites } from '../../db/schema';

/** What the list PDF reads of the lists: one list of its owner, with how many tasks it holds. */
export function createFavoritePdfRepository(db: TDb) {
  return {
    /** The list when `userId` owns it (anyone else's, ADMIN's too, is as good as missing). */
    async findOwned(favoriteId: string, userId: string) {
      const [row] = await db
        .select({ id: favorites.id, name: favorites.name, kind: favorites.kind, tasks: count(favoriteHomeworks.id) })
        .from(favorites)
        .leftJoin(favoriteHomeworks, eq(favoriteHomeworks.favoriteId, favorites.id))
        .where(and(eq(favorites.id, favoriteId), eq(favorites.userId, userId)))
        .groupBy(favorites.id);
      return row;
    },
  };
}

export type TFavoritePdfRepository = ReturnType<typeof createFavoritePdfRepository>;
