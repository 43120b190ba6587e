import { and, asc, count, desc, eq, ilike } from "drizzle-orm";
import { ratingBadge, SPOT_DIRECTORY_PAGE_SIZE, spotDisplayName, type PublicSpot, type SpotFilters } from "~/ai-spots/ai-spots";
import { mapEmbedUrl } from "~/ai-spots/map-embed";
import { httpsImageUrlOrNull, httpUrlOrNull, pageWindow } from "~/platform";
import { aispotMaster, containsPattern, type Database, logger } from "~/platform/index.server";

type SpotDirectoryPage = { spots: PublicSpot[]; approvedCount: number; total: number; page: number; pageCount: number };

interface SpotDirectoryQuery {
  database: Database;
  filters: SpotFilters;
  /** The page asked for (?page=); kept between 1 and the last page. */
  page?: number;
  mapsEmbedKey: string | null;
}

/**
 * spec 3 §7 public list, newest first, one page at a time, with §5's filters. spec 3 §8: a failed read is logged and
 * the directory shows its empty state.
 */
export async function listApprovedSpots(query: SpotDirectoryQuery): Promise<SpotDirectoryPage> {
  try {
    return await readApprovedSpots(query);
  } catch (error) {
    logger.error({ err: error }, "could not load the AI Spots directory");
    return { spots: [], approvedCount: 0, total: 0, page: 1, pageCount: 1 };
  }
}

async function readApprovedSpots({ database, filters, page = 1, mapsEmbedKey }: SpotDirectoryQuery): Promise<SpotDirectoryPage> {
  const conditions = [eq(aispotMaster.isApproved, true)];
  if (filters.country) conditions.push(eq(aispotMaster.country, filters.country));
  if (filters.type) conditions.push(eq(aispotMaster.typeOfPlace, filters.type));
  if (filters.state) conditions.push(ilike(aispotMaster.state, containsPattern(filters.state)));
  if (filters.city) conditions.push(ilike(aispotMaster.city, containsPattern(filters.city)));

  const where = and(...conditions);
  const [[found], [approved]] = await Promise.all([
    database.select({ total: count() }).from(aispotMaster).where(where),
    database.select({ total: count() }).from(aispotMaster).where(eq(aispotMaster.isApproved, true)),
  ]);
  const window = pageWindow({ total: Number(found?.total ?? 0), requested: page, pageSize: SPOT_DIRECTORY_PAGE_SIZE });
  // Newest first; the id settles spots created at the same moment, so pages never overlap or skip one.
  const rows = await database
    .select()
    .from(aispotMaster)
    .where(where)
    .orderBy(desc(aispotMaster.createdAt), asc(aispotMaster.aispotId))
    .limit(window.limit)
    .offset(window.offset);
  const spots = rows.map((row) => {
    const mapLink = httpUrlOrNull(row.mapLink);
    return {
      id: row.aispotId,
      name: spotDisplayName(row),
      typeOfPlace: row.typeOfPlace,
      address: row.address,
      country: row.country,
      state: row.state,
      city: row.city,
      pinZip: row.pinZip,
      telephone: row.telephone,
      aispotEmail: row.aispotEmail,
      ownerManagerName: row.ownerManagerName,
      mobile: row.mobile,
      email: row.email,
      price: row.price,
      mapLink,
      imageUrl: httpsImageUrlOrNull(row.imageUrl),
      rating: ratingBadge(row.ratings),
      mapEmbedUrl: mapEmbedUrl({ mapLink, city: row.city, state: row.state }, mapsEmbedKey),
      hasQuizCode: row.qrCodeLink !== null && row.qrCodeLink !== "",
    };
  });
  return {
    spots,
    approvedCount: Number(approved?.total ?? 0),
    total: window.total,
    page: window.page,
    pageCount: window.pageCount,
  };
}
