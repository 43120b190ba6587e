import { describe, expect, it } from "vitest";
import { checkGstin, GSTIN_MESSAGES } from "./gstin";

describe("checkGstin", () => {
  it("accepts real GSTINs, as typed with spaces or in lower case", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "27AAACR5055K1Z7"]) {
      expect(checkGstin(gstin)).toEqual({ ok: true, gstin, stateCode: gstin.slice(0, 2) });
    }
    expect(checkGstin(" 27aapfu0939f1zv ")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV", stateCode: "27" });
    expect(checkGstin("27 AAPFU 0939 F1ZV")).toMatchObject({ ok: true });
  });

  it("catches a typing mistake by the check character", () => {
    expect(checkGstin("27AAPFU0939F1ZW")).toEqual({ ok: false, message: GSTIN_MESSAGES.checkCharacter });
    // two characters swapped
    expect(checkGstin("27AAPUF0939F1ZV")).toEqual({ ok: false, message: GSTIN_MESSAGES.checkCharacter });
  });

  it("refuses anything not shaped like a GSTIN", () => {
    for (const wrong of [
      "",
      "27AAPFU0939F1Z",
      "27AAPFU0939F1ZVX",
      "27AAPFU0939F1AV",
      "2XAAPFU0939F1ZV",
      "00AAPFU0939F1ZV",
      "45AAPFU0939F1ZV",
      "27AAPF10939F1ZV",
    ]) {
      expect(checkGstin(wrong), wrong).toEqual({ ok: false, message: GSTIN_MESSAGES.shape });
    }
    expect(GSTIN_MESSAGES.shape).toBe("Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)");
  });
});
