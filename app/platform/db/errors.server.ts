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

// Error fields that carry the values of a query: Drizzle's and PGlite's bound parameters, PostgreSQL's detail
// ("Key (email)=(…) already exists", "Failing row contains (…)") and context lines that may quote a row.
const VALUE_FIELDS = new Set(["params", "detail", "where", "internalQuery"]);

/**
 * `error` as it may be logged: the same error without the values the failed query was given, which may be tokens,
 * addresses or ciphertext. Anything that is not an error is returned as it is.
 */
export function loggableError(error: unknown, copies = new Map<Error, Error>()): unknown {
  if (!(error instanceof Error)) return error;
  const done = copies.get(error);
  if (done) return done;
  const source = error as Error & Record<string, unknown>;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  copies.set(error, copy);
  for (const key of Object.keys(source)) {
    if (!VALUE_FIELDS.has(key)) copy[key] = loggableError(source[key], copies);
  }
  const message = messageWithoutValues(source);
  copy.message = message;
  copy.stack = source.stack === undefined ? undefined : stackWithMessage(source.stack, source.message, message);
  if (source.cause !== undefined) copy.cause = loggableError(source.cause, copies);
  if (Array.isArray(source.errors)) copy.errors = source.errors.map((inner) => loggableError(inner, copies));
  return copy;
}

function messageWithoutValues(error: Error & Record<string, unknown>): string {
  const { message } = error;
  if (message.startsWith("Failed query:")) {
    const paramsAt = message.indexOf("\nparams:");
    return paramsAt === -1 ? message : message.slice(0, paramsAt);
  }
  // SQLSTATE class 22, data exceptions, quote the value they refused.
  const code = error.code;
  if (typeof code === "string" && code.startsWith("22")) return message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"');
  return message;
}

/** The stack with its first line's message replaced; if the message is not found there, only the frames. */
function stackWithMessage(stack: string, original: string, safe: string): string {
  if (original === safe) return stack;
  const at = stack.indexOf(original);
  if (at !== -1) return stack.slice(0, at) + safe + stack.slice(at + original.length);
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [safe, ...frames].join("\n");
}
