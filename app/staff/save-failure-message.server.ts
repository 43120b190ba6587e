import { databaseErrorText, unexpectedErrorText } from "~/platform";
import { databaseErrorMessage, logger } from "~/platform/index.server";

/** spec 3 §8: 'Database error: {message}' when the database refused, else 'Unexpected error: {message}'. */
export function saveFailureMessage(error: unknown, context: string): string {
  logger.error({ err: error }, `admin save failed: ${context}`);
  const fromDatabase = databaseErrorMessage(error);
  if (fromDatabase !== null) return databaseErrorText(fromDatabase);
  return unexpectedErrorText(error instanceof Error ? error.message : null);
}
