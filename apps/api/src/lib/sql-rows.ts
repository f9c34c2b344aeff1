/**
 * The rows of a raw `db.execute(sql...)` result, typed by the caller: node-postgres and PGlite both answer
 * `{rows}`, but the driver-neutral database type leaves the result unknown.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
