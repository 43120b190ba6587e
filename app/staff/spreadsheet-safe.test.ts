import { describe, expect, it } from "vitest";
import { spreadsheetSafe } from "./spreadsheet-safe";

describe("CSV exports", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+91 98450 12376", "'+91 98450 12376"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["Priya", "Priya"],
  ])("neutralises spreadsheet formulas: %s", (value, safe) => {
    expect(spreadsheetSafe(value)).toBe(safe);
  });
});
