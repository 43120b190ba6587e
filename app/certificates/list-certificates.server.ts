import { desc, ilike, sql, type SQL } from "drizzle-orm";
import type { CertificateInput } from "./certificate-form";
import {
  certificates,
  containsPattern,
  countedPage,
  type Database,
  logger,
  studentMasterTable,
  users,
} from "~/platform/index.server";

export const CERTIFICATES_PAGE_SIZE = 50;

export interface CertificateRow extends Omit<CertificateInput, "id"> {
  id: string;
  verificationId: string;
  issuedOnCompletion: boolean;
  batchId: string | null;
  /** When it was revoked (ISO instant), and why; null while valid. */
  revokedAt: string | null;
  revokedReason: string | null;
}

/**
 * Certificates whose student's e-mail or name contains the text: each searched by its own index and the ids united,
 * since one `or` tested every certificate's e-mail.
 */
function studentMatches(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // A name counts only from a verified account or a student record: an unverified profile with the address may be
  // anyone's (verified-profiles.server.ts).
  const namedEmails = sql`select lower(a.email) from ${users} u join auth_user a on a.id = u.user_id and a.email_verified
      where ${ilike(sql`u.name`, pattern)}
    union select lower(${studentMasterTable.email}) from ${studentMasterTable}
      where ${ilike(studentMasterTable.studentName, pattern)}`;
  return sql`${certificates.id} = any(array(
    select ${certificates.id} from ${certificates} where ${ilike(certificates.userEmail, pattern)}
    union select ${certificates.id} from ${certificates} where lower(${certificates.userEmail}) = any(array(${namedEmails}))))`;
}

/**
 * spec 3 §7 "Certificates": newest issue date first, a page at a time, optionally only one student's.
 * A failed read leaves the list empty.
 */
export async function listCertificates(database: Database, { page, search = "" }: { page: number; search?: string }) {
  try {
    const where = studentMatches(search);
    const window = await countedPage(database, certificates, where, { requested: page, pageSize: CERTIFICATES_PAGE_SIZE });
    const rows = await database
      .select({
        id: certificates.id,
        userEmail: certificates.userEmail,
        certificateName: certificates.certificateName,
        customTitle: certificates.customTitle,
        dateOfIssuing: certificates.dateOfIssuing,
        certificateImageLink: certificates.certificateImageLink,
        isActive: certificates.isActive,
        verificationId: certificates.verificationId,
        issuedOnCompletion: certificates.issuedOnCompletion,
        batchId: certificates.batchId,
        revokedAt: certificates.revokedAt,
        revokedReason: certificates.revokedReason,
      })
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.dateOfIssuing), desc(certificates.createdAt))
      .limit(window.limit)
      .offset(window.offset);
    const shown: CertificateRow[] = rows.map((row) => ({ ...row, revokedAt: row.revokedAt?.toISOString() ?? null }));
    return { certificates: shown, total: window.total, page: window.page, pageCount: window.pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load certificates");
    return { certificates: [] as CertificateRow[], total: 0, page: 1, pageCount: 1 };
  }
}
