import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminQuery } from '../../test/postgres-admin';
import { describeWithServices } from '../../test/services-under-test';
import { rowsOf } from '../lib/sql-rows';
import { createPostgresDatabase } from './client';

describeWithServices({ postgres: true }, 'a PostgreSQL pool', () => {
  it('survives the server closing its idle connections: the process goes on and the next query connects anew', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const closed: Error[] = [];
    const database = createPostgresDatabase(url, (error) => closed.push(error));
    try {
      const backend = await database.db.execute(sql`SELECT pg_backend_pid() AS pid`);
      const pid = rowsOf<{ pid: number }>(backend)[0]?.pid;
      await adminQuery(url, `SELECT pg_terminate_backend(${pid})`);
      await expect.poll(() => closed.length).toBe(1);
      expect(closed[0]).toMatchObject({ code: '57P01' });

      const again = await database.db.execute(sql`SELECT 1 AS one`);
      expect(rowsOf(again)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
