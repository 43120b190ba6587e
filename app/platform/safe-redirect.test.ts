import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath, signUpPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/dashboard", "/courses/agentic-ai?tab=2#fees", "/", "/a//b", "/search?q=%2F%2Fevil.example"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeRedirectPath(path, "/dashboard")).toBe(path);
    },
  );

  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a backslash later on", "/\\/evil.example"],
    ["an absolute URL", "https://evil.example/dashboard"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["a tab the browser would drop", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["an empty value", ""],
    ["a very long value", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_, path) => {
    expect(safeRedirectPath(path, "/dashboard")).toBe("/dashboard");
  });

  it("refuses values that are not text", () => {
    expect(safeRedirectPath(null, "/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath(undefined, null)).toBeNull();
    expect(safeRedirectPath(["/dashboard"], null)).toBeNull();
  });
});

describe("sign-in and sign-up links that come back", () => {
  it("carries a same-site path, encoded", () => {
    expect(signInPath("/dashboard?tab=fees")).toBe("/signin?redirectTo=%2Fdashboard%3Ftab%3Dfees");
    expect(signUpPath("/dashboard")).toBe("/signup?redirectTo=%2Fdashboard");
  });

  it("drops a foreign or missing target", () => {
    expect(signInPath("//evil.example")).toBe("/signin");
    expect(signInPath(null)).toBe("/signin");
    expect(signUpPath(undefined)).toBe("/signup");
  });
});
