import { describe, expect, it } from "vitest";
import { withoutNulCharacters } from "./form-text";

describe("withoutNulCharacters", () => {
  it("drops NUL characters from text and leaves everything else as it is", () => {
    expect(withoutNulCharacters("a\u0000b\u0000")).toBe("ab");
    expect(withoutNulCharacters("\u0000")).toBe("");
    expect(withoutNulCharacters("Priya <b>Sharma</b> 😀 e\u0301")).toBe("Priya <b>Sharma</b> 😀 e\u0301");
    expect(withoutNulCharacters(null)).toBeNull();
    expect(withoutNulCharacters(42)).toBe(42);
    expect(withoutNulCharacters(["a\u0000"])).toEqual(["a\u0000"]);
  });
});
