import { describe, expect, it } from "vitest";
import { certificationNavGroup, courseNavGroup } from "~/content/navigation";
import { isNavGroupActive, isPathWithin } from "./active-nav";

describe("isPathWithin", () => {
  it("matches the page itself and pages below it", () => {
    expect(isPathWithin("/courses", "/courses")).toBe(true);
    expect(isPathWithin("/courses/", "/courses")).toBe(true);
    expect(isPathWithin("/courses/vibe-coding", "/courses")).toBe(true);
  });

  it("does not match a sibling that only shares a prefix", () => {
    expect(isPathWithin("/courses-old", "/courses")).toBe(false);
    expect(isPathWithin("/ai-certification-application", "/ai-certification")).toBe(false);
  });

  it("matches home only on the home page", () => {
    expect(isPathWithin("/", "/")).toBe(true);
    expect(isPathWithin("/about", "/")).toBe(false);
  });

  it("ignores a query or hash in the link", () => {
    expect(isPathWithin("/courses/other", "/courses/other#quantum-computing")).toBe(true);
    expect(isPathWithin("/contact", "/contact?referral=claim")).toBe(true);
  });
});

describe("isNavGroupActive", () => {
  it("marks the course group on course pages and project pages", () => {
    expect(isNavGroupActive(courseNavGroup, "/courses/python-ml-ai")).toBe(true);
    expect(isNavGroupActive(courseNavGroup, "/build-ai-projects")).toBe(true);
    expect(isNavGroupActive(courseNavGroup, "/ai-certification/cxo")).toBe(false);
  });

  it("marks the certification group on every industry landing page", () => {
    expect(isNavGroupActive(certificationNavGroup, "/ai-certification/hr-project")).toBe(true);
    expect(isNavGroupActive(certificationNavGroup, "/ai-certificate-application")).toBe(false);
    expect(isNavGroupActive(certificationNavGroup, "/")).toBe(false);
  });
});
