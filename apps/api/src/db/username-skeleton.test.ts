import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { cleanSharedTestDatabase } from '../../test/test-database';
import { migrationsFolder, pgliteExtensions, pgliteStartParams } from './client';

describe('username_skeleton(): logins that look alike share a skeleton', () => {
  it('on this database (PGlite, or PostgreSQL with TEST_DATABASE_URL)', async () => {
    const database = await cleanSharedTestDatabase();
    const skeletonOf = async (username: string) => {
      const result = await database.db.execute(sql`select public.username_skeleton(${username}) as skeleton`);
      return (result as unknown as { rows: { skeleton: string }[] }).rows[0]!.skeleton;
    };
    const alike = [
      [
        'admin',
        'AdMin',
        'adm1n',
        'admln',
        'ADMlN',
        'adrnin',
        'AdrnIn',
        'ＡＤＭＩＮ',
        '𝐚𝐝𝐦𝐢𝐧',
        'аdmin',
        'admın',
        'adminㅤ',
        'ad\u200bmin',
      ],
      ['ola', 'OLA', '0la', 'o1a', 'оla'],
      ['wowa', 'vvovva', 'WOWA'],
      ['żółw', 'zolw', 'ZÓŁW', 'Z\u0307o\u0301\u0142w'],
      ['łukasz', 'Lukasz', '1ukasz'],
    ];
    for (const group of alike) {
      const skeletons = await Promise.all(group.map(skeletonOf));
      expect(new Set(skeletons), group.join(' ')).toEqual(new Set([skeletons[0]]));
    }
    const distinct = ['admin', 'adam', 'ola', 'ala', 'wowa', 'kasia', 'kasla2', 'nauczyciel', 'uczen'];
    expect(new Set(await Promise.all(distinct.map(skeletonOf))).size).toBe(distinct.length);
  });
});

describe('the migration to unique skeletons', () => {
  it('keeps the oldest of existing look-alike logins and appends the lowest free number to the others', async () => {
    const partialFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-migrations-'));
    const pglite = await PGlite.create(undefined, { extensions: pgliteExtensions, startParams: pgliteStartParams });
    try {
      // The migrations before the skeleton, then the logins an attacker could create back then.
      await fs.cp(migrationsFolder, partialFolder, { recursive: true });
      const journalPath = path.join(partialFolder, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
      journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag < '0010');
      await fs.writeFile(journalPath, JSON.stringify(journal));
      const db = drizzle(pglite);
      await migrate(db, { migrationsFolder: partialFolder });
      const legacy = ['admin2', 'admin', 'adm1n', 'аdmin', 'ＡＤＭＩＮ', 'adminㅤ', 'ola'];
      for (const [index, username] of legacy.entries()) {
        await pglite.query(
          `insert into users (email, username, display_name, password_hash, created_at)
           values ($1, $2, $2, 'x', now() - make_interval(days => $3))`,
          [`konto${index}@example.com`, username, 100 - index],
        );
      }

      await migrate(db, { migrationsFolder });

      const { rows } = await pglite.query<{ email: string; username: string }>(
        'select email, username from users order by created_at',
      );
      expect(rows.map((row) => row.username)).toEqual([
        'admin2',
        'admin',
        'adm1n3',
        'аdmin4',
        'ＡＤＭＩＮ5',
        'adminㅤ6',
        'ola',
      ]);
      await expect(
        pglite.query(
          `insert into users (email, username, display_name, password_hash) values ('nowy@example.com', 'Adm1n', 'x', 'x')`,
        ),
      ).rejects.toMatchObject({ code: '23505', constraint: 'users_username_skeleton_unique' });
    } finally {
      await pglite.close();
      await fs.rm(partialFolder, { recursive: true, force: true });
    }
  });
});
