/** A case-insensitive "contains" pattern for ILIKE, with the user's own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  // NUL dropped: PostgreSQL refuses it in a query parameter.
  return `%${text.replaceAll("\u0000", "").replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
