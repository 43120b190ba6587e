import type { OwnerApplication } from "~/domain/ai-spots";
import type { Database } from "../db/client.server";
import { aispotMaster } from "../db/schema";

/** A venue owner's application (spec 3 §7 "Owner submit"): stored pending until an admin approves it. */
export async function submitSpotApplication(database: Database, application: OwnerApplication) {
  const [saved] = await database
    .insert(aispotMaster)
    .values({ ...application, isApproved: false })
    .returning({ aispotId: aispotMaster.aispotId, isApproved: aispotMaster.isApproved });
  return saved!;
}
