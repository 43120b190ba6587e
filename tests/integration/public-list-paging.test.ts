// The public lists that can grow without bound — the library's filtered grid and the AI Spots directory — are read
// a page at a time on the server, with the page in the URL: every result is reachable, and 'See all {N}' finds N.
import { beforeAll, describe, expect, it } from "vitest";
import { SPOT_DIRECTORY_PAGE_SIZE } from "~/ai-spots/ai-spots";
import { LIBRARY_RESULTS_PAGE_SIZE } from "~/library/library-catalogue";
import { loader as spotsLoader } from "~/routes/community/ai-spots";
import { loader as libraryLoader } from "~/routes/community/library";
import { getConfig } from "~/platform/config.server";
import { aispotMaster, library } from "~/platform/db/schema";
import type { LibraryPage } from "~/library/load-library-page.server";
import type { PublicSpot } from "~/ai-spots/ai-spots";
import { listedSpot } from "../support/quiz-submissions";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_URL = getConfig().appUrl;
const BOOKS = 70;
const SPOTS = 310;

async function libraryAt(query: string) {
  const result = (await libraryLoader({
    request: new Request(`${APP_URL}/library${query}`),
    params: {},
    context: {},
  } as never)) as { page: LibraryPage };
  return result.page;
}

async function spotsAt(query: string) {
  return (await spotsLoader({ request: new Request(`${APP_URL}/ai-spots${query}`), params: {}, context: {} } as never)) as {
    spots: PublicSpot[];
    total: number;
    page: number;
    pageCount: number;
  };
}

beforeAll(async () => {
  const day = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 3_600_000);
  await testDb.db.insert(library).values(
    Array.from({ length: BOOKS }, (_, index) => ({
      publicationType: "Book",
      category: index % 2 === 0 ? "Python Programming" : "AI in Business",
      title: `Paging Book ${index}`,
      authorTeam: "Paging Team",
      level: "Beginner",
      url: `https://files.example.test/paging/${index}.pdf`,
      publicationDate: "2025",
      licenseSource: "CC BY 4.0",
      contributor: "External",
      updateDate: day(index % 7), // ties on the date: the order must still be total
    })),
  );
  await testDb.db.insert(aispotMaster).values(
    Array.from({ length: SPOTS + 2 }, (_, index) =>
      listedSpot({
        name: `Paging Spot ${index}`,
        address: "1 Long Road",
        city: "Pagingpur",
        isApproved: index < SPOTS, // two pending ones never show
        createdAt: day(index % 5),
      }),
    ),
  );
});

describe("the library's filtered grid", () => {
  it("shows every result, a page at a time, with the total", async () => {
    const seen = new Set<string>();
    const pageCount = Math.ceil(BOOKS / LIBRARY_RESULTS_PAGE_SIZE);
    for (let number = 1; number <= pageCount; number++) {
      const page = await libraryAt(`?type=Book${number > 1 ? `&page=${number}` : ""}`);
      if (page.view !== "filtered") throw new Error("expected the filtered view");
      expect(page).toMatchObject({ total: BOOKS, page: number, pageCount });
      expect(page.items).toHaveLength(
        number < pageCount ? LIBRARY_RESULTS_PAGE_SIZE : BOOKS - (pageCount - 1) * LIBRARY_RESULTS_PAGE_SIZE,
      );
      for (const item of page.items) seen.add(item.id);
    }
    expect(seen.size).toBe(BOOKS);
  });

  it("finds as many results as the grouped view's 'See all {N}' promises", async () => {
    const grouped = await libraryAt("");
    if (grouped.view !== "grouped") throw new Error("expected the grouped view");
    const category = grouped.groups
      .find((group) => group.type === "Book")!
      .categories.find((entry) => entry.category === "AI in Business")!;
    const promised = category.items.length + category.hiddenCount;
    const filtered = await libraryAt(`?type=Book&category=${encodeURIComponent("AI in Business")}`);
    expect(filtered.view === "filtered" && filtered.total).toBe(promised);
    expect(promised).toBe(BOOKS / 2);
  });

  it("keeps a page number past the end on the last page, with its results and the total", async () => {
    const pageCount = Math.ceil(BOOKS / LIBRARY_RESULTS_PAGE_SIZE);
    const past = await libraryAt("?type=Book&page=999");
    const last = await libraryAt(`?type=Book&page=${pageCount}`);
    if (past.view !== "filtered" || last.view !== "filtered") throw new Error("expected the filtered view");
    expect(past).toMatchObject({ page: pageCount, pageCount, total: BOOKS });
    expect(past.items.map((item) => item.id)).toEqual(last.items.map((item) => item.id));
    expect(past.items).toHaveLength(BOOKS - (pageCount - 1) * LIBRARY_RESULTS_PAGE_SIZE);

    const nothing = await libraryAt("?type=Book&q=no-such-words&page=3");
    expect(nothing).toMatchObject({ view: "filtered", page: 1, pageCount: 1, total: 0, firstItem: 0, lastItem: 0, items: [] });
  });
});

describe("the AI Spots directory", () => {
  it("lists every approved spot, a page at a time, with the total found", async () => {
    const seen = new Set<string>();
    const pageCount = Math.ceil(SPOTS / SPOT_DIRECTORY_PAGE_SIZE);
    for (let number = 1; number <= pageCount; number++) {
      const result = await spotsAt(`?city=pagingpur&page=${number}`);
      expect(result).toMatchObject({ total: SPOTS, page: number, pageCount });
      expect(result.spots).toHaveLength(
        number < pageCount ? SPOT_DIRECTORY_PAGE_SIZE : SPOTS - (pageCount - 1) * SPOT_DIRECTORY_PAGE_SIZE,
      );
      for (const spot of result.spots) seen.add(spot.id);
    }
    expect(seen.size).toBe(SPOTS);
  });
});
