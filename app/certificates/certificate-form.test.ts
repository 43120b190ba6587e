import { describe, expect, it } from "vitest";
import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  certificateTitle,
  checkCertificateForm,
  checkCustomTitle,
  CUSTOM_CERTIFICATE_TYPE,
  deleteCertificateFailedText,
  isCertificateImageLink,
} from "./certificate-form";
import { FIELD_MESSAGES } from "~/platform";

const IMAGE_MESSAGE =
  "Please enter a valid image URL. Supported formats: .jpg, .png, .gif, .webp, .bmp, or links from OneDrive, SharePoint, Google Drive, Dropbox, Imgur, Cloudinary, AWS S3, or Supabase.";

const valid = {
  id: "",
  user_email: "  Priya@Example.COM ",
  certificate_name: "Vibe Coding Certification",
  date_of_issuing: "2026-03-01",
  certificate_image_link: "https://files.example.com/certs/priya.png",
  is_active: "on",
};

describe("certificate form (spec 3 §5)", () => {
  it("accepts a certificate; the e-mail is trimmed and lower-cased", () => {
    expect(checkCertificateForm(valid)).toEqual({
      ok: true,
      value: {
        id: null,
        userEmail: "priya@example.com",
        certificateName: "Vibe Coding Certification",
        customTitle: null,
        dateOfIssuing: "2026-03-01",
        certificateImageLink: "https://files.example.com/certs/priya.png",
        isActive: true,
      },
    });
  });

  it.each(["user_email", "certificate_name", "date_of_issuing", "certificate_image_link"])("requires %s", (field) => {
    expect(checkCertificateForm({ ...valid, [field]: " " })).toEqual({ ok: false, message: FIELD_MESSAGES.required });
  });

  it.each([".jpg", ".jpeg", ".png", ".gif", ".webp", ".bmp", ".PNG"])("accepts an image file link ending %s", (extension) => {
    expect(isCertificateImageLink(`https://files.example.com/c/cert${extension}`)).toBe(true);
    expect(isCertificateImageLink(`https://files.example.com/c/cert${extension}?v=2`)).toBe(true);
  });

  it.each([
    ["SharePoint", "https://contoso.sharepoint.com/:i:/g/personal/doc"],
    ["OneDrive", "https://onedrive.live.com/embed?resid=ABC"],
    ["OneDrive short links", "https://1drv.ms/i/s!AbCdEf"],
    ["Google Drive", "https://drive.google.com/file/d/1a2b3c/view"],
    ["Dropbox", "https://www.dropbox.com/s/abc/cert?dl=0"],
    ["Imgur", "https://imgur.com/a/xyz"],
    ["Cloudinary", "https://res.cloudinary.com/demo/image/upload/sample"],
    ["AWS S3", "https://bucket.s3.ap-south-1.amazonaws.com/cert"],
    ["Supabase", "https://abcd.supabase.co/storage/v1/object/public/certs/x"],
  ])("accepts a %s link", (_host, link) => {
    expect(isCertificateImageLink(link)).toBe(true);
  });

  it.each([
    "https://example.com/certificate",
    "https://example.com/page.html",
    "https://evil-sharepoint.com.example/x",
    "https://example.com/?u=drive.google.com",
    "javascript:alert('.png')",
    "cert.png",
  ])("refuses %s with the spec's message", (link) => {
    expect(checkCertificateForm({ ...valid, certificate_image_link: link })).toEqual({ ok: false, message: IMAGE_MESSAGE });
  });

  it("refuses an address that is not an e-mail and a type not in the list", () => {
    expect(checkCertificateForm({ ...valid, user_email: "priya" })).toEqual({
      ok: false,
      message: "Please enter a valid email address",
    });
    expect(checkCertificateForm({ ...valid, certificate_name: "Made Up" })).toEqual({
      ok: false,
      message: CERTIFICATE_MESSAGES.unknownType,
    });
  });

  it("lists the certificate types of spec 3 §9", () => {
    expect(CERTIFICATE_TYPES).toEqual([
      "AI Agent Development Certification",
      "Vibe Coding Certification",
      "Python for ML & AI Certification",
      "AI Certification for Professionals",
      "PowerBI & Tableau Certification",
      "Excel Automation Certification",
      "Quantum Computing Certification",
      "Masterclass Completion Certificate",
      "Custom Certificate",
    ]);
  });

  it("has the spec's texts", () => {
    expect(CERTIFICATE_MESSAGES.confirmDelete).toBe("Are you sure you want to delete this certificate?");
    expect(CERTIFICATE_MESSAGES.created).toBe("Certificate created successfully!");
    expect(CERTIFICATE_MESSAGES.updated).toBe("Certificate updated successfully!");
    expect(CERTIFICATE_MESSAGES.deleted).toBe("Certificate deleted successfully!");
    expect(deleteCertificateFailedText("boom")).toBe("Failed to delete certificate: boom");
    expect(deleteCertificateFailedText("")).toBe("Failed to delete certificate");
  });
});

describe("a certificate whose type has left the list", () => {
  const retired = { ...valid, id: "0b0e1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d", certificate_name: "Data Science Bootcamp Certificate" };

  it("keeps its own type when edited, and gives it to no other certificate", () => {
    expect(checkCertificateForm(retired, { certificateName: "Data Science Bootcamp Certificate" })).toMatchObject({ ok: true });
    expect(checkCertificateForm(retired)).toEqual({ ok: false, message: CERTIFICATE_MESSAGES.unknownType });
    expect(checkCertificateForm(retired, { certificateName: "Vibe Coding Certification" })).toEqual({
      ok: false,
      message: CERTIFICATE_MESSAGES.unknownType,
    });
  });
});

describe("custom certificate title", () => {
  const custom = { ...valid, certificate_name: CUSTOM_CERTIFICATE_TYPE };

  it("is required for a 'Custom Certificate', at most 120 characters, and kept trimmed", () => {
    expect(checkCertificateForm({ ...custom, custom_title: "   " })).toEqual({
      ok: false,
      message: "Please enter the custom certificate title",
    });
    expect(checkCertificateForm({ ...custom, custom_title: "x".repeat(121) })).toEqual({
      ok: false,
      message: "The custom certificate title must be at most 120 characters",
    });
    expect(checkCertificateForm({ ...custom, custom_title: ` ${"x".repeat(120)} ` })).toMatchObject({
      ok: true,
      value: { certificateName: CUSTOM_CERTIFICATE_TYPE, customTitle: "x".repeat(120) },
    });
  });

  it("is dropped for any other type", () => {
    expect(checkCertificateForm({ ...valid, custom_title: "Ignored" })).toMatchObject({ ok: true, value: { customTitle: null } });
    expect(checkCustomTitle("Vibe Coding Certification", "")).toEqual({ ok: true, value: null });
  });

  it("is the title shown in place of the type", () => {
    expect(certificateTitle({ certificateName: CUSTOM_CERTIFICATE_TYPE, customTitle: "Prompt Sprint" })).toBe("Prompt Sprint");
    expect(certificateTitle({ certificateName: "Vibe Coding Certification", customTitle: null })).toBe(
      "Vibe Coding Certification",
    );
  });
});
