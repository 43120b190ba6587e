import { describe, expect, it } from "vitest";
import { badgeToneClasses, demandTone, difficultyTone } from "./badge-tones";

describe("badge colours (spec 2 §4)", () => {
  it.each([
    ["Beginner", "green"],
    ["Intermediate", "yellow"],
    ["Advanced", "red"],
    ["Expert", "gray"],
    ["", "gray"],
  ])("difficulty %j is %s", (difficulty, tone) => {
    expect(difficultyTone(difficulty)).toBe(tone);
  });

  it.each([
    ["Very High", "red"],
    ["High", "orange"],
    ["Growing", "green"],
    ["Stable", "gray"],
    ["high", "gray"],
  ])("demand %j is %s", (demand, tone) => {
    expect(demandTone(demand)).toBe(tone);
  });

  it("has classes for every tone", () => {
    for (const tone of ["green", "yellow", "red", "orange", "gray"] as const) {
      expect(badgeToneClasses[tone]).toContain(`bg-${tone}-100`);
    }
  });
});
