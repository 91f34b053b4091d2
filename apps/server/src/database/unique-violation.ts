/** Whether a write failed on a unique constraint, on either database (their error codes differ). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // SQLite (better-sqlite3) and PostgreSQL's SQLSTATE unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}
