/**
 * True when a D1 write failed on a UNIQUE constraint, optionally of one `table.column`. drizzle wraps a single
 * query's error (the D1 error is its cause); a batch throws D1's error itself.
 */
export function isUniqueViolation(err: unknown, column?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    if (e.message.includes("UNIQUE constraint failed") && (!column || e.message.includes(column))) return true;
  }
  return false;
}
