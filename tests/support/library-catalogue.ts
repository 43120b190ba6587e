// The library's kept catalogue, as its tests see it: an admin, an item to save, and what the page shows.
import { eq } from "drizzle-orm";
import type { LibraryItemInput } from "~/library/library-form";
import { parseLibraryFilters } from "~/library/library-catalogue";
import type { Database } from "~/platform/db/client.server";
import { libraryCatalogueVersion } from "~/platform/db/schema";
import { loadLibraryPage, type LibraryPage } from "~/library/load-library-page.server";

export const ADMIN = { id: "admin-catalogue", email: "admin@example.test" };

export function libraryItem(title: string, overrides: Partial<LibraryItemInput> = {}): LibraryItemInput {
  return {
    id: null,
    publicationType: "Book",
    category: "Python Programming",
    title,
    authorTeam: "Team",
    level: "Beginner",
    pages: null,
    fileSizeMb: null,
    rating: null,
    url: "https://files.example.test/catalogue.pdf",
    publicationDate: "2026-11-01",
    licenseSource: "CC BY 4.0",
    tags: [],
    contributor: "External",
    verified: true,
    access: "Anyone",
    thumbnailUrl: null,
    githubRepo: null,
    demoUrl: null,
    notes: null,
    ...overrides,
  };
}

export async function titlesShown(database: Database, query = "") {
  const page: LibraryPage = await loadLibraryPage({
    database,
    visitor: "enrolled",
    filters: parseLibraryFilters(new URLSearchParams(query)),
  });
  if (page.view === "filtered") return { titles: page.items.map((card) => card.title), total: page.stats.total };
  return {
    titles: page.groups.flatMap((group) => [
      ...group.items.map((card) => card.title),
      ...group.categories.flatMap((category) => category.items.map((card) => card.title)),
    ]),
    total: page.stats.total,
  };
}

export const catalogueVersion = async (database: Database) =>
  (await database.select().from(libraryCatalogueVersion).where(eq(libraryCatalogueVersion.id, true)))[0]?.version;
