import { and, eq, isNull, sql } from "drizzle-orm";
import { certificates, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * Revokes a certificate with the admin's reason: it stops being valid on /verify and leaves the student's dashboard.
 * The row stays, so a revoked certificate earned on completion is never issued again by itself.
 */
export async function revokeCertificate(
  database: Database,
  { actor, id, reason, now = new Date() }: { actor: AuditActor; id: string; reason: string; now?: Date },
): Promise<"revoked" | "already-revoked" | "not-found"> {
  return database.transaction(async (transaction) => {
    const [revoked] = await transaction
      .update(certificates)
      .set({ revokedAt: now, revokedReason: reason, isActive: false, updatedAt: sql`now()` })
      .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
      .returning({ id: certificates.id, userEmail: certificates.userEmail, certificateName: certificates.certificateName });
    if (!revoked) {
      const [exists] = await transaction.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, id));
      return exists ? "already-revoked" : "not-found";
    }
    await recordAudit(transaction, {
      actor,
      action: "revoke",
      tableName: "certificates",
      rowId: revoked.id,
      details: { userEmail: revoked.userEmail, certificateName: revoked.certificateName, reason },
    });
    return "revoked";
  });
}
