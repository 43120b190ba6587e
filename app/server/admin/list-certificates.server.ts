import { count, desc, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { certificates, studentMasterTable, users } from "../db/schema";
import { logger } from "../logger.server";
import { containsPattern } from "./like-pattern.server";

export const CERTIFICATES_PAGE_SIZE = 50;

export interface CertificateRow {
  id: string;
  userEmail: string;
  certificateName: string;
  customTitle: string | null;
  dateOfIssuing: string;
  certificateImageLink: string;
  isActive: boolean;
  verificationId: string;
}

/**
 * issue 17: certificates whose student's e-mail, or name (as a user or a student record), contains the text. The
 * names are searched once each (trigram indexes), not once per certificate (issue 19).
 */
function studentMatches(database: Database, search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const namedUsers = database.select({ email: users.email }).from(users).where(ilike(users.name, pattern));
  const namedStudents = database
    .select({ email: studentMasterTable.email })
    .from(studentMasterTable)
    .where(ilike(studentMasterTable.studentName, pattern));
  return or(
    ilike(certificates.userEmail, pattern),
    inArray(certificates.userEmail, namedUsers),
    inArray(certificates.userEmail, namedStudents),
  );
}

/**
 * spec 3 §7 "Certificates": newest issue date first, a page at a time, optionally only one student's (issue 17).
 * A failed read leaves the list empty.
 */
export async function listCertificates(database: Database, { page, search = "" }: { page: number; search?: string }) {
  try {
    const where = studentMatches(database, search);
    const [{ total }] = (await database.select({ total: count() }).from(certificates).where(where)) as [{ total: number }];
    const pageCount = Math.max(1, Math.ceil(total / CERTIFICATES_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const rows: CertificateRow[] = await database
      .select({
        id: certificates.id,
        userEmail: certificates.userEmail,
        certificateName: certificates.certificateName,
        customTitle: certificates.customTitle,
        dateOfIssuing: certificates.dateOfIssuing,
        certificateImageLink: certificates.certificateImageLink,
        isActive: certificates.isActive,
        verificationId: certificates.verificationId,
      })
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.dateOfIssuing), desc(certificates.createdAt))
      .limit(CERTIFICATES_PAGE_SIZE)
      .offset((current - 1) * CERTIFICATES_PAGE_SIZE);
    return { certificates: rows, total, page: current, pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load certificates");
    return { certificates: [] as CertificateRow[], total: 0, page: 1, pageCount: 1 };
  }
}
