// A visitor without a session never reads database or exception text; the spec's {message} slot gets a
// sentence with a reference, and the log line with the details carries the same reference.
import { expect, vi, type MockInstance } from "vitest";
import { logger } from "~/platform/logger.server";

/** Watches the error log from now on (the logger itself is silent under Vitest). */
export function watchErrorLog(): MockInstance {
  return vi.spyOn(logger, "error");
}

/**
 * Asserts that `message` is `prefix` + the safe sentence naming a reference, shows nothing matching `internals`,
 * and that an error was logged, with its details, under that reference.
 */
export function expectReportedFailure(
  message: string,
  { prefix, internals, errorLog }: { prefix: string; internals: RegExp; errorLog: MockInstance },
) {
  expect(message.startsWith(`${prefix}something went wrong on our side (reference `), message).toBe(true);
  expect(message).not.toMatch(internals);
  const reference = /\(reference ([\w.:-]+)\)/.exec(message)?.[1];
  expect(reference).toBeTruthy();
  expect(errorLog).toHaveBeenCalledWith(
    expect.objectContaining({ requestId: reference, err: expect.anything() }),
    expect.any(String),
  );
  return reference!;
}
