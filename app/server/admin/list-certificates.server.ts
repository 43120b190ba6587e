import { count, desc } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { certificates } from "../db/schema";
import { logger } from "../logger.server";

export const CERTIFICATES_PAGE_SIZE = 50;

export interface CertificateRow {
  id: string;
  userEmail: string;
  certificateName: string;
  dateOfIssuing: string;
  certificateImageLink: string;
  isActive: boolean;
  verificationId: string;
}

/** spec 3 §7 "Certificates": newest issue date first, a page at a time. A failed read leaves the list empty. */
export async function listCertificates(database: Database, { page }: { page: number }) {
  try {
    const [{ total }] = (await database.select({ total: count() }).from(certificates)) as [{ total: number }];
    const pageCount = Math.max(1, Math.ceil(total / CERTIFICATES_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pageCount);
    const rows: CertificateRow[] = await database
      .select({
        id: certificates.id,
        userEmail: certificates.userEmail,
        certificateName: certificates.certificateName,
        dateOfIssuing: certificates.dateOfIssuing,
        certificateImageLink: certificates.certificateImageLink,
        isActive: certificates.isActive,
        verificationId: certificates.verificationId,
      })
      .from(certificates)
      .orderBy(desc(certificates.dateOfIssuing), desc(certificates.createdAt))
      .limit(CERTIFICATES_PAGE_SIZE)
      .offset((current - 1) * CERTIFICATES_PAGE_SIZE);
    return { certificates: rows, total, page: current, pageCount };
  } catch (error) {
    logger.error({ err: error }, "could not load certificates");
    return { certificates: [] as CertificateRow[], total: 0, page: 1, pageCount: 1 };
  }
}
