import { eq, sql } from "drizzle-orm";
import { verifiedAccountName } from "~/accounts/index.server";
import { certificates, type Database, studentMasterTable } from "~/platform/index.server";
import { shownCertificateTitle } from "./certificate-title-sql.server";

export interface CertificateVerification {
  verificationId: string;
  /** Null when no one who speaks for the certificate's address has a name on record: the page names no one. */
  holderName: string | null;
  certificateName: string;
  certificateImageLink: string;
  dateOfIssuing: string;
  isActive: boolean;
  /** When an admin revoked it (an ISO instant); the reason is not shown publicly (decision 0106). */
  revokedAt: string | null;
  /** Earned by completing a batch: its course and batch. */
  completion: { course: string | null; batchId: string } | null;
}

/** A public id looks like the database default (32 hex characters); anything else is not worth a query. */
export function isPlausibleVerificationId(id: string | undefined): id is string {
  return typeof id === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(id);
}

/**
 * The public facts of one certificate for `/verify/{id}`, null for an unknown id. The name is the verified account's,
 * else the student record's; never an unverified account's (anyone could have signed up with the address).
 */
export async function loadCertificateVerification(
  database: Database,
  verificationId: string,
): Promise<CertificateVerification | null> {
  const [row] = await database
    .select({
      verificationId: certificates.verificationId,
      holderName: sql<string | null>`coalesce(${verifiedAccountName(certificates.userEmail)}, ${studentMasterTable.studentName})`,
      certificateName: shownCertificateTitle,
      certificateImageLink: certificates.certificateImageLink,
      dateOfIssuing: certificates.dateOfIssuing,
      isActive: certificates.isActive,
      revokedAt: certificates.revokedAt,
      issuedOnCompletion: certificates.issuedOnCompletion,
      batchId: certificates.batchId,
      course: certificates.course,
    })
    .from(certificates)
    .leftJoin(studentMasterTable, sql`lower(${studentMasterTable.email}) = lower(${certificates.userEmail})`)
    .where(eq(certificates.verificationId, verificationId))
    .limit(1);
  if (!row) return null;
  const { revokedAt, issuedOnCompletion, batchId, course, ...shown } = row;
  return {
    ...shown,
    isActive: shown.isActive && revokedAt === null,
    holderName: row.holderName?.trim() || null,
    revokedAt: revokedAt?.toISOString() ?? null,
    completion: issuedOnCompletion && batchId ? { course, batchId } : null,
  };
}
