import { eq, max } from "drizzle-orm";
import type { ListedRows } from "~/platform/seo/sitemap";
import type { Database } from "../db/client.server";
import { aispotMaster, library } from "../db/schema";

/** When the rows each public listing shows last changed: every library item; approved AI Spots only. */
export async function readListingUpdates(database: Database): Promise<Record<ListedRows, Date | null>> {
  const [[libraryRows], [spotRows]] = await Promise.all([
    database.select({ latest: max(library.updateDate) }).from(library),
    database
      .select({ latest: max(aispotMaster.updatedAt) })
      .from(aispotMaster)
      .where(eq(aispotMaster.isApproved, true)),
  ]);
  return { library: libraryRows?.latest ?? null, "ai-spots": spotRows?.latest ?? null };
}
