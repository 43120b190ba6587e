import { and, eq } from "drizzle-orm";
import { isUuid } from "~/domain/web-link";
import type { Database } from "../db/client.server";
import { aispotMaster } from "../db/schema";

/** The approved spot a `spot_id` names, or null for anything else: no id, a malformed one, unknown, or still pending. */
export async function findApprovedSpot(database: Database, spotId: unknown) {
  if (!isUuid(spotId)) return null;
  const [spot] = await database
    .select({
      aispotId: aispotMaster.aispotId,
      name: aispotMaster.name,
      city: aispotMaster.city,
      typeOfPlace: aispotMaster.typeOfPlace,
    })
    .from(aispotMaster)
    .where(and(eq(aispotMaster.aispotId, spotId), eq(aispotMaster.isApproved, true)))
    .limit(1);
  return spot ?? null;
}
