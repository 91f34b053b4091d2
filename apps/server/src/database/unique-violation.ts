/** Whether a write failed on a unique constraint, on either database (their error codes differ). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // SQLite (better-sqlite3) and PostgreSQL's SQLSTATE unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

/** Whether a write failed because the row it refers to is gone (e.g. an account deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // SQLite (better-sqlite3) and PostgreSQL's SQLSTATE foreign_key_violation.
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503'
}
