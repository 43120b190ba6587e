import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./retry-backoff";

describe("retryDelaySeconds", () => {
  it("waits 30 s after the first failure and doubles after each further one", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it("never waits longer than an hour", () => {
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(50)).toBe(3600);
    expect(retryDelaySeconds(10_000)).toBe(3600);
  });

  it("treats a count below one as the first failure", () => {
    expect(retryDelaySeconds(0)).toBe(30);
    expect(retryDelaySeconds(-3)).toBe(30);
  });
});
