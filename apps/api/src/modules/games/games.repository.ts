import type { TGameDefinition, TGameType } from '@zadania/shared';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { gameProgress, games } from '../../db/schema';

export type TGameRow = typeof games.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** All SQL of interactive exercises: the games and their players' progress. */
export function createGamesRepository(db: TDb) {
  return {
    findById: async (id: string): Promise<TGameRow | undefined> =>
      (await db.select().from(games).where(eq(games.id, id)).limit(1))[0],

    async list(query: { page: number; pageSize: number; search?: string; type?: TGameType }) {
      const conditions: SQL[] = [];
      if (query.search) conditions.push(ilike(games.name, `%${escapeLike(query.search)}%`));
      if (query.type) conditions.push(eq(games.type, query.type));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(games)
          .where(where)
          .orderBy(asc(games.name), desc(games.createdAt), asc(games.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(games).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async insert(game: TGameDefinition, createdById: string): Promise<TGameRow> {
      const [row] = await db
        .insert(games)
        .values({
          type: game.type,
          name: game.name,
          premiumFromLevel: game.premiumFromLevel,
          levels: game.levels,
          createdById,
        })
        .returning();
      return row as TGameRow;
    },

    async update(id: string, game: TGameDefinition): Promise<TGameRow | undefined> {
      const [row] = await db
        .update(games)
        .set({
          type: game.type,
          name: game.name,
          premiumFromLevel: game.premiumFromLevel,
          levels: game.levels,
          updatedAt: sql`now()`,
        })
        .where(eq(games.id, id))
        .returning();
      return row;
    },

    deleteById: async (id: string) =>
      (await db.delete(games).where(eq(games.id, id)).returning({ id: games.id })).length > 0,

    /** Levels past the new last one no longer exist: their progress goes with them. */
    forgetLevelsFrom: (gameId: string, levelCount: number) =>
      db
        .delete(gameProgress)
        .where(and(eq(gameProgress.gameId, gameId), sql`${gameProgress.levelIndex} >= ${levelCount}`)),

    async completedLevels(userId: string, gameId: string): Promise<number[]> {
      const rows = await db
        .select({ levelIndex: gameProgress.levelIndex })
        .from(gameProgress)
        .where(and(eq(gameProgress.userId, userId), eq(gameProgress.gameId, gameId)))
        .orderBy(asc(gameProgress.levelIndex));
      return rows.map((row) => row.levelIndex);
    },

    async completedCounts(userId: string, gameIds: string[]): Promise<Map<string, number>> {
      if (!gameIds.length) return new Map();
      const rows = await db
        .select({ gameId: gameProgress.gameId, value: count() })
        .from(gameProgress)
        .where(and(eq(gameProgress.userId, userId), inArray(gameProgress.gameId, gameIds)))
        .groupBy(gameProgress.gameId);
      return new Map(rows.map((row) => [row.gameId, row.value]));
    },

    /** Idempotent: a level completed twice (two tabs, a double click) stays one row. */
    markCompleted: (userId: string, gameId: string, levelIndex: number) =>
      db.insert(gameProgress).values({ userId, gameId, levelIndex }).onConflictDoNothing(),
  };
}
export type TGamesRepository = ReturnType<typeof createGamesRepository>;
