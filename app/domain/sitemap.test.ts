import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

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

describe("robots.txt", () => {
  it("excludes the private areas and points at the sitemap", () => {
    const text = robotsTxt("https://academy.example", ["/admin", "/dashboard", "/dev"]);
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /dashboard",
      "Disallow: /dev",
      "",
      "Sitemap: https://academy.example/sitemap.xml",
      "",
    ]);
  });
});
