import { eq, sql } from "drizzle-orm";
import type { CertificateInput } from "~/domain/admin/certificate-form";
import type { Database } from "../db/client.server";
import { certificates } from "../db/schema";
import { recordAudit, type AuditActor } from "./record-audit.server";

/** spec 3 §7: issues a certificate (no id) or updates the one with this id. Null when that id no longer exists. */
export async function saveCertificate(
  database: Database,
  { actor, certificate }: { actor: AuditActor; certificate: CertificateInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { id, ...fields } = certificate;
  return database.transaction(async (transaction) => {
    const [saved] =
      id === null
        ? await transaction.insert(certificates).values(fields).returning({ id: certificates.id })
        : await transaction
            .update(certificates)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(certificates.id, id))
            .returning({ id: certificates.id });
    if (!saved) return null;
    const outcome = id === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "certificates",
      rowId: saved.id,
      details: { userEmail: fields.userEmail, certificateName: fields.certificateName, isActive: fields.isActive },
    });
    return { outcome, id: saved.id };
  });
}
