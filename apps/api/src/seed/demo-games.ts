import type { TGameDefinition } from '@zadania/shared';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { games } from '../db/schema';

/** Fixed ids, so demo articles and tests can embed the demo games. */
export const demoGameIds = {
  numberComparison: '6a1f0e1e-7c3b-4c55-9a57-000000000001',
  numberLine: '6a1f0e1e-7c3b-4c55-9a57-000000000002',
} as const;

/**
 * The demo exercises of docs/product-spec.md section 9: number comparison with 1 level of 2 pairs; number line with
 * 5 levels whose steps are 1, 1, 50, 3 and 70 (Premium from level 4, so the subscription notice can be met).
 */
export const demoGames: { id: string; game: TGameDefinition }[] = [
  {
    id: demoGameIds.numberComparison,
    game: {
      type: 'NumberComparison',
      name: 'Porównywanie liczb',
      premiumFromLevel: null,
      levels: [
        {
          items: [
            { left: 7, right: 12, expected: '<' },
            { left: 45, right: 39, expected: '>' },
          ],
        },
      ],
    },
  },
  {
    id: demoGameIds.numberLine,
    game: {
      type: 'NumberLine',
      name: 'Oś liczbowa',
      premiumFromLevel: 4,
      levels: [
        { start: 0, step: 1, tickCount: 11, slots: [3, 7] },
        { start: -5, step: 1, tickCount: 11, slots: [2, 5, 8] },
        { start: 0, step: 50, tickCount: 9, slots: [1, 4, 6] },
        { start: 0, step: 3, tickCount: 9, slots: [2, 5, 7] },
        { start: 100, step: 70, tickCount: 7, slots: [1, 3, 6] },
      ],
    },
  },
];

/** Adds the demo games that do not exist yet (by id); returns how many it added. */
export async function seedDemoGames(db: TDb, createdById: string | null): Promise<number> {
  const ids = demoGames.map((demo) => demo.id);
  const existing = new Set(
    (await db.select({ id: games.id }).from(games).where(inArray(games.id, ids))).map((r) => r.id),
  );
  const missing = demoGames.filter((demo) => !existing.has(demo.id));
  if (!missing.length) return 0;
  await db.insert(games).values(
    missing.map(({ id, game }) => ({
      id,
      type: game.type,
      name: game.name,
      premiumFromLevel: game.premiumFromLevel,
      levels: game.levels,
      createdById,
    })),
  );
  return missing.length;
}
