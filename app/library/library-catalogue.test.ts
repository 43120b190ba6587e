import { describe, expect, it } from "vitest";
import {
  formatPublicationDate,
  groupLibraryItems,
  LIBRARY_CATEGORIES,
  levelBadgeClasses,
  libraryResults,
  libraryStats,
  newestItemsNeeded,
  parseLibraryFilters,
  searchableLibraryItem,
  visibleTags,
} from "./library-catalogue";

const item = (publicationType: string, category: string | null, title: string) => ({ publicationType, category, title });

describe("library display rules (spec 3 §2.8)", () => {
  it("colours level badges: Beginner green, Intermediate yellow, Advanced red, Non-tech blue, Manager purple", () => {
    expect(levelBadgeClasses("Beginner")).toContain("green");
    expect(levelBadgeClasses("Intermediate")).toContain("yellow");
    expect(levelBadgeClasses("Advanced")).toContain("red");
    expect(levelBadgeClasses("Non-tech")).toContain("blue");
    expect(levelBadgeClasses("Manager")).toContain("purple");
    expect(levelBadgeClasses("Expert")).toContain("gray");
  });

  it("shows dates in en-IN form and keeps bare years", () => {
    expect(formatPublicationDate("2025-08-05")).toBe("5 Aug 2025");
    expect(formatPublicationDate("2026-12-31")).toBe("31 Dec 2026");
    expect(formatPublicationDate("2024")).toBe("2024");
    expect(formatPublicationDate("sometime")).toBe("sometime");
  });

  it("shows at most 3 tags, then '+N more'", () => {
    expect(visibleTags(["a", "b"])).toEqual({ shown: ["a", "b"], moreLabel: null });
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], moreLabel: null });
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], moreLabel: "+2 more" });
  });

  it("reads filters from the URL, ignoring unknown types and categories of another type", () => {
    expect(parseLibraryFilters(new URLSearchParams("q=%20llm%20&type=Book&category=Python+Programming"))).toEqual({
      search: "llm",
      type: "Book",
      category: "Python Programming",
    });
    expect(parseLibraryFilters(new URLSearchParams("type=Podcast&category=Python"))).toEqual({
      search: "",
      type: "",
      category: "",
    });
    expect(parseLibraryFilters(new URLSearchParams("type=Book&category=Case+Study")).category).toBe("");
  });
});

describe("the 'All Types' view", () => {
  it("groups by type then category in the spec's order, at most 5 per category", () => {
    const books = Array.from({ length: 7 }, (_, index) => item("Book", "AI in Business", `Book ${index}`));
    const groups = groupLibraryItems([item("Article", "Case Study", "A"), ...books, item("Book", "Python Programming", "P")]);
    expect(groups.map((group) => group.type)).toEqual(["Book", "Article", "Project", "GitHub"]);
    const [bookGroup] = groups;
    expect(bookGroup!.categories.map((category) => category.category)).toEqual(["AI in Business", "Python Programming"]);
    expect(bookGroup!.categories[0]!.items.map((book) => book.title)).toEqual(["Book 0", "Book 1", "Book 2", "Book 3", "Book 4"]);
    expect(bookGroup!.categories[0]!.hiddenCount).toBe(2);
  });

  it("keeps every empty Project and GitHub category, marked restricted", () => {
    const groups = groupLibraryItems([item("Project", "Class Projects", "Triage agent")]);
    const projects = groups.find((group) => group.type === "Project")!;
    expect(projects.categories.map((category) => category.category)).toEqual(LIBRARY_CATEGORIES.Project);
    expect(projects.categories.filter((category) => category.restricted).map((category) => category.category)).toEqual([
      "Capstone Projects",
      "Industry Collaboration Projects",
      "Hackathon Projects",
      "Student Research",
    ]);
    const github = groups.find((group) => group.type === "GitHub")!;
    expect(github.categories.every((category) => category.restricted)).toBe(true);
  });

  it("shows at most 20 newsletters", () => {
    const newsletters = Array.from({ length: 23 }, (_, index) => item("Newsletter", null, `Issue ${index}`));
    const group = groupLibraryItems(newsletters).find((candidate) => candidate.type === "Newsletter");
    expect(group!.items).toHaveLength(20);
    expect(group!.hiddenCount).toBe(3);
  });

  it("still shows an item whose category is not in its type's list", () => {
    const groups = groupLibraryItems([item("Book", null, "Loose book")]);
    expect(groups[0]!.categories).toEqual([
      { category: "Other", items: [item("Book", null, "Loose book")], hiddenCount: 0, restricted: false },
    ]);
  });

  it("takes the sizes of the groups from the server when given only the newest items of each", () => {
    const newestBooks = Array.from({ length: 5 }, (_, index) => item("Book", "AI in Business", `Book ${index}`));
    const newestOthers = [item("Book", null, "Loose 1"), item("Book", "Case Study", "Loose 2")];
    const newsletters = Array.from({ length: 20 }, (_, index) => item("Newsletter", null, `Issue ${index}`));
    const sizes = [
      { publicationType: "Book", category: "AI in Business", items: 12 },
      { publicationType: "Book", category: null, items: 4 },
      { publicationType: "Book", category: "Case Study", items: 3 },
      { publicationType: "Newsletter", category: null, items: 26 },
      { publicationType: "Newsletter", category: "Weekly", items: 1 },
      { publicationType: "Podcast", category: null, items: 9 },
    ];
    const groups = groupLibraryItems([...newestBooks, ...newestOthers, ...newsletters], sizes);
    expect(groups.map((group) => group.type)).toEqual(["Book", "Project", "GitHub", "Newsletter"]);
    const [books] = groups;
    expect(books!.categories.map(({ category, items, hiddenCount }) => [category, items.length, hiddenCount])).toEqual([
      ["AI in Business", 5, 7],
      ["Other", 2, 2],
    ]);
    expect(groups.find((group) => group.type === "Newsletter")).toMatchObject({ hiddenCount: 7 });
  });

  it("needs the newest 20 newsletters, 5 of any other known type's category, none of an unknown type", () => {
    expect(newestItemsNeeded("Newsletter")).toBe(20);
    expect(newestItemsNeeded("Book")).toBe(5);
    expect(newestItemsNeeded("Datasets & Cheatsheets")).toBe(5);
    expect(newestItemsNeeded("Podcast")).toBe(0);
  });

  it("counts every item in the library's numbers, whatever its type", () => {
    const size = (publicationType: string, items: number, freeForEveryone: number) => ({
      publicationType,
      category: null,
      items,
      freeForEveryone,
    });
    expect(
      libraryStats([
        size("Book", 3, 1),
        size("Article", 2, 0),
        size("GitHub", 4, 2),
        size("Project", 1, 0),
        size("Podcast", 5, 5),
      ]),
    ).toEqual({
      total: 15,
      booksAndArticles: 5,
      projectsAndRepos: 5,
      freeForEveryone: 8,
    });
    expect(libraryStats([])).toEqual({ total: 0, booksAndArticles: 0, projectsAndRepos: 0, freeForEveryone: 0 });
  });
});

describe("the filtered view's results", () => {
  const searchable = (id: string, publicationType: string, category: string | null, title: string, tags: string[] = []) =>
    searchableLibraryItem({ id, publicationType, category, title, authorTeam: `Team of ${id}`, tags });
  const items = [
    searchable("1", "Book", "Python Programming", "Deep Learning with PyTorch", ["GenAI", "Vision"]),
    searchable("2", "Article", "Case Study", "Retail Forecasting", ["Python"]),
    searchable("3", "Book", null, "100% Practical SQL"),
    searchable("4", "Newsletter", null, "Weekly AI Digest"),
  ];
  const results = (query: string) => libraryResults(items, parseLibraryFilters(new URLSearchParams(query)));

  it("keeps the items' own order and filters by type and category", () => {
    expect(results("type=Book")).toEqual(["1", "3"]);
    expect(results("type=Book&category=Python+Programming")).toEqual(["1"]);
    expect(results("type=GitHub")).toEqual([]);
  });

  it("looks in the title, the author or team, the category and the tags, whatever the case", () => {
    expect(results("q=PYTORCH")).toEqual(["1"]);
    expect(results("q=team+of+2")).toEqual(["2"]);
    expect(results("q=case+stud")).toEqual(["2"]);
    expect(results("q=python")).toEqual(["1", "2"]);
    expect(results("q=genai+vision")).toEqual(["1"]);
    expect(results("type=Article&q=python")).toEqual(["2"]);
  });

  it("takes what was typed as written: % and _ are letters, and no match runs from one field into the next", () => {
    expect(results("q=100%25")).toEqual(["3"]);
    expect(results("q=_")).toEqual([]);
    expect(results("q=sql+team")).toEqual([]);
    expect(results("q=digest+team")).toEqual([]);
  });
});
