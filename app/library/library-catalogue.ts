// spec 3 §9 "Library": the types, categories, levels and access tiers of library items, and the
// display rules of the public library (spec 3 §2.8). Pure: used by the page, its loader and the admin screen.

import { withoutNulCharacters } from "~/platform";

export const LIBRARY_TYPES = ["Book", "Article", "Project", "GitHub", "Newsletter", "Datasets & Cheatsheets"] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

export const LIBRARY_CATEGORIES: Record<LibraryType, readonly string[]> = {
  Book: [
    "AI in Business",
    "Learn AI for Non-Techies",
    "Learn AI Development (for Techies)",
    "Python Programming",
    "Data Analysis & Business Intelligence",
    "Excel & Office Automation",
    "General Data Science",
    "Textbooks / Reference",
  ],
  Article: [
    "AI in Business",
    "Learn AI for Non-Techies",
    "Learn AI Development (for Techies)",
    "Python",
    "Data Analysis & Business Intelligence",
    "Excel & Office Automation",
    "Surveys & Reviews",
    "Research Paper",
    "Industry Report / Whitepaper",
    "Case Study",
  ],
  Project: ["Class Projects", "Capstone Projects", "Industry Collaboration Projects", "Hackathon Projects", "Student Research"],
  GitHub: ["Python", "BI / Dashboard", "MLOps / Deployment", "Automation / RPA", "Web / App", "Demo / Live Project"],
  Newsletter: [],
  "Datasets & Cheatsheets": ["Cheatsheet", "Template", "Syllabus", "Dataset"],
};

export const LIBRARY_LEVELS = ["Beginner", "Intermediate", "Advanced", "Non-tech", "Manager"] as const;

export const LIBRARY_ACCESS_LEVELS = ["Anyone", "Signed Up User", "Enrolled Student", "Private"] as const;

// spec 3 §9 "Library limits".
export const MAX_ITEMS_PER_CATEGORY = 5;
export const MAX_NEWSLETTERS = 20;
export const MAX_TAGS_ON_CARD = 3;
/** A filtered view's flat grid is read this many cards at a time (?page=), so every result can be reached. */
export const LIBRARY_RESULTS_PAGE_SIZE = 24;

export const RESTRICTED_CATEGORY_MESSAGE =
  "Restricted/Not Available - This content is exclusively available to enrolled students.";

export function isLibraryType(value: string): value is LibraryType {
  return (LIBRARY_TYPES as readonly string[]).includes(value);
}

/** Types whose empty categories show the restricted notice instead of disappearing (spec 3 §2.8). */
export function showsRestrictedWhenEmpty(type: string) {
  return type === "Project" || type === "GitHub";
}

/** spec 3 §2.8: Beginner green, Intermediate yellow, Advanced red, Non-tech blue, Manager purple. */
export function levelBadgeClasses(level: string): string {
  switch (level) {
    case "Beginner":
      return "bg-green-100 text-green-800";
    case "Intermediate":
      return "bg-yellow-100 text-yellow-800";
    case "Advanced":
      return "bg-red-100 text-red-800";
    case "Non-tech":
      return "bg-blue-100 text-blue-800";
    case "Manager":
      return "bg-purple-100 text-purple-800";
    default:
      return "bg-gray-100 text-gray-800";
  }
}

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A publication date in en-IN form: '2025-08-05' → '5 Aug 2025'; a bare year stays, anything else as stored. Not
 * toLocaleDateString, so the server and the browser print the same text.
 */
export function formatPublicationDate(value: string): string {
  const trimmed = value.trim();
  const full = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (full) {
    const month = Number(full[2]);
    const day = Number(full[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return `${day} ${SHORT_MONTHS[month - 1]} ${full[1]}`;
  }
  return trimmed;
}

/** At most 3 tags on a card, then '+N more' (spec 3 §2.8). */
export function visibleTags(tags: readonly string[]): { shown: string[]; moreLabel: string | null } {
  const shown = tags.slice(0, MAX_TAGS_ON_CARD);
  const hidden = tags.length - shown.length;
  return { shown, moreLabel: hidden > 0 ? `+${hidden} more` : null };
}

export interface LibraryFilters {
  search: string;
  type: string; // '' = All Types
  category: string; // '' = all categories
}

/** The filters of the library page from its URL (?q=&type=&category=); unknown types count as All Types. */
export function parseLibraryFilters(searchParams: URLSearchParams): LibraryFilters {
  const search = withoutNulCharacters(searchParams.get("q") ?? "")
    .trim()
    .slice(0, 100);
  const typeParam = searchParams.get("type") ?? "";
  const type = isLibraryType(typeParam) ? typeParam : "";
  const categoryParam = searchParams.get("category") ?? "";
  const category = type && LIBRARY_CATEGORIES[type].includes(categoryParam) ? categoryParam : "";
  return { search, type, category };
}

export function isFilteredView(filters: LibraryFilters) {
  return filters.search !== "" || filters.type !== "" || filters.category !== "";
}

export interface CategoryGroup<T> {
  category: string;
  items: T[];
  /** Items beyond the per-category limit that were left out. */
  hiddenCount: number;
  restricted: boolean;
}

export interface TypeGroup<T> {
  type: LibraryType;
  categories: CategoryGroup<T>[];
  /** Newsletters only: items beyond the limit of 20. */
  hiddenCount: number;
  /** Newsletters only (they have no categories). */
  items: T[];
}

/** How many items of one (type, category) the library holds in all, and how many of them are open to anyone. */
export interface LibraryGroupSize {
  publicationType: string;
  category: string | null;
  items: number;
  freeForEveryone: number;
}

export interface LibraryStats {
  total: number;
  booksAndArticles: number;
  projectsAndRepos: number;
  freeForEveryone: number;
}

/** The numbers at the top of the library page, over every item (whatever its type or category). */
export function libraryStats(sizes: readonly LibraryGroupSize[]): LibraryStats {
  const sum = (ofTypes: readonly string[] | null, count: (size: LibraryGroupSize) => number) =>
    sizes
      .filter((size) => ofTypes === null || ofTypes.includes(size.publicationType))
      .reduce((total, size) => total + count(size), 0);
  return {
    total: sum(null, (size) => size.items),
    booksAndArticles: sum(["Book", "Article"], (size) => size.items),
    projectsAndRepos: sum(["Project", "GitHub"], (size) => size.items),
    freeForEveryone: sum(null, (size) => size.freeForEveryone),
  };
}

/**
 * How many newest items of one (type, category) the 'All Types' view may need: 20 newsletters, else 5 (enough even
 * for categories pooled into 'Other'), none of a type the page does not show.
 */
export function newestItemsNeeded(publicationType: string): number {
  if (publicationType === "Newsletter") return MAX_NEWSLETTERS;
  return isLibraryType(publicationType) ? MAX_ITEMS_PER_CATEGORY : 0;
}

/**
 * The 'All Types' view (spec 3 §2.8), in the spec's order; empty Project and GitHub categories stay, restricted. With
 * `sizes`, `items` holds only each group's newest `newestItemsNeeded(type)`, so the server need not fetch every item.
 */
export function groupLibraryItems<T extends { publicationType: string; category: string | null }>(
  items: readonly T[],
  sizes?: readonly Pick<LibraryGroupSize, "publicationType" | "category" | "items">[],
): TypeGroup<T>[] {
  const countOf = (type: string, inGroup: (category: string | null) => boolean) =>
    sizes
      ? sizes
          .filter((size) => size.publicationType === type && inGroup(size.category))
          .reduce((total, size) => total + size.items, 0)
      : items.filter((item) => item.publicationType === type && inGroup(item.category)).length;
  const groups: TypeGroup<T>[] = [];
  for (const type of LIBRARY_TYPES) {
    const ofType = items.filter((item) => item.publicationType === type);
    const inType = countOf(type, () => true);
    if (type === "Newsletter") {
      if (inType > 0) {
        groups.push({
          type,
          categories: [],
          items: ofType.slice(0, MAX_NEWSLETTERS),
          hiddenCount: Math.max(0, inType - MAX_NEWSLETTERS),
        });
      }
      continue;
    }
    const categories: CategoryGroup<T>[] = [];
    for (const category of LIBRARY_CATEGORIES[type]) {
      const inCategory = countOf(type, (candidate) => candidate === category);
      if (inCategory === 0 && !showsRestrictedWhenEmpty(type)) continue;
      categories.push({
        category,
        items: ofType.filter((item) => item.category === category).slice(0, MAX_ITEMS_PER_CATEGORY),
        hiddenCount: Math.max(0, inCategory - MAX_ITEMS_PER_CATEGORY),
        restricted: inCategory === 0,
      });
    }
    // Items whose category is not one of the type's list (older rows, or none) still appear.
    const known = new Set(LIBRARY_CATEGORIES[type]);
    const isOther = (category: string | null) => !category || !known.has(category);
    const inOther = countOf(type, isOther);
    if (inOther > 0) {
      categories.push({
        category: "Other",
        items: ofType.filter((item) => isOther(item.category)).slice(0, MAX_ITEMS_PER_CATEGORY),
        hiddenCount: Math.max(0, inOther - MAX_ITEMS_PER_CATEGORY),
        restricted: false,
      });
    }
    if (inType > 0 || showsRestrictedWhenEmpty(type)) groups.push({ type, categories, items: [], hiddenCount: 0 });
  }
  return groups;
}

/** What the filtered view needs of an item to find it: its type, its category and the words the search box looks in. */
export interface SearchableLibraryItem {
  id: string;
  publicationType: string;
  category: string | null;
  /** The title, the author or team, the category and the tags (one text, spaced), in lower case: each looked in alone. */
  searchedTexts: readonly string[];
}

export function searchableLibraryItem(item: {
  id: string;
  publicationType: string;
  category: string | null;
  title: string;
  authorTeam: string;
  tags: readonly (string | null)[];
}): SearchableLibraryItem {
  const texts = [item.title, item.authorTeam, item.category ?? "", item.tags.filter((tag) => tag !== null).join(" ")];
  return {
    id: item.id,
    publicationType: item.publicationType,
    category: item.category,
    searchedTexts: texts.map((text) => text.toLowerCase()),
  };
}

/**
 * The ids a filtered view shows, newest first: the chosen type and category, and the typed text in title, author,
 * category or tags, whatever the case (spec 3 §2.8).
 */
export function libraryResults(items: readonly SearchableLibraryItem[], filters: LibraryFilters): string[] {
  const typed = filters.search.toLowerCase();
  return items
    .filter(
      (item) =>
        (filters.type === "" || item.publicationType === filters.type) &&
        (filters.category === "" || item.category === filters.category) &&
        (typed === "" || item.searchedTexts.some((text) => text.includes(typed))),
    )
    .map((item) => item.id);
}
