import { describe, expect, it } from "vitest";
import { checkClockMove } from "./clock-move";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("checkClockMove", () => {
  it("moves forward by days and hours together", () => {
    expect(checkClockMove(form({ intent: "forward", days: "2", hours: "3" }))).toEqual({
      ok: true,
      move: { kind: "forward", ms: (2 * 24 + 3) * 3_600_000 },
    });
  });

  it("treats an empty field as zero", () => {
    expect(checkClockMove(form({ intent: "forward", days: "", hours: "1" }))).toEqual({
      ok: true,
      move: { kind: "forward", ms: 3_600_000 },
    });
  });

  it("goes back to real time whatever the numbers say", () => {
    expect(checkClockMove(form({ intent: "real-time", days: "x" }))).toEqual({ ok: true, move: { kind: "real-time" } });
  });

  it.each([["-1"], ["1.5"], ["abc"], ["401"]])("refuses %s days", (days) => {
    expect(checkClockMove(form({ intent: "forward", days }))).toEqual({
      ok: false,
      message: "Enter whole hours (0–9600) and days (0–400).",
    });
  });

  it("refuses a move of nothing", () => {
    expect(checkClockMove(form({ intent: "forward", days: "0", hours: "" }))).toEqual({
      ok: false,
      message: "Enter how many hours or days to move forward.",
    });
  });
});
