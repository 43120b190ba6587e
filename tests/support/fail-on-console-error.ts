// Every Vitest file: an unexpected console.error fails the test that caused it, as the Playwright specs do.
// A test that expects one replaces console.error itself (vi.spyOn(console, "error").mockImplementation(…)).
import { afterEach, beforeEach, expect } from "vitest";

let errors: string[] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    original(...args);
  };
});

afterEach(() => {
  const seen = errors;
  console.error = original;
  expect(seen, "unexpected console.error").toEqual([]);
});
