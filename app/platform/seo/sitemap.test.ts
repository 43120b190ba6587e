import { describe, expect, it } from "vitest";
import { publicPages } from "~/content/public-pages";
import { isW3cDate, lastModified, robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap.xml", () => {
  it("lists each page under the public origin", () => {
    const xml = sitemapXml("https://academy.example/", [
      { path: "/", changefreq: "weekly", priority: 1 },
      { path: "/courses?x=1&y=2" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain("<loc>https://academy.example/</loc>");
    expect(xml).toContain("<changefreq>weekly</changefreq>");
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("<loc>https://academy.example/courses?x=1&amp;y=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});

describe("lastmod", () => {
  it("follows each page's location with the day it last changed", () => {
    const xml = sitemapXml("https://academy.example", [
      { path: "/", lastmod: "2026-11-23", changefreq: "weekly" },
      { path: "/privacy", lastmod: "2024-01" },
    ]);
    expect(xml).toContain(
      "<loc>https://academy.example/</loc>\n    <lastmod>2026-11-23</lastmod>\n    <changefreq>weekly</changefreq>",
    );
    expect(xml).toContain("<loc>https://academy.example/privacy</loc>\n    <lastmod>2024-01</lastmod>");
  });

  it("is given for every public page, as a W3C date", () => {
    const xml = sitemapXml("https://academy.example", publicPages);
    expect(xml.match(/<lastmod>/g)).toHaveLength(publicPages.length);
    for (const page of publicPages) expect(isW3cDate(page.lastmod), `${page.path}: ${page.lastmod}`).toBe(true);
  });

  it("accepts a day or a month, nothing else", () => {
    for (const date of ["2026-11-23", "2024-01", "2024-12-31"]) expect(isW3cDate(date), date).toBe(true);
    for (const date of ["2024", "2024-13", "2024-1-5", "2024-01-32", "23/11/2026", "2026-11-23T10:00"]) {
      expect(isW3cDate(date), date).toBe(false);
    }
  });

  it("moves a listing page to the day its newest row changed, never earlier than its own words", () => {
    expect(lastModified("2026-11-23", null)).toBe("2026-11-23");
    expect(lastModified("2026-11-23", new Date("2026-12-02T23:30:00Z"))).toBe("2026-12-02");
    expect(lastModified("2026-11-23", new Date("2025-06-01T08:00:00Z"))).toBe("2026-11-23");
    expect(lastModified("2024-01", new Date("2024-01-15T00:00:00Z"))).toBe("2024-01-15");
  });
});

describe("robots.txt", () => {
  it("excludes the private areas and points at the sitemap", () => {
    const text = robotsTxt("https://academy.example", ["/admin", "/dashboard", "/learn", "/dev"]);
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /dashboard",
      "Disallow: /learn",
      "Disallow: /dev",
      "",
      "Sitemap: https://academy.example/sitemap.xml",
      "",
    ]);
  });
});
