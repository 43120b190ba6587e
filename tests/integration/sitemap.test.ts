// /sitemap.xml gives every public page a lastmod; the library and AI Spots pages take the day their newest
// listed row changed (a pending spot is not listed, so it does not count).
import { describe, expect, it } from "vitest";
import { publicPages } from "~/content/public-pages";
import { loader } from "~/routes/seo/sitemap-xml";
import { loader as robotsLoader } from "~/routes/seo/robots-txt";
import { aispotMaster, library } from "~/platform/db/schema";
import { listedSpot } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

async function lastmods(): Promise<Map<string, string>> {
  const xml = await (await loader()).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
  return new Map(urls.map(([, loc, lastmod]) => [new URL(loc!).pathname, lastmod!]));
}

const ownDate = (path: string) => publicPages.find((page) => page.path === path)!.lastmod;

describe("sitemap.xml lastmod", () => {
  it("gives every public page its own date while the listings are empty", async () => {
    const dates = await lastmods();
    expect(dates.size).toBe(publicPages.length);
    for (const page of publicPages) expect(dates.get(page.path), page.path).toBe(page.lastmod);
  });

  it("moves /library and /ai-spots to the day their newest listed row changed", async () => {
    await testDb.db.insert(library).values({
      publicationType: "Book",
      title: "A later book",
      authorTeam: "Someone",
      level: "Beginner",
      url: "https://example.com/book",
      publicationDate: "2030",
      licenseSource: "CC BY",
      contributor: "Admin",
      updateDate: new Date("2030-05-06T10:00:00Z"),
    });
    await testDb.db
      .insert(aispotMaster)
      .values([
        listedSpot({ name: "Approved Cafe", isApproved: true, updatedAt: new Date("2030-03-04T10:00:00Z") }),
        listedSpot({ name: "Pending Cafe", isApproved: false, updatedAt: new Date("2031-01-01T10:00:00Z") }),
      ]);
    const dates = await lastmods();
    expect(dates.get("/library")).toBe("2030-05-06");
    expect(dates.get("/ai-spots")).toBe("2030-03-04");
    expect(dates.get("/courses")).toBe(ownDate("/courses"));
  });
});

describe("robots.txt and the sitemap keep private areas out", () => {
  it("disallows the dashboard and the classroom, and lists neither", async () => {
    const robots = await robotsLoader().text();
    for (const prefix of ["/admin", "/dashboard", "/learn"]) expect(robots).toMatch(new RegExp(`^Disallow: ${prefix}$`, "m"));
    const listed = [...(await lastmods()).keys()];
    expect(listed.filter((path) => /^\/(admin|dashboard|learn)(\/|$)/.test(path))).toEqual([]);
  });
});
