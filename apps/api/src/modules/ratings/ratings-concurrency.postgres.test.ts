import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithServices } from '../../../test/services-under-test';
import { createTestDatabase } from '../../../test/test-database';
import type { TDatabase, TDb } from '../../db/client';
import * as schema from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { TUnitOfWork } from '../../lib/uow';
import { seedSyntheticCatalogue } from '../../seed/synthetic/generate-synthetic-catalogue';
import { createRatingsRepository } from './ratings.repository';
import { createRatingsService } from './ratings.service';

const raters = 50;

/**
 * Issue 34, "no hot row": every rating's transaction is held open until all of them have written, each on a
 * connection of its own with a short lock timeout. Were there one row that every rating updates (the old
 * `catalogue_revision`), the second rating would wait for the first's commit, which waits for the second: a lock
 * timeout. Ratings of tasks of different authors share no row; those of one author's tasks queue on the author's
 * aggregate, by design (docs/ratings.md).
 */
describeWithServices({ postgres: true }, 'ratings on PostgreSQL', () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it(`${raters} ratings of ${raters} tasks of different authors, all in flight at once, wait for none of the others`, {
    timeout: 60_000,
  }, async () => {
    const { db } = database;
    await seedSyntheticCatalogue(db, { tasks: 300, seed: 7, log: () => {} });
    const read = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
    const tasks = await read<{ id: string }>(sql`
      select id::text as id from (
        select distinct on (author_id) id from homeworks where status = 'PUBLIC' order by author_id, id
      ) one_per_author order by id limit ${raters}`);
    expect(tasks).toHaveLength(raters);
    const [student] = await read<{ id: string }>(sql`
      insert into users (username, email, display_name, password_hash, role)
      values ('oceniajaca', 'oceniajaca@example.com', 'Oceniająca', 'x', 'USER') returning id::text as id`);
    const changesBefore = (
      await read<{ seq: string }>(sql`select coalesce(max(seq), 0)::text as seq from catalogue_changes`)
    )[0]!.seq;

    // Each rating's transaction on a client of its own, held open after its writes until every rating has written.
    let releaseCommits!: () => void;
    const commitsReleased = new Promise<void>((resolve) => {
      releaseCommits = resolve;
    });
    const written: unknown[] = [];
    const held: TUnitOfWork = {
      run: async <T>(work: (tx: TDb) => Promise<T>) => {
        const client = new pg.Client({
          connectionString: database.kind === 'postgres' ? database.connectionString : '',
        });
        await client.connect();
        await client.query("begin; set local lock_timeout = '5s'");
        try {
          const result = await work(drizzle(client, { schema }) as unknown as TDb);
          written.push(result);
          if (written.length === raters) releaseCommits();
          await commitsReleased;
          await client.query('commit');
          return result;
        } catch (error) {
          releaseCommits();
          await client.query('rollback');
          throw error;
        } finally {
          await client.end();
        }
      },
      afterCommit: (_tx, effect) => void effect(),
    };
    const ratings = createRatingsService({
      uow: held,
      repository: createRatingsRepository(db),
      limiter: { consume: async () => undefined },
    });
    const viewer = { id: student!.id, role: 'USER' as const, hasActiveSubscription: false };
    const results = await Promise.allSettled(
      tasks.map((task) => ratings.rateHomework(viewer, task.id, 4, { ip: '127.0.0.1' })),
    );
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    // Every rating committed: its row, its task's aggregate recomputed from the rows (the synthetic tasks have none
    // of their own), and one change of kind 'rating' per task in the feed.
    const after = await read<{ id: string; ratings_avg: number; ratings_count: number; mine: number }>(sql`
      select h.id::text as id, h.ratings_avg::float8 as ratings_avg, h.ratings_count,
        (select count(*)::int from homework_ratings r where r.homework_id = h.id and r.user_id = ${student!.id}) as mine
      from homeworks h where h.id = any(${sql.param(tasks.map((task) => task.id))}::uuid[]) order by h.id`);
    expect(after).toEqual(tasks.map((task) => ({ id: task.id, ratings_avg: 4, ratings_count: 1, mine: 1 })));
    const changes = await read<{ row_id: string }>(sql`
      select row_id::text as row_id from catalogue_changes where seq > ${changesBefore} and kind = 'rating' order by row_id`);
    expect(changes.map((change) => change.row_id)).toEqual(tasks.map((task) => task.id));
  });
});
