import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { libraryButton, type LibraryButton, type LibraryVisitor } from "~/domain/library-access";
import {
  formatPublicationDate,
  groupLibraryItems,
  isFilteredView,
  type LibraryFilters,
  type TypeGroup,
} from "~/domain/library-catalogue";
import { httpUrlOrNull } from "~/domain/web-link";
import type { Database } from "../db/client.server";
import { library } from "../db/schema";

/** What the page may know about an item. The file's URL is never part of it: downloads go through /library/:id/open. */
export interface LibraryCard {
  id: string;
  publicationType: string;
  category: string | null;
  title: string;
  authorTeam: string;
  level: string;
  pages: number | null;
  fileSizeMb: string | null;
  rating: string | null;
  publicationDate: string;
  licenseSource: string;
  tags: string[];
  contributor: string;
  verified: boolean;
  access: string;
  thumbnailUrl: string | null;
  button: LibraryButton;
  /** Only for items this visitor may open. */
  githubRepo: string | null;
  demoUrl: string | null;
}

export interface LibraryStats {
  total: number;
  booksAndArticles: number;
  projectsAndRepos: number;
  freeForEveryone: number;
}

export type LibraryPage =
  | { view: "grouped"; groups: TypeGroup<LibraryCard>[]; stats: LibraryStats }
  | { view: "filtered"; items: LibraryCard[]; stats: LibraryStats; limited: boolean };

// A filtered view shows one flat grid; past this many results the visitor narrows the search.
export const FILTERED_RESULTS_LIMIT = 60;

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function toCard(row: typeof library.$inferSelect, visitor: LibraryVisitor): LibraryCard {
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
    thumbnailUrl: httpUrlOrNull(row.thumbnailUrl),
    button,
    githubRepo: open ? httpUrlOrNull(row.githubRepo) : null,
    demoUrl: open ? httpUrlOrNull(row.demoUrl) : null,
  };
}

async function libraryStats(database: Database): Promise<LibraryStats> {
  const [stats] = await database
    .select({
      total: count(),
      booksAndArticles: sql<number>`count(*) filter (where ${library.publicationType} in ('Book', 'Article'))`,
      projectsAndRepos: sql<number>`count(*) filter (where ${library.publicationType} in ('Project', 'GitHub'))`,
      freeForEveryone: sql<number>`count(*) filter (where ${library.access} = 'Anyone')`,
    })
    .from(library);
  return {
    total: Number(stats!.total),
    booksAndArticles: Number(stats!.booksAndArticles),
    projectsAndRepos: Number(stats!.projectsAndRepos),
    freeForEveryone: Number(stats!.freeForEveryone),
  };
}

/** The public library (spec 3 §2.8, §7 "Library: read all ordered by update_date descending"), filtered on the server. */
export async function loadLibraryPage({
  database,
  visitor,
  filters,
}: {
  database: Database;
  visitor: LibraryVisitor;
  filters: LibraryFilters;
}): Promise<LibraryPage> {
  const conditions = [];
  if (filters.type) conditions.push(eq(library.publicationType, filters.type));
  if (filters.category) conditions.push(eq(library.category, filters.category));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(library.title, pattern),
        ilike(library.authorTeam, pattern),
        ilike(library.category, pattern),
        sql`array_to_string(${library.tags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  const filtered = isFilteredView(filters);
  const query = database
    .select()
    .from(library)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(library.updateDate), library.title);
  const [rows, stats] = await Promise.all([filtered ? query.limit(FILTERED_RESULTS_LIMIT + 1) : query, libraryStats(database)]);
  const cards = rows.map((row) => toCard(row, visitor));
  if (filtered) {
    return { view: "filtered", items: cards.slice(0, FILTERED_RESULTS_LIMIT), limited: cards.length > FILTERED_RESULTS_LIMIT, stats };
  }
  return { view: "grouped", groups: groupLibraryItems(cards), stats };
}
