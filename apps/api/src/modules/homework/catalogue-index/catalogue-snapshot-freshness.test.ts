import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildHomework } from '../../../../test/factories';
import { readCatalogueRevision } from '../../../lib/catalogue-revision';

const t = useTestApp();

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/homework${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; results: { id: string; level: string }[] };
}

/** Whether this node, once it has built a snapshot, holds one of the current revision (GET /api/homework answers from it). */
async function snapshotIsCurrent() {
  await t.app.services.catalogueSnapshots.warmUp();
  return t.app.services.catalogueSnapshots.at(await readCatalogueRevision(t.app.db)) !== undefined;
}

describe('GET /api/homework from the snapshot in memory', () => {
  it('shows a change committed after the snapshot at once, then answers from a new snapshot', async () => {
    const first = await buildHomework(t.app);
    const second = await buildHomework(t.app, { level: 'PRIMARY' });
    await t.app.services.catalogueSnapshots.warmUp();
    expect(await snapshotIsCurrent()).toBe(true);
    expect((await list()).results.map((card) => card.id)).toEqual([second.id, first.id]);

    // Published after the snapshot: the revision moved, so the request is not answered from the old one.
    const third = await buildHomework(t.app);
    expect(t.app.services.catalogueSnapshots.at(await readCatalogueRevision(t.app.db))).toBeUndefined();
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, second.id, first.id]);
    expect(await snapshotIsCurrent()).toBe(true);
    expect((await list()).total).toBe(3);

    // Edited: its level moves between the facet's options and the filter finds it at once.
    await t.app.db.execute(sql`update homeworks set level = 'PRIMARY' where id = ${first.id}`);
    const primary = await list('?levels=PRIMARY');
    expect(primary.results.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(await snapshotIsCurrent()).toBe(true);
    expect((await list('?levels=PRIMARY')).total).toBe(2);

    // Hidden from the catalogue: gone from the next answer.
    await t.app.db.execute(sql`update homeworks set status = 'HIDDEN' where id = ${second.id}`);
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, first.id]);
    expect(await snapshotIsCurrent()).toBe(true);
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, first.id]);
  });
});
