// The library's 'All Types' view reads only the newest few items and the size of each (type, category) group; it must
// show exactly what grouping the whole library shows, for every visitor, on an awkward library (ties on date and title,
// no or empty category, categories of another type, an unknown type, many newsletters). Its filtered view searches the
// server's copy of the catalogue: same results and order as PostgreSQL's `ilike` on title, author, category and tags.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LibraryVisitor } from "~/library/library-access";
import {
  groupLibraryItems,
  LIBRARY_ACCESS_LEVELS,
  LIBRARY_CATEGORIES,
  LIBRARY_TYPES,
  parseLibraryFilters,
  LIBRARY_RESULTS_PAGE_SIZE,
  type LibraryFilters,
  type TypeGroup,
} from "~/library/library-catalogue";
import { library } from "~/platform/db/schema";
import { loadLibraryPage } from "~/library/load-library-page.server";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const VISITORS: LibraryVisitor[] = ["anonymous", "signed-in", "enrolled"];

/** A small deterministic generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

// Tags by turn (not drawn, so the draws above give the library they always gave): some only a tag can match.
const TAGS = [[], ["Python", "Data"], ["GenAI"], ["100%_off", "Python"]];

function awkwardLibrary(count: number) {
  const random = randomFrom(20_260_701);
  const pick = <T>(choices: readonly T[]) => choices[random(choices.length)]!;
  const types = [...LIBRARY_TYPES, "Podcast"];
  // Few distinct dates and titles: many exact ties, settled by the id.
  const dates = Array.from({ length: 6 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index * 3, 12)));
  return Array.from({ length: count }, (_, index) => {
    const type = pick(types);
    const listed = type in LIBRARY_CATEGORIES ? LIBRARY_CATEGORIES[type as keyof typeof LIBRARY_CATEGORIES] : [];
    // Mostly the type's first three categories (so some exceed 5 and some stay empty), sometimes none,
    // an empty text, a category of another type, or one nobody knows.
    const category = pick<string | null>([...listed.slice(0, 3), ...listed.slice(0, 3), null, "", "Case Study", "Unheard Of"]);
    return {
      publicationType: type,
      category,
      title: `Item ${pick(["A", "B", "C"])}`,
      authorTeam: `Team ${index}`,
      level: "Beginner",
      url: `https://files.example.test/grouped/${index}.pdf`,
      githubRepo: `https://github.example.test/grouped/${index}`,
      publicationDate: "2025-08-05",
      licenseSource: "CC BY 4.0",
      contributor: "External",
      tags: TAGS[index % TAGS.length],
      access: pick([...LIBRARY_ACCESS_LEVELS, "Members Only"]),
      updateDate: pick(dates),
    };
  });
}

/** What a user sees of the groups, by item id. */
function outline(groups: TypeGroup<{ id: string }>[]) {
  return groups.map((group) => ({
    type: group.type,
    items: group.items.map((item) => item.id),
    hiddenCount: group.hiddenCount,
    categories: group.categories.map((category) => ({
      category: category.category,
      items: category.items.map((item) => item.id),
      hiddenCount: category.hiddenCount,
      restricted: category.restricted,
    })),
  }));
}

async function everyItemGrouped() {
  const rows = await testDb.db.select().from(library).orderBy(desc(library.updateDate), asc(library.title), asc(library.id));
  return { rows, groups: groupLibraryItems(rows) };
}

describe("the library's 'All Types' view on a large, awkward library", () => {
  beforeAll(async () => {
    const items = awkwardLibrary(900);
    for (let start = 0; start < items.length; start += 300)
      await testDb.db.insert(library).values(items.slice(start, start + 300));
  });

  it("has groups over the limits, empty and restricted categories, 'Other' and more than 20 newsletters", async () => {
    const { groups } = await everyItemGrouped();
    const categories = groups.flatMap((group) => group.categories);
    expect(categories.some((category) => category.hiddenCount > 0)).toBe(true);
    expect(categories.some((category) => category.restricted)).toBe(true);
    expect(categories.some((category) => category.category === "Other" && category.hiddenCount > 0)).toBe(true);
    expect(groups.find((group) => group.type === "Newsletter")!.hiddenCount).toBeGreaterThan(0);
  });

  it.each(VISITORS)("shows the %s visitor exactly what grouping every item shows", async (visitor) => {
    const page = await loadLibraryPage({ database: testDb.db, visitor, filters: parseLibraryFilters(new URLSearchParams()) });
    if (page.view !== "grouped") throw new Error("expected the grouped view");
    const { rows, groups } = await everyItemGrouped();
    expect(outline(page.groups)).toEqual(outline(groups));

    const byType = (types: string[]) => rows.filter((row) => types.includes(row.publicationType)).length;
    expect(page.stats).toEqual({
      total: rows.length,
      booksAndArticles: byType(["Book", "Article"]),
      projectsAndRepos: byType(["Project", "GitHub"]),
      freeForEveryone: rows.filter((row) => row.access === "Anyone").length,
    });
    // The filtered view counts the same numbers.
    const filtered = await loadLibraryPage({
      database: testDb.db,
      visitor,
      filters: parseLibraryFilters(new URLSearchParams("type=Book")),
    });
    expect(filtered.stats).toEqual(page.stats);
  });

  /** Every result of a filtered view, page after page, with the count it gave. */
  async function everyResult(query: string) {
    const filters = parseLibraryFilters(new URLSearchParams(query));
    const ids: string[] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const shown = await loadLibraryPage({ database: testDb.db, visitor: "enrolled", filters, page });
      if (shown.view !== "filtered") throw new Error("expected the filtered view");
      total = shown.total;
      ids.push(...shown.items.map((item) => item.id));
      if (page >= shown.pageCount) return { ids, total };
    }
  }

  /** The search as PostgreSQL would make it, the library's rule written as SQL. */
  async function foundByTheDatabase({ type, category, search }: LibraryFilters) {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const conditions: (SQL | undefined)[] = [
      type ? eq(library.publicationType, type) : undefined,
      category ? eq(library.category, category) : undefined,
      search
        ? or(
            ilike(library.title, pattern),
            ilike(library.authorTeam, pattern),
            ilike(library.category, pattern),
            sql`array_to_string(${library.tags}, ' ') ilike ${pattern}`,
          )
        : undefined,
    ];
    const rows = await testDb.db
      .select({ id: library.id })
      .from(library)
      .where(and(...conditions))
      .orderBy(desc(library.updateDate), asc(library.title), asc(library.id));
    return rows.map((row) => row.id);
  }

  it.each([
    "q=item",
    "q=ITEM+b",
    "q=team+1",
    "q=python+data",
    "q=genai",
    "q=100%25_",
    "q=_",
    "q=in+bus",
    "q=team+12+item",
    "q=no+such+words",
    "type=Book",
    "type=Newsletter&q=c",
    "type=Book&category=AI+in+Business",
    "type=Article&category=Case+Study&q=item+a",
  ])("finds for ?%s exactly what the database finds, in its order", async (query) => {
    const expected = await foundByTheDatabase(parseLibraryFilters(new URLSearchParams(query)));
    const { ids, total } = await everyResult(query);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("is compared on searches that find something: many pages of it, or what only a tag, an author or a category holds", async () => {
    const { ids } = await everyResult("q=item");
    expect(ids.length).toBeGreaterThan(LIBRARY_RESULTS_PAGE_SIZE * 10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const query of ["q=genai", "q=100%25_", "q=python+data", "q=team+1", "q=in+bus"])
      expect((await everyResult(query)).total, query).toBeGreaterThan(0);
  });

  it("shows nothing, and zeros, for an empty library", async () => {
    await testDb.db.delete(library);
    const page = await loadLibraryPage({
      database: testDb.db,
      visitor: "enrolled",
      filters: parseLibraryFilters(new URLSearchParams()),
    });
    expect(page.stats).toEqual({ total: 0, booksAndArticles: 0, projectsAndRepos: 0, freeForEveryone: 0 });
    expect(page.view === "grouped" && outline(page.groups)).toEqual(
      outline(groupLibraryItems<{ id: string; publicationType: string; category: null }>([])),
    );
  });
});
