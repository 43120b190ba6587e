import { eq } from "drizzle-orm";
import { certificates, type Database } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/** spec 3 §7: deletes the certificate with this id; false when there was none. */
export async function deleteCertificate(database: Database, { actor, id }: { actor: AuditActor; id: string }): Promise<boolean> {
  return database.transaction(async (transaction) => {
    const [deleted] = await transaction
      .delete(certificates)
      .where(eq(certificates.id, id))
      .returning({ id: certificates.id, userEmail: certificates.userEmail, certificateName: certificates.certificateName });
    if (!deleted) return false;
    await recordAudit(transaction, {
      actor,
      action: "delete",
      tableName: "certificates",
      rowId: deleted.id,
      details: { userEmail: deleted.userEmail, certificateName: deleted.certificateName },
    });
    return true;
  });
}
