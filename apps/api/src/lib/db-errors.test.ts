import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { isUniqueViolation, violatedUniqueConstraint } from './db-errors';

test('a unique violation is recognised under Drizzle’s wrapper, with the name of its index', async () => {
  const database = await createTestDatabase();
  try {
    await database.db.execute(sql`CREATE TABLE probe (value int CONSTRAINT probe_value_key UNIQUE)`);
    await database.db.execute(sql`INSERT INTO probe VALUES (1)`);
    const error = await database.db.execute(sql`INSERT INTO probe VALUES (1)`).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'probe_value_key')).toBe(true);
    expect(isUniqueViolation(error, 'other_key')).toBe(false);
    expect(violatedUniqueConstraint(error)).toBe('probe_value_key');
    const other = await database.db.execute(sql`INSERT INTO probe VALUES ('x')`).catch((caught: unknown) => caught);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  } finally {
    await database.close();
  }
});
