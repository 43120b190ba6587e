import { describe, expect, it } from "vitest";
import { privatePathPrefixes, publicPages } from "./public-pages";

describe("public pages", () => {
  it("lists each path once, absolute, without private areas", () => {
    const paths = publicPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/[a-z0-9\-/]*$/);
      expect(privatePathPrefixes.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
  });

  it("keeps the signed-in areas private, the classroom among them", () => {
    for (const prefix of ["/admin", "/dashboard", "/learn", "/account"]) expect(privatePathPrefixes).toContain(prefix);
  });

  it("covers the route table's public screens", () => {
    const paths = new Set(publicPages.map((page) => page.path));
    for (const path of [
      "/",
      "/courses",
      "/courses/agentic-ai",
      "/courses/vibe-coding",
      "/courses/python-ml-ai",
      "/courses/other",
      "/build-ai-projects",
      "/masterclass",
      "/zodiac-premium-ai",
      "/library",
      "/ai-spots",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
      "/refund-policy",
      "/shipping-policy",
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });
});
