import { ZGameSave } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { games } from '../db/schema';
import { demoContent } from './demo-content';
import { demoGameIds, demoGames, seedDemoGames } from './demo-games';
import { seedDemoContent } from './seed-demo-content';

const t = useTestApp();

describe('the demo games', () => {
  it('follow section 9: comparison 1 level of 2 pairs; number line 5 levels with steps 1, 1, 50, 3, 70', () => {
    const comparison = demoGames.find((demo) => demo.id === demoGameIds.numberComparison)!.game;
    const numberLine = demoGames.find((demo) => demo.id === demoGameIds.numberLine)!.game;
    expect(comparison.type === 'NumberComparison' && comparison.levels.map((level) => level.items.length)).toEqual([2]);
    expect(numberLine.type === 'NumberLine' && numberLine.levels.map((level) => level.step)).toEqual([1, 1, 50, 3, 70]);
    for (const { game } of demoGames) expect(ZGameSave.parse(game)).toEqual(game);
  });

  it('are seeded once, and the arithmetic article plays both', async () => {
    const admin = await buildUser(t.app, { role: 'ADMIN' });
    expect(await seedDemoGames(t.app.db, admin.id)).toBe(2);
    expect(await seedDemoGames(t.app.db, admin.id)).toBe(0);
    expect(await t.app.db.select().from(games)).toHaveLength(2);
    await seedDemoContent(t.app.db, demoContent, null);

    const article = (await t.app.inject({ method: 'GET', url: '/api/math-concept/arytmetyka' })).json();
    for (const id of Object.values(demoGameIds)) {
      expect(article.description).toContain(`data-type="interactive-homework" data-value="${id}"`);
      expect((await t.app.inject({ method: 'GET', url: `/api/game/${id}` })).statusCode).toBe(200);
    }
  });
});
