import { eq } from "drizzle-orm";
import { aispotMaster, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * spec 3 §4: deletes a spot application. Its submissions keep the spot's id (no foreign key), so analytics show them
 * as 'Unknown Spot', not 'Direct Website'. False when the spot did not exist.
 */
export async function deleteSpot(database: Database, { actor, spotId }: { actor: AuditActor; spotId: string }): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const [deleted] = await transaction
      .delete(aispotMaster)
      .where(eq(aispotMaster.aispotId, spotId))
      .returning({ name: aispotMaster.name, city: aispotMaster.city, email: aispotMaster.email });
    if (!deleted) return false;
    await recordAudit(transaction, { actor, action: "delete", tableName: "aispot_master", rowId: spotId, details: deleted });
    return true;
  });
}
