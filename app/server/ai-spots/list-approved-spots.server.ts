import { and, count, desc, eq, ilike } from "drizzle-orm";
import { ratingBadge, spotDisplayName, type SpotFilters } from "~/domain/ai-spots";
import { mapEmbedUrl } from "~/domain/map-embed";
import { httpUrlOrNull } from "~/domain/web-link";
import type { Database } from "../db/client.server";
import { aispotMaster } from "../db/schema";

/** What the public directory shows of an approved spot (spec 3 §2.11). Pending spots never get here. */
export interface PublicSpot {
  id: string;
  name: string;
  typeOfPlace: string;
  address: string;
  country: string;
  state: string;
  city: string;
  pinZip: string;
  telephone: string;
  aispotEmail: string;
  ownerManagerName: string;
  mobile: string;
  email: string;
  price: string;
  mapLink: string | null;
  imageUrl: string | null;
  rating: string | null;
  mapEmbedUrl: string;
  /** The spot has a quiz code: the detail shows 'Take the AI Readiness Quiz'. */
  hasQuizCode: boolean;
}

function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * spec 3 §7 "Public list: read all where is_approved is true, newest created_at first", with the
 * filters of §5 applied here: country and type exact, state and city case-insensitive contains.
 */
export async function listApprovedSpots({
  database,
  filters,
  mapsEmbedKey,
}: {
  database: Database;
  filters: SpotFilters;
  mapsEmbedKey: string | null;
}): Promise<{ spots: PublicSpot[]; approvedCount: number }> {
  const conditions = [eq(aispotMaster.isApproved, true)];
  if (filters.country) conditions.push(eq(aispotMaster.country, filters.country));
  if (filters.type) conditions.push(eq(aispotMaster.typeOfPlace, filters.type));
  if (filters.state) conditions.push(ilike(aispotMaster.state, containsPattern(filters.state)));
  if (filters.city) conditions.push(ilike(aispotMaster.city, containsPattern(filters.city)));

  const [rows, [approved]] = await Promise.all([
    database
      .select()
      .from(aispotMaster)
      .where(and(...conditions))
      .orderBy(desc(aispotMaster.createdAt))
      .limit(300),
    database.select({ total: count() }).from(aispotMaster).where(eq(aispotMaster.isApproved, true)),
  ]);
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
      imageUrl: httpUrlOrNull(row.imageUrl),
      rating: ratingBadge(row.ratings),
      mapEmbedUrl: mapEmbedUrl({ mapLink, city: row.city, state: row.state }, mapsEmbedKey),
      hasQuizCode: row.qrCodeLink !== null && row.qrCodeLink !== "",
    };
  });
  return { spots, approvedCount: Number(approved?.total ?? 0) };
}
