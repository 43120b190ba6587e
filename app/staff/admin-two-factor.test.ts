import { describe, expect, it } from "vitest";
import { manualEntryKey, readTwoFactorCode } from "./admin-two-factor";

describe("readTwoFactorCode", () => {
  it("reads six digits as an app's code, spaces allowed", () => {
    expect(readTwoFactorCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(readTwoFactorCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads better-auth's backup code shape, case kept", () => {
    expect(readTwoFactorCode("aB3dE-fG7hJ")).toEqual({ kind: "backup", code: "aB3dE-fG7hJ" });
  });

  it("refuses anything else", () => {
    for (const value of ["12345", "1234567", "abcdef", "abcde-fgh", "", null, 123456])
      expect(readTwoFactorCode(value)).toBeNull();
  });
});

describe("manualEntryKey", () => {
  it("takes the key out of an authenticator link, in groups of four", () => {
    expect(manualEntryKey("otpauth://totp/Academy:a%40b.c?secret=GEZDGNBVGY3TQOJQ&issuer=Academy")).toBe("GEZD GNBV GY3T QOJQ");
    expect(manualEntryKey("otpauth://totp/x?issuer=y")).toBe("");
  });
});
