import { isKnownRequirementKey } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { mathConcepts } from '../db/schema';
import { rowsOf } from '../lib/sql-rows';
import { demoContent } from './demo-content';
import { demoConceptRequirements } from './demo-content/concept-requirements';
import { seedDemoContent } from './seed-demo-content';
import { seedDemoRequirements } from './seed-demo-requirements';

const t = useTestApp();

describe('seedDemoRequirements', () => {
  it('uses codes of the curriculum data and concepts of the demo only', () => {
    const slugs = new Set(demoContent.concepts.map((concept) => concept.slug));
    for (const [slug, codes] of Object.entries(demoConceptRequirements)) {
      expect(slugs.has(slug), slug).toBe(true);
      for (const code of codes) expect(isKnownRequirementKey(`PP2017:${code}`), code).toBe(true);
    }
  });

  it('tags concepts and their tasks once, at the level of the task, never over an editor’s choice', async () => {
    await seedDemoContent(t.app.db, demoContent, null);
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:LO-P.I'] })
      .where(eq(mathConcepts.slug, 'procenty'));

    const tagged = await seedDemoRequirements(t.app.db);
    expect(tagged).toBeGreaterThan(20);
    expect(await seedDemoRequirements(t.app.db)).toBe(0);

    const [kept] = await t.app.db.select().from(mathConcepts).where(eq(mathConcepts.slug, 'procenty'));
    expect(kept!.requirements).toEqual(['PP2017:LO-P.I']);
    const [logarithm] = await t.app.db.select().from(mathConcepts).where(eq(mathConcepts.slug, 'logarytm'));
    expect(logarithm!.requirements).toEqual(['PP2017:LO-P.I']);

    const levels = rowsOf<{ level: string; key: string }>(
      await t.app.db.execute(sql`select level::text as level, unnest(requirements) as key from homeworks`),
    );
    for (const { level, key } of levels) {
      expect(key.startsWith(level === 'PRIMARY' ? 'PP2017:SP' : 'PP2017:LO'), `${level} ${key}`).toBe(true);
      expect(isKnownRequirementKey(key)).toBe(true);
    }
  });
});
