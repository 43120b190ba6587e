import { asc, count, desc, sql, type SQL } from "drizzle-orm";
import type { LibraryItemInput } from "~/library/library-form";
import { libraryButton, type LibraryButton, type LibraryVisitor } from "~/library/library-access";
import {
  formatPublicationDate,
  groupLibraryItems,
  isFilteredView,
  LIBRARY_RESULTS_PAGE_SIZE,
  libraryResults,
  libraryStats,
  newestItemsNeeded,
  searchableLibraryItem,
  type SearchableLibraryItem,
  type LibraryFilters,
  type LibraryGroupSize,
  type LibraryStats,
  type TypeGroup,
} from "~/library/library-catalogue";
import { httpsImageUrlOrNull, httpUrlOrNull, pageWindow } from "~/platform";
import { type Database, library, logger } from "~/platform/index.server";
import { keptUntilLibraryChanges } from "./library-catalogue.server";

/** What the page may know about an item. The file's URL is never part of it: downloads go through /library/:id/open. */
export interface LibraryCard extends Omit<LibraryItemInput, "id" | "url" | "notes" | "githubRepo" | "demoUrl"> {
  id: string;
  button: LibraryButton;
  /** Only for items this visitor may open. */
  githubRepo: string | null;
  demoUrl: string | null;
}

export type LibraryPage =
  | { view: "grouped"; groups: TypeGroup<LibraryCard>[]; stats: LibraryStats }
  | {
      view: "filtered";
      items: LibraryCard[];
      stats: LibraryStats;
      /** Every result of the filters, and which page of them `items` is. */
      total: number;
      page: number;
      pageCount: number;
      firstItem: number;
      lastItem: number;
    };

// The columns a card is made from: never the file's URL or the admin's notes, so they cannot reach a page by mistake.
const CARD_COLUMNS = {
  id: library.id,
  publicationType: library.publicationType,
  category: library.category,
  title: library.title,
  authorTeam: library.authorTeam,
  level: library.level,
  pages: library.pages,
  fileSizeMb: library.fileSizeMb,
  rating: library.rating,
  publicationDate: library.publicationDate,
  licenseSource: library.licenseSource,
  tags: library.tags,
  contributor: library.contributor,
  verified: library.verified,
  access: library.access,
  thumbnailUrl: library.thumbnailUrl,
  githubRepo: library.githubRepo,
  demoUrl: library.demoUrl,
};
type CardRow = Pick<typeof library.$inferSelect, keyof typeof CARD_COLUMNS>;

function toCard(row: CardRow, visitor: LibraryVisitor): LibraryCard {
  const button = libraryButton(row.access, visitor);
  const open = button.kind === "open";
  return {
    id: row.id,
    publicationType: row.publicationType,
    category: row.category,
    title: row.title,
    authorTeam: row.authorTeam,
    level: row.level,
    pages: row.pages,
    fileSizeMb: row.fileSizeMb,
    rating: row.rating,
    publicationDate: formatPublicationDate(row.publicationDate),
    licenseSource: row.licenseSource,
    tags: row.tags,
    contributor: row.contributor,
    verified: row.verified,
    access: row.access,
    thumbnailUrl: httpsImageUrlOrNull(row.thumbnailUrl),
    button,
    githubRepo: open ? httpUrlOrNull(row.githubRepo) : null,
    demoUrl: open ? httpUrlOrNull(row.demoUrl) : null,
  };
}

type VisitorRead = LibraryVisitor | Promise<LibraryVisitor>;

// spec 3 §7: newest first. The title, then the id, settle ties, so every query of the page agrees on the order.
const NEWEST_FIRST = [desc(library.updateDate), asc(library.title), asc(library.id)];

/** One pass over the table: the size of every stored (type, category), for the numbers and the 'N more' notes. */
async function libraryGroupSizes(database: Database): Promise<LibraryGroupSize[]> {
  const rows = await database
    .select({
      publicationType: library.publicationType,
      category: library.category,
      items: count(),
      freeForEveryone: sql<number>`count(*) filter (where ${library.access} = 'Anyone')`,
    })
    .from(library)
    .groupBy(library.publicationType, library.category);
  return rows.map((row) => ({ ...row, items: Number(row.items), freeForEveryone: Number(row.freeForEveryone) }));
}

/**
 * The ids of the newest items of each stored (type, category): one short backward range of library_type_category_idx
 * per group (null categories included, in the index's own order), never the whole table.
 */
function newestIdsOfEachGroup(sizes: readonly LibraryGroupSize[]) {
  const wanted = sizes
    .map((size) => ({ ...size, needed: newestItemsNeeded(size.publicationType) }))
    .filter((size) => size.needed > 0 && size.items > 0);
  const named = wanted.filter((size) => size.category !== null);
  const unnamed = wanted.filter((size) => size.category === null);
  return sql`(
    select item.id from unnest(
        ${sql.param(named.map((size) => size.publicationType))}::text[],
        ${sql.param(named.map((size) => size.category))}::text[],
        ${sql.param(named.map((size) => size.needed))}::int[]
      ) as wanted (publication_type, category, needed)
      cross join lateral (
        select ${library.id} from ${library}
        where ${library.publicationType} = wanted.publication_type and ${library.category} = wanted.category
        order by ${library.updateDate} desc, ${library.title}, ${library.id}
        limit wanted.needed
      ) item
    union all
    select item.id from unnest(
        ${sql.param(unnamed.map((size) => size.publicationType))}::text[],
        ${sql.param(unnamed.map((size) => size.needed))}::int[]
      ) as wanted (publication_type, needed)
      cross join lateral (
        select ${library.id} from ${library}
        where ${library.publicationType} = wanted.publication_type and ${library.category} is null
        order by ${library.category} desc nulls first, ${library.updateDate} desc, ${library.title}, ${library.id}
        limit wanted.needed
      ) item
  )`;
}

/**
 * The library's catalogue, the same for every visitor and kept until the library changes (library-catalogue.server.ts).
 * Shared between pages: never changed by a page.
 */
const libraryCatalogue = keptUntilLibraryChanges(readLibraryCatalogue);

async function readLibraryCatalogue(database: Database) {
  const [sizes, searchable] = await Promise.all([libraryGroupSizes(database), searchableItems(database)]);
  const rows = sizes.length === 0 ? [] : await cardRows(database, sql`array${newestIdsOfEachGroup(sizes)}`);
  return { sizes, rows, searchable };
}

/**
 * The card columns of the items whose ids `ids` gives (an SQL array), newest first. `= any(…)`: one primary-key lookup
 * each (`in (…)` may be planned as a full scan).
 */
function cardRows(database: Database, ids: SQL) {
  return database
    .select(CARD_COLUMNS)
    .from(library)
    .where(sql`${library.id} = any(${ids})`)
    .orderBy(...NEWEST_FIRST);
}

/**
 * Every item, newest first, with only what a search looks at, so a search counts its results without reading the
 * table.
 */
async function searchableItems(database: Database): Promise<SearchableLibraryItem[]> {
  const rows = await database
    .select({
      id: library.id,
      publicationType: library.publicationType,
      category: library.category,
      title: library.title,
      authorTeam: library.authorTeam,
      tags: library.tags,
    })
    .from(library)
    .orderBy(...NEWEST_FIRST);
  return rows.map(searchableLibraryItem);
}

/**
 * The 'All Types' view: the newest few of each group, with the full count of each for its 'N more'. Its rows are the
 * kept catalogue's; only the buttons are each visitor's own.
 */
async function groupedPage(database: Database, visitorRead: VisitorRead): Promise<LibraryPage> {
  const { sizes, rows } = await libraryCatalogue(database);
  const visitor = await visitorRead;
  const cards = rows.map((row) => toCard(row, visitor));
  return { view: "grouped", groups: groupLibraryItems(cards, sizes), stats: libraryStats(sizes) };
}

interface LibraryPageQuery {
  database: Database;
  /** The visitor's tier, or its read still under way (the loader reads it while the cards are read). */
  visitor: VisitorRead;
  filters: LibraryFilters;
  /** The page of a filtered view asked for (?page=); kept between 1 and the last page. */
  page?: number;
}

/**
 * The public library (spec 3 §2.8, §7), filtered on the server a page at a time. spec 3 §8: a failed read is logged and
 * shows 'No Content Found', not an empty library's restricted notes (nothing is known about what it holds).
 */
export async function loadLibraryPage(query: LibraryPageQuery): Promise<LibraryPage> {
  try {
    return await readLibraryPage(query);
  } catch (error) {
    logger.error({ err: error }, "could not load the library");
    const stats = libraryStats([]);
    if (!isFilteredView(query.filters)) return { view: "grouped", groups: [], stats };
    const { page, pageCount, firstItem, lastItem } = pageWindow({ total: 0, requested: 1, pageSize: LIBRARY_RESULTS_PAGE_SIZE });
    return { view: "filtered", items: [], stats, total: 0, page, pageCount, firstItem, lastItem };
  }
}

async function readLibraryPage({ database, visitor, filters, page = 1 }: LibraryPageQuery): Promise<LibraryPage> {
  if (!isFilteredView(filters)) return groupedPage(database, visitor);
  const { sizes, searchable } = await libraryCatalogue(database);
  const results = libraryResults(searchable, filters);
  const window = pageWindow({ total: results.length, requested: page, pageSize: LIBRARY_RESULTS_PAGE_SIZE });
  const shown = results.slice(window.offset, window.offset + window.limit);
  // An item deleted since the catalogue was read is left out; its place is not filled from the next page.
  const rows = shown.length === 0 ? [] : await cardRows(database, sql`${sql.param(shown)}::uuid[]`);
  const visitorTier = await visitor;
  return {
    view: "filtered",
    items: rows.map((row) => toCard(row, visitorTier)),
    stats: libraryStats(sizes),
    total: window.total,
    page: window.page,
    pageCount: window.pageCount,
    firstItem: window.firstItem,
    lastItem: window.lastItem,
  };
}
