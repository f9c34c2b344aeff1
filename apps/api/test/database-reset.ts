import { sql } from 'drizzle-orm';
import type { TDatabase } from '../src/db/client';

/** Runs one SQL text that may hold several statements (simple protocol), on one connection. */
export type TRunScript = (text: string) => Promise<void>;

type TTableRow = { schema: string; name: string };

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Tables the reset leaves alone: the record of applied migrations. */
const untouchedTables = new Set(['drizzle.__drizzle_migrations']);

/**
 * The SQL that brings a database copied from the migrated template back to the template's rows: every table
 * emptied (partitions through their parent), then the few rows the template holds (the job queue's queues and
 * version) put back. Triggers and foreign keys are off for the transaction
 * (`session_replication_role = replica`), so the append-only ledgers empty too and the order does not matter.
 * Made once per test run from the template (test/global-setup.ts); a reset then costs one round trip.
 */
export async function buildResetScript(database: TDatabase): Promise<string> {
  const query = async <T>(text: string) => {
    const result: unknown = await database.db.execute(sql.raw(text));
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
  const tables = await query<TTableRow>(`
    SELECT n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
    ORDER BY 1, 2`);
  const statements = ['BEGIN', 'SET LOCAL session_replication_role = replica'];
  const restores: string[] = [];
  for (const { schema, name } of tables) {
    if (untouchedTables.has(`${schema}.${name}`)) continue;
    const table = `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
    statements.push(`DELETE FROM ${table}`);
    const [content] = await query<{ rows: unknown[] | null }>(`SELECT json_agg(t) AS rows FROM ${table} t`);
    const rows = content?.rows;
    if (!rows || rows.length === 0) continue;
    const columns = await query<{ name: string }>(`
      SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = ${quoteLiteral(table)}::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = '' ORDER BY a.attnum`);
    const names = columns.map((column) => quoteIdentifier(column.name));
    restores.push(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM json_populate_recordset(NULL::${table}, ${quoteLiteral(JSON.stringify(rows))})`,
    );
  }
  return [...statements, ...restores, 'COMMIT'].join(';\n');
}

/** A runner of whole scripts on the database's own connection (PGlite) or one pooled connection (PostgreSQL). */
export function scriptRunner(database: TDatabase): TRunScript {
  if (database.pglite) {
    const pglite = database.pglite;
    return async (text) => {
      await pglite.exec(text);
    };
  }
  const pool = (database.db as unknown as { $client: { query: (text: string) => Promise<unknown> } }).$client;
  return async (text) => {
    await pool.query(text);
  };
}
