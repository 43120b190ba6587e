import type { OwnerApplication } from "~/ai-spots/ai-spots";
import { aispotMaster, type Database, getConfig, logger } from "~/platform/index.server";
import { enqueueEmail, spotApplicationNotificationEmail } from "~/email/index.server";

/**
 * A venue owner's application (spec 3 §7 "Owner submit"): stored pending until an admin approves it, and the business
 * told by e-mail. A notice that cannot be queued is logged; the application still counts.
 */
export async function submitSpotApplication(database: Database, application: OwnerApplication) {
  const [saved] = await database
    .insert(aispotMaster)
    .values({ ...application, isApproved: false })
    .returning({ aispotId: aispotMaster.aispotId, isApproved: aispotMaster.isApproved });
  try {
    await enqueueEmail(
      database,
      spotApplicationNotificationEmail({
        venueName: application.name,
        typeOfPlace: application.typeOfPlace,
        city: application.city,
        state: application.state,
        country: application.country,
        ownerManagerName: application.ownerManagerName,
        mobile: application.mobile,
        email: application.email,
        managementUrl: `${getConfig().appUrl}/admin/ai-spot-management`,
      }),
    );
  } catch (error) {
    logger.error({ err: error, spotId: saved!.aispotId }, "AI Spot application notification could not be queued");
  }
  return saved!;
}
