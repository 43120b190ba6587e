import { eq, sql } from "drizzle-orm";
import { spotQuizPath } from "~/ai-spots/spot-management";
import { aispotMaster, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * spec 3 §4: approves a spot or revokes it to pending. The QR link is set on first approval and survives a revoke,
 * so a printed code keeps working. Set, not toggled, so a repeated click cannot undo itself. Null when it is gone.
 */
export async function setSpotApproval(
  database: Database,
  { actor, spotId, approve }: { actor: AuditActor; spotId: string; approve: boolean },
): Promise<{ isApproved: boolean; qrCodeLink: string | null; updatedAt: Date } | null> {
  return database.transaction(async (transaction) => {
    const [spot] = await transaction
      .update(aispotMaster)
      .set({
        isApproved: approve,
        updatedAt: sql`now()`,
        ...(approve ? { qrCodeLink: sql`coalesce(${aispotMaster.qrCodeLink}, ${spotQuizPath(spotId)})` } : {}),
      })
      .where(eq(aispotMaster.aispotId, spotId))
      .returning({
        isApproved: aispotMaster.isApproved,
        qrCodeLink: aispotMaster.qrCodeLink,
        updatedAt: aispotMaster.updatedAt,
        name: aispotMaster.name,
      });
    if (!spot) return null;
    await recordAudit(transaction, {
      actor,
      action: approve ? "approve" : "revoke",
      tableName: "aispot_master",
      rowId: spotId,
      details: { name: spot.name, qrCodeLink: spot.qrCodeLink },
    });
    return { isApproved: spot.isApproved, qrCodeLink: spot.qrCodeLink, updatedAt: spot.updatedAt };
  });
}
