import { and, eq } from "drizzle-orm";
import { isUuid } from "~/platform";
import { aispotMaster, type Database, logger } from "~/platform/index.server";

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

/**
 * The quiz page's spot lookup (spec 3 §8: a failed read is only logged): the quiz is then shown as taken directly,
 * without the spot's welcome. Saving a response still uses findApprovedSpot, whose failure fails the save.
 */
export async function findApprovedSpotOrNone(database: Database, spotId: unknown) {
  try {
    return await findApprovedSpot(database, spotId);
  } catch (error) {
    logger.error({ err: error }, "could not look up the quiz's AI Spot");
    return null;
  }
}
