import { describe, expect, it } from "vitest";
import { canOpenLibraryItem, libraryButton, libraryDeniedDestination, type LibraryVisitor } from "./library-access";

// One row per cell of spec 3 §4's matrix: access tier × kind of visitor.
const matrix: [access: string, visitor: LibraryVisitor, expected: ReturnType<typeof libraryButton>][] = [
  ["Anyone", "anonymous", { kind: "open", label: "Download" }],
  ["Anyone", "signed-in", { kind: "open", label: "Download" }],
  ["Anyone", "enrolled", { kind: "open", label: "Download" }],
  ["Signed Up User", "anonymous", { kind: "redirect", label: "Sign In to Download", to: "/signin" }],
  ["Signed Up User", "signed-in", { kind: "open", label: "Download" }],
  ["Signed Up User", "enrolled", { kind: "open", label: "Download" }],
  ["Enrolled Student", "anonymous", { kind: "redirect", label: "Enroll to Access", to: "/signup" }],
  ["Enrolled Student", "signed-in", { kind: "redirect", label: "Enroll to Access", to: "/courses" }],
  ["Enrolled Student", "enrolled", { kind: "open", label: "Download" }],
  ["Private", "anonymous", { kind: "disabled", label: "Enroll to Access" }],
  ["Private", "signed-in", { kind: "disabled", label: "Enroll to Access" }],
  ["Private", "enrolled", { kind: "open", label: "Download" }],
  ["Members Only", "anonymous", { kind: "disabled", label: "Restricted" }],
  ["Members Only", "signed-in", { kind: "disabled", label: "Restricted" }],
  ["Members Only", "enrolled", { kind: "disabled", label: "Restricted" }],
  // An instalment unpaid past the grace period holds the enrolled tiers, and sends the student to pay it.
  ["Anyone", "paused", { kind: "open", label: "Download" }],
  ["Signed Up User", "paused", { kind: "open", label: "Download" }],
  ["Enrolled Student", "paused", { kind: "redirect", label: "Access paused: Pay now", to: "/dashboard" }],
  ["Private", "paused", { kind: "redirect", label: "Access paused: Pay now", to: "/dashboard" }],
  ["Members Only", "paused", { kind: "disabled", label: "Restricted" }],
];

describe("library access tiers (spec 3 §4)", () => {
  it.each(matrix)("%s item for a %s visitor", (access, visitor, expected) => {
    expect(libraryButton(access, visitor)).toEqual(expected);
    expect(canOpenLibraryItem(access, visitor)).toBe(expected.kind === "open");
  });

  it("treats a differently spelled tier as unknown, never as a known one", () => {
    expect(libraryButton("anyone", "enrolled")).toEqual({ kind: "disabled", label: "Restricted" });
    expect(libraryButton("", "enrolled")).toEqual({ kind: "disabled", label: "Restricted" });
  });

  it("sends a denied visitor to sign in or sign up with a way back, or to the courses", () => {
    expect(libraryDeniedDestination(libraryButton("Signed Up User", "anonymous"))).toBe("/signin?redirectTo=%2Flibrary");
    expect(libraryDeniedDestination(libraryButton("Enrolled Student", "anonymous"))).toBe("/signup?redirectTo=%2Flibrary");
    expect(libraryDeniedDestination(libraryButton("Enrolled Student", "signed-in"))).toBe("/courses");
    expect(libraryDeniedDestination(libraryButton("Enrolled Student", "paused"))).toBe("/dashboard");
    expect(libraryDeniedDestination(libraryButton("Private", "signed-in"))).toBeNull();
    expect(libraryDeniedDestination(libraryButton("Other", "anonymous"))).toBeNull();
    expect(libraryDeniedDestination(libraryButton("Anyone", "anonymous"))).toBeNull();
  });
});
