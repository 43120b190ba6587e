import { eq } from "drizzle-orm";
import { certificateTitle, type CertificateInput } from "~/certificates/certificate-form";
import { siteConfig } from "~/content/site-config";
import { certificateVerificationUrl, linkedInAddToProfileUrl } from "~/certificates/certificates";
import { certificates, type Database, getConfig } from "~/platform/index.server";
import { certificateIssuedEmail, enqueueEmail } from "~/email/index.server";
import { type AuditActor, saveAudited } from "~/staff/index.server";

/**
 * spec 3 §7: issues (no id) or updates a certificate; null when the id no longer exists. A new active certificate's
 * e-mail is queued in the same transaction, so both are saved or neither.
 */
export async function saveCertificate(
  database: Database,
  { actor, certificate }: { actor: AuditActor; certificate: CertificateInput },
): Promise<{ outcome: "created" | "updated"; id: string } | null> {
  const { id, ...fields } = certificate;
  const details = {
    userEmail: fields.userEmail,
    certificateName: fields.certificateName,
    customTitle: fields.customTitle,
    isActive: fields.isActive,
  };
  return saveAudited(database, {
    actor,
    table: certificates,
    editing: id,
    values: fields,
    details,
    created: fields.isActive
      ? async (transaction, certificateId) => {
          const [{ verificationId }] = await transaction
            .select({ verificationId: certificates.verificationId })
            .from(certificates)
            .where(eq(certificates.id, certificateId));
          const verificationUrl = certificateVerificationUrl(getConfig().appUrl, verificationId);
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
                verificationId,
              }),
            }),
          );
        }
      : undefined,
  });
}
