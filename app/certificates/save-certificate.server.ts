import { eq, sql } from "drizzle-orm";
import { certificateTitle, type CertificateInput } from "~/certificates/certificate-form";
import { siteConfig } from "~/content/site-config";
import { certificateVerificationUrl, linkedInAddToProfileUrl } from "~/certificates/certificates";
import { certificates, type Database, getConfig } from "~/platform/index.server";
import { certificateIssuedEmail, enqueueEmail } from "~/email/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";

/**
 * spec 3 §7: issues (no id) or updates a certificate; null when the id no longer exists. A new active certificate's
 * e-mail is queued in the same transaction, so both are saved or neither.
 */
export async function saveCertificate(
  database: Database,
  { actor, certificate }: { actor: AuditActor; certificate: CertificateInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { id, ...fields } = certificate;
  return database.transaction(async (transaction) => {
    const returning = { id: certificates.id, verificationId: certificates.verificationId };
    const [saved] =
      id === null
        ? await transaction.insert(certificates).values(fields).returning(returning)
        : await transaction
            .update(certificates)
            .set({ ...fields, updatedAt: sql`now()` })
            .where(eq(certificates.id, id))
            .returning(returning);
    if (!saved) return null;
    const outcome = id === null ? "created" : "updated";
    await recordAudit(transaction, {
      actor,
      action: outcome === "created" ? "create" : "update",
      tableName: "certificates",
      rowId: saved.id,
      details: {
        userEmail: fields.userEmail,
        certificateName: fields.certificateName,
        customTitle: fields.customTitle,
        isActive: fields.isActive,
      },
    });
    if (outcome === "created" && fields.isActive) {
      const verificationUrl = certificateVerificationUrl(getConfig().appUrl, saved.verificationId);
      await enqueueEmail(
        transaction,
        certificateIssuedEmail({
          to: fields.userEmail,
          title: certificateTitle(fields),
          dateOfIssuing: fields.dateOfIssuing,
          verificationUrl,
          linkedInUrl: linkedInAddToProfileUrl({
            organizationName: siteConfig.name,
            certificateName: certificateTitle(fields),
            dateOfIssuing: fields.dateOfIssuing,
            verificationUrl,
            verificationId: saved.verificationId,
          }),
        }),
      );
    }
    return { outcome, id: saved.id };
  });
}
