import { aispotMaster, type Database } from "~/platform/index.server";
import { type AuditActor, deleteAudited } from "~/staff/index.server";

/**
 * spec 3 §4: deletes a spot application. Its submissions keep the spot's id (no foreign key), so analytics show them
 * as 'Unknown Spot', not 'Direct Website'. False when the spot did not exist.
 */
export async function deleteSpot(database: Database, { actor, spotId }: { actor: AuditActor; spotId: string }): Promise<boolean> {
  const details = { name: aispotMaster.name, city: aispotMaster.city, email: aispotMaster.email };
  return deleteAudited(database, { actor, table: aispotMaster, key: aispotMaster.aispotId, id: spotId, details });
}
