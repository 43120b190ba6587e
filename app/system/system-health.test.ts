import { describe, expect, it } from "vitest";
import { durationInWords, sizeInWords } from "./system-health";

describe("the health desk's words", () => {
  it("says an uptime in its largest units", () => {
    expect(durationInWords(42)).toBe("42 s");
    expect(durationInWords(125)).toBe("2 min");
    expect(durationInWords(2 * 3600 + 5 * 60)).toBe("2 h 5 min");
    expect(durationInWords(3 * 86_400 + 4 * 3600 + 59)).toBe("3 d 4 h");
  });

  it("says a size in bytes, kilobytes, megabytes", () => {
    expect(sizeInWords(512)).toBe("512 B");
    expect(sizeInWords(3.4 * 1024 * 1024)).toBe("3.4 MB");
    expect(sizeInWords(1536)).toBe("1.5 KB");
  });
});
