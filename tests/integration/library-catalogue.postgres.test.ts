// A server's kept library catalogue follows writes made by another server on the same PostgreSQL database
// (here a second connection pool, as a second process has), and writes made outside the site, on its next page.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveLibraryItem } from "~/library/save-library-item.server";
import { openDatabase, type DatabaseHandle } from "~/platform/db/client.server";
import { ADMIN, libraryItem, titlesShown } from "../support/library-catalogue";
import { persistentStore } from "../support/test-database";

describe("the library's catalogue on two servers", () => {
  let store: Awaited<ReturnType<typeof persistentStore>>;
  let first: DatabaseHandle;

  beforeAll(async () => {
    store = await persistentStore();
    first = await openDatabase(store.target);
  });
  afterAll(async () => {
    await first?.close();
    await store?.remove();
  });

  it("shows another server's write, and a write made outside the site, on this server's next page", async () => {
    const second = await openDatabase(store.target);
    try {
      await titlesShown(first.db); // this server keeps its catalogue
      await saveLibraryItem(second.db, { actor: ADMIN, item: libraryItem("Written By Another Server") });
      expect((await titlesShown(first.db)).titles).toContain("Written By Another Server");

      await second.db.execute(sql`update library set title = 'Fixed In psql' where title = 'Written By Another Server'`);
      expect((await titlesShown(first.db)).titles).toContain("Fixed In psql");
      await second.db.execute(sql`truncate library`);
      expect(await titlesShown(first.db)).toEqual({ titles: [], total: 0 });
    } finally {
      await second.close();
    }
  });
});
