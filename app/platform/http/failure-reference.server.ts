import { randomUUID } from "node:crypto";
import { logger } from "../logger.server";

/**
 * The id server/app.ts gave this request: the `x-request-id` of the answer and of every log line about it.
 * A request that did not come through server/app.ts (a test calling a route directly) gets a fresh one.
 */
export function requestIdOf(request: Request): string {
  return request.headers.get("x-request-id") || randomUUID();
}

/** What a visitor reads in a `{message}` slot of the spec's error messages: no internals, a reference for support. */
export function failureSentence(requestId: string): string {
  return `something went wrong on our side (reference ${requestId})`;
}

/**
 * For the spec's `{message}` slots that visitors without a session can read: logs the failure in full with the
 * request id and returns a safe sentence instead of database or exception text.
 */
export function reportFailure(request: Request, error: unknown, event: string): string {
  const requestId = requestIdOf(request);
  logger.error({ err: error, requestId }, event);
  return failureSentence(requestId);
}
