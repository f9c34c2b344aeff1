import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildHomework } from '../../../../test/factories';
import { rowsOf } from '../../../lib/sql-rows';
import { createCatalogueFeed, type TCatalogueChange } from './catalogue-feed';
import { createPruneCatalogueChangesHandler } from './prune-catalogue-changes.job';

const t = useTestApp();

const headSeq = async () =>
  Number(
    rowsOf<{ max: string | null }>(await t.app.db.execute(sql`select max(seq)::text as max from catalogue_changes`))[0]
      ?.max ?? 0,
  );

/** A change as a transaction that took its number `seq` writes it (numbers may commit out of order). */
const writeChange = (seq: number, kind: 'shape' | 'rating' | 'card', rowId: string) =>
  t.app.db.execute(sql`
    insert into catalogue_changes (seq, table_name, row_id, kind, ratings_avg, ratings_count)
    values (${seq}, 'homeworks', ${rowId}, ${kind}, ${kind === 'rating' ? 4.5 : null}, ${kind === 'rating' ? 2 : null})`);

describe('the catalogue change feed', () => {
  it('starts at the head, then reads each committed change once, in order, and moves the shape only for shape', async () => {
    const feed = createCatalogueFeed(t.app.db);
    const read: TCatalogueChange[][] = [];
    feed.subscribe((changes) => read.push(changes));
    await buildHomework(t.app);
    const start = await feed.sync();
    expect(read).toEqual([]);

    const task = await buildHomework(t.app);
    const published = await feed.sync();
    expect(published.shape).not.toBe(start.shape);
    expect(published.revision).not.toBe(start.revision);
    expect(read.flat().map((change) => [change.rowId, change.kind])).toEqual([[task.id, 'shape']]);

    await t.app.db.execute(sql`update homeworks set ratings_avg = 4.5, ratings_count = 2 where id = ${task.id}`);
    const rated = await feed.sync();
    expect(rated.shape).toBe(published.shape);
    expect(rated.revision).not.toBe(published.revision);
    expect(read.at(-1)).toEqual([
      expect.objectContaining({ rowId: task.id, kind: 'rating', ratingsAvg: 4.5, ratingsCount: 2 }),
    ]);
    // Nothing new: the same position, nothing told.
    expect(await feed.sync()).toEqual(rated);
    expect(read).toHaveLength(2);
  });

  it('reads a change that committed after a higher number was read (late), and forgets a number never used', async () => {
    const feed = createCatalogueFeed(t.app.db);
    const read: TCatalogueChange[] = [];
    feed.subscribe((changes) => read.push(...changes));
    const task = await buildHomework(t.app);
    await feed.sync();
    const head = await headSeq();

    // Numbers head+1 and head+2 are taken; head+2 commits first.
    await writeChange(head + 2, 'rating', task.id);
    const first = await feed.sync();
    expect(read.map((change) => change.seq)).toEqual([head + 2]);
    await writeChange(head + 1, 'shape', task.id);
    const late = await feed.sync();
    expect(read.map((change) => change.seq)).toEqual([head + 2, head + 1]);
    expect(late.shape).not.toBe(first.shape);

    // A number skipped by a transaction that rolled back is watched for a while, then forgotten.
    let clock = 0;
    const watching = createCatalogueFeed(t.app.db, { gapTimeoutMs: 1000, now: () => clock });
    await watching.sync();
    await writeChange(head + 4, 'card', task.id);
    await watching.sync();
    clock = 2000;
    const after = await watching.sync();
    await writeChange(head + 3, 'shape', task.id);
    expect((await watching.sync()).shape).toBe(after.shape);
  });

  it('reads past a jump of numbers wider than it watches (a large statement rolled back) without watching each', async () => {
    const feed = createCatalogueFeed(t.app.db, { maxGaps: 10 });
    const task = await buildHomework(t.app);
    const start = await feed.sync();
    await writeChange((await headSeq()) + 5_000, 'shape', task.id);
    const after = await feed.sync();
    expect(after.shape).not.toBe(start.shape);
    expect(await feed.sync()).toEqual(after);
  });

  it('takes more changes than one read holds as one change of everything', async () => {
    const feed = createCatalogueFeed(t.app.db, { batchSize: 3 });
    const read: TCatalogueChange[][] = [];
    feed.subscribe((changes) => read.push(changes));
    const start = await feed.sync();
    for (let index = 0; index < 5; index++) await buildHomework(t.app, { status: 'PRIVATE' });
    const after = await feed.sync();
    expect(read).toEqual([[expect.objectContaining({ kind: 'shape', rowId: null })]]);
    expect(after.shape).not.toBe(start.shape);
    // And then reads on from the head.
    expect(await feed.sync()).toEqual(after);
  });

  it('gives a call made during a read the next read, so a request made after a write sees it', async () => {
    const feed = createCatalogueFeed(t.app.db);
    const start = await feed.sync();
    const running = feed.sync();
    await buildHomework(t.app);
    // The read already running may or may not see the write (on PostgreSQL it runs on another connection, maybe
    // after the commit); the call made after the write must.
    const [, after] = await Promise.all([running, feed.sync()]);
    expect(after.shape).not.toBe(start.shape);
  });

  it('records one change without a row for a statement over more than 1 000 rows', async () => {
    await t.app.db.execute(sql`delete from catalogue_changes`);
    await t.app.db.execute(sql`
      insert into homeworks (slug, status, level, description)
      select 'masowe-' || n, 'PUBLIC', 'PRIMARY', '<p>Zadanie</p>' from generate_series(1, 1001) n`);
    const rows = rowsOf<{ row_id: string | null; kind: string }>(
      await t.app.db.execute(sql`select row_id::text as row_id, kind from catalogue_changes`),
    );
    expect(rows).toEqual([{ row_id: null, kind: 'shape' }]);
  });
});

describe('pruning the catalogue changes', () => {
  it('deletes the changes older than a day, keeps the newer', async () => {
    const task = await buildHomework(t.app);
    await t.app.db.execute(sql`update catalogue_changes set created_at = now() - interval '25 hours'`);
    await t.app.db.execute(sql`update homeworks set hint = 'Podpowiedź' where id = ${task.id}`);
    await createPruneCatalogueChangesHandler(t.app.db)();
    const rows = rowsOf<{ kind: string }>(await t.app.db.execute(sql`select kind from catalogue_changes`));
    expect(rows).toEqual([{ kind: 'card' }]);
  });
});
