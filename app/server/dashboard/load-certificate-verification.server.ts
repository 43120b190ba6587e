import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { shownCertificateTitle } from "../db/certificate-title-sql";
import { certificates, studentMasterTable, users } from "../db/schema";

export interface CertificateVerification {
  verificationId: string;
  holderName: string;
  certificateName: string;
  certificateImageLink: string;
  dateOfIssuing: string;
  isActive: boolean;
}

/** A public id looks like the database default (32 hex characters); anything else is not worth a query. */
export function isPlausibleVerificationId(id: string | undefined): id is string {
  return typeof id === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(id);
}

/**
 * The public facts of one certificate for `/verify/{id}`: the holder's name (profile, else student record),
 * what it certifies, when, and whether it still stands. Null for an unknown id.
 */
export async function loadCertificateVerification(
  database: Database,
  verificationId: string,
): Promise<CertificateVerification | null> {
  const [row] = await database
    .select({
      verificationId: certificates.verificationId,
      holderName: sql<string | null>`coalesce(${users.name}, ${studentMasterTable.studentName})`,
      certificateName: shownCertificateTitle,
      certificateImageLink: certificates.certificateImageLink,
      dateOfIssuing: certificates.dateOfIssuing,
      isActive: certificates.isActive,
    })
    .from(certificates)
    .leftJoin(users, eq(users.email, certificates.userEmail))
    .leftJoin(studentMasterTable, eq(studentMasterTable.email, certificates.userEmail))
    .where(eq(certificates.verificationId, verificationId))
    .limit(1);
  if (!row) return null;
  return { ...row, holderName: row.holderName ?? "Certificate holder" };
}
