/**
 * The database's own explanation of a failed query, without the SQL text and parameters
 * that Drizzle adds to its error message. Null when the error did not come from the database.
 */
export function databaseErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const cause = (error as { cause?: unknown }).cause;
  if (error.name === "DrizzleQueryError" || error.message.startsWith("Failed query")) {
    return cause instanceof Error ? cause.message : "the database did not accept the request";
  }
  // Errors raised by PostgreSQL / PGlite carry a SQLSTATE code.
  const code = (error as unknown as { code?: unknown }).code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return error.message;
  return null;
}

/** A unique index refused the write (SQLSTATE 23505), whether Drizzle wrapped the database's error or not. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}
