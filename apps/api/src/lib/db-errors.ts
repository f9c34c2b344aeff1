/** The PostgreSQL error under a driver's or Drizzle's wrapper (PGlite and node-postgres alike). */
const postgresErrorOf = (error: unknown): { code?: string; constraint?: string } | undefined => {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as never;
    current = current.cause as typeof current;
  }
  return undefined;
};

/** A unique index refused the write; with `constraint`, only that index counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** The name of the unique index that refused the write, when it was one. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23505' ? pgError.constraint : undefined;
}

/**
 * PostgreSQL aborted the transaction to resolve a conflict with concurrent ones (a deadlock victim, a
 * serialization failure): nothing of it was written, and running it again is the documented answer.
 */
export function isTransientTransactionFailure(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === '40P01' || code === '40001';
}

/** An exclusion constraint refused the write (two ranges that must not overlap); with `constraint`, only that one. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresErrorOf(error);
  return pgError?.code === '23P01' && (constraint === undefined || pgError.constraint === constraint);
}
