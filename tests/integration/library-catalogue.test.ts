// Each server keeps the library's catalogue (group sizes, the newest items of each group) until the library
// changes, told by library_catalogue_version (triggers count every statement that changes rows of `library`). A page
// must never show a library older than the database's: after an admin's save or delete on this server, after a write
// by another server (library-catalogue.postgres.test.ts), and after a write that bypasses the site.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LibraryItemInput } from "~/library/library-form";
import { deleteLibraryItem } from "~/library/delete-library-item.server";
import { saveLibraryItem } from "~/library/save-library-item.server";
import type { Database } from "~/platform/db/client.server";
import { library, libraryCatalogueVersion } from "~/platform/db/schema";
import { ADMIN, catalogueVersion, libraryItem, titlesShown } from "../support/library-catalogue";
import { useFreshDatabase } from "../support/test-database";

const fieldsOf = ({ id: _id, ...fields }: LibraryItemInput) => fields;
const idOf = async (database: Database, title: string) =>
  (await database.select({ id: library.id }).from(library).where(eq(library.title, title)))[0]?.id;

describe("the library's catalogue, kept until the library changes", () => {
  const first = useFreshDatabase();

  it("counts every statement that changes rows of the library, and only those", async () => {
    const before = Number(await catalogueVersion(first.db));
    await first.db.insert(library).values([libraryItem("Counted A"), libraryItem("Counted B")].map(fieldsOf));
    expect(Number(await catalogueVersion(first.db))).toBe(before + 1);
    await first.db.execute(sql`select count(*) from library`);
    await first.db.update(library).set({ level: "Advanced" }).where(eq(library.title, "No Such Title"));
    await first.db
      .insert(library)
      .values({ ...fieldsOf(libraryItem("Counted A")), id: (await idOf(first.db, "Counted A"))! })
      .onConflictDoNothing();
    expect(Number(await catalogueVersion(first.db))).toBe(before + 1);
    await first.db.update(library).set({ level: "Advanced" }).where(eq(library.title, "Counted A"));
    await first.db.delete(library).where(eq(library.title, "Counted B"));
    expect(Number(await catalogueVersion(first.db))).toBe(before + 3);
  });

  it("shows an admin's save and delete on the next page", async () => {
    const shownBefore = await titlesShown(first.db);
    // Kept: a write the trigger does not count (it is switched off) is not read until the version moves.
    await first.db.execute(sql`alter table library disable trigger library_catalogue_updated`);
    try {
      await first.db.update(library).set({ title: "Uncounted" }).where(eq(library.title, "Counted A"));
      expect(await titlesShown(first.db)).toEqual(shownBefore);
      expect((await titlesShown(first.db, "q=uncounted")).titles).toEqual([]);
      await first.db.update(library).set({ title: "Counted A" }).where(eq(library.title, "Uncounted"));
    } finally {
      await first.db.execute(sql`alter table library enable trigger library_catalogue_updated`);
    }

    const saved = (await saveLibraryItem(first.db, { actor: ADMIN, item: libraryItem("Fresh Python Book") }))!;
    const afterSave = await titlesShown(first.db);
    expect(afterSave.titles[0]).toBe("Fresh Python Book");
    expect(afterSave.total).toBe(shownBefore.total + 1);
    expect((await titlesShown(first.db, "type=Book")).total).toBe(afterSave.total);
    expect((await titlesShown(first.db, "q=fresh+python")).titles).toEqual(["Fresh Python Book"]);

    await saveLibraryItem(first.db, { actor: ADMIN, item: libraryItem("Renamed Python Book", { id: saved.id }) });
    expect((await titlesShown(first.db)).titles).toContain("Renamed Python Book");
    expect((await titlesShown(first.db)).titles).not.toContain("Fresh Python Book");
    // A search finds the item by its new title only.
    expect((await titlesShown(first.db, "q=fresh+python")).titles).toEqual([]);
    expect((await titlesShown(first.db, "type=Book&q=renamed")).titles).toEqual(["Renamed Python Book"]);

    await deleteLibraryItem(first.db, { actor: ADMIN, id: saved.id });
    const afterDelete = await titlesShown(first.db);
    expect(afterDelete.titles).not.toContain("Renamed Python Book");
    expect((await titlesShown(first.db, "q=renamed")).titles).toEqual([]);
    expect(afterDelete.total).toBe(shownBefore.total);
  });

  it("reads the catalogue each time when the version's row is missing", async () => {
    await first.db.delete(libraryCatalogueVersion);
    await first.db.execute(sql`insert into library (publication_type, category, title, author_team, level, url,
      publication_date, license_source, contributor) values ('Book', 'Python Programming', 'Without A Version',
      'Team', 'Beginner', 'https://files.example.test/v.pdf', '2026', 'CC', 'External')`);
    // The trigger wrote the row back.
    expect(Number(await catalogueVersion(first.db))).toBe(1);
    await first.db.delete(libraryCatalogueVersion);
    await first.db.execute(sql`alter table library disable trigger library_catalogue_updated`);
    try {
      await first.db.execute(sql`update library set title = 'Still Read' where title = 'Without A Version'`);
      expect((await titlesShown(first.db)).titles).toContain("Still Read");
      await first.db.execute(sql`update library set title = 'Read Again' where title = 'Still Read'`);
      expect((await titlesShown(first.db)).titles).toContain("Read Again");
    } finally {
      await first.db.execute(sql`alter table library enable trigger library_catalogue_updated`);
    }
  });
});
