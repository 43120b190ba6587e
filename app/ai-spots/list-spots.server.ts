import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SpotListFilters } from "~/ai-spots/spot-management";
import { aispotMaster, containsInAny, countedPage, type Database, logger } from "~/platform/index.server";

export const SPOTS_PAGE_SIZE = 50;

export type SpotRow = Omit<typeof aispotMaster.$inferSelect, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export interface SpotStats {
  totalApplications: number;
  approvedSpots: number;
  pendingApproval: number;
  citiesCovered: number;
}

const EMPTY_STATS: SpotStats = { totalApplications: 0, approvedSpots: 0, pendingApproval: 0, citiesCovered: 0 };

/**
 * spec 3 §2.12: the four tiles and the matching applications, newest first. Failed reads are logged; the screen then
 * shows zeros and an empty list.
 */
export async function listSpots(database: Database, { filters, page }: { filters: SpotListFilters; page: number }) {
  const conditions: SQL[] = [];
  if (filters.status !== "all") conditions.push(eq(aispotMaster.isApproved, filters.status === "approved"));
  if (filters.search) {
    const { city, state, typeOfPlace, ownerManagerName, aispotEmail } = aispotMaster;
    conditions.push(containsInAny([city, state, typeOfPlace, ownerManagerName, aispotEmail], filters.search));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  try {
    const [stats] = await database
      .select({
        totalApplications: count(),
        approvedSpots: sql<number>`count(*) filter (where ${aispotMaster.isApproved})`.mapWith(Number),
        pendingApproval: sql<number>`count(*) filter (where not ${aispotMaster.isApproved})`.mapWith(Number),
        citiesCovered: sql<number>`count(distinct lower(trim(${aispotMaster.city})))`.mapWith(Number),
      })
      .from(aispotMaster);
    const window = await countedPage(database, aispotMaster, where, { requested: page, pageSize: SPOTS_PAGE_SIZE });
    const rows = await database
      .select()
      .from(aispotMaster)
      .where(where)
      .orderBy(desc(aispotMaster.createdAt))
      .limit(window.limit)
      .offset(window.offset);
    const spots: SpotRow[] = rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { stats: stats ?? EMPTY_STATS, spots, total: window.total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load AI Spot applications");
    return { stats: EMPTY_STATS, spots: [] as SpotRow[], total: 0, page: 1, pageCount: 1 };
  }
}
