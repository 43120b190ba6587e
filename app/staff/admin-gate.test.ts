import { describe, expect, it } from "vitest";
import { ADMIN_GATE_TEXT, adminReturnPath, readAdminCredentials } from "./admin-gate";

describe("admin gate (spec 3 §2.2)", () => {
  it("has the spec's texts", () => {
    expect(ADMIN_GATE_TEXT).toEqual({
      title: "Admin Access Required",
      username: "Admin Username",
      password: "Admin Password",
      submit: "Access Admin Panel",
      busy: "Authenticating...",
      invalid: "Invalid admin credentials",
    });
  });

  it("needs both fields; the username is the admin's e-mail, trimmed and lower-cased", () => {
    expect(readAdminCredentials({ username: " Admin@Example.com ", password: "secret" })).toEqual({
      username: "admin@example.com",
      password: "secret",
    });
    expect(readAdminCredentials({ username: "admin@example.com", password: "" })).toBeNull();
    expect(readAdminCredentials({ username: "", password: "secret" })).toBeNull();
    expect(readAdminCredentials({})).toBeNull();
  });

  it("returns only to admin screens of this site", () => {
    expect(adminReturnPath("/admin/library?type=Book")).toBe("/admin/library?type=Book");
    expect(adminReturnPath("/admin")).toBe("/admin");
    expect(adminReturnPath("//evil.example/admin")).toBe("/admin/sessions");
    expect(adminReturnPath("/admin//evil.example")).toBe("/admin/sessions");
    expect(adminReturnPath("https://evil.example/admin")).toBe("/admin/sessions");
    expect(adminReturnPath("/dashboard")).toBe("/admin/sessions");
    expect(adminReturnPath(null)).toBe("/admin/sessions");
  });
});
