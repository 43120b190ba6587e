import { describe, expect, it } from "vitest";
import { certificateQrCodePath, certificateVerificationUrl, linkedInAddToProfileUrl } from "./certificates";

describe("certificates", () => {
  it("builds LinkedIn's add-to-profile link with name, issue year and month, certUrl and certId", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        certificateName: "Masterclass Completion Certificate",
        dateOfIssuing: "2026-02-07",
        verificationUrl: "https://academy.example/verify/abc123",
        verificationId: "abc123",
        organizationName: "AI Elevate Academy",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "Masterclass Completion Certificate",
      issueYear: "2026",
      issueMonth: "2",
      certUrl: "https://academy.example/verify/abc123",
      certId: "abc123",
    });
  });

  it("verifies a certificate at /verify/ and its id, on the site's own address, with its QR code beside it", () => {
    expect(certificateVerificationUrl("https://academy.example", "abc 123")).toBe("https://academy.example/verify/abc%20123");
    expect(certificateQrCodePath("abc 123")).toBe("/verify/abc%20123/qr.svg");
  });
});
