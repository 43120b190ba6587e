import { and, desc, eq, isNull } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import { certificateQrCodePath, certificateVerificationUrl, linkedInAddToProfileUrl } from "~/certificates/certificates";
import { certificates, type Database } from "~/platform/index.server";
import { shownCertificateTitle } from "./certificate-title-sql.server";

export interface DashboardCertificate {
  verificationId: string;
  certificateName: string;
  certificateImageLink: string;
  dateOfIssuing: string;
  verificationUrl: string;
  /** The QR code of verificationUrl, an image of its own that the browser fetches when the certificate is opened. */
  qrCodePath: string;
  linkedInUrl: string;
}

// The fields, condition and order of the read, shared with the dashboard's one-statement read (read-dashboard-rows.server.ts).
export const activeCertificateFields = {
  verificationId: certificates.verificationId,
  certificateName: shownCertificateTitle,
  certificateImageLink: certificates.certificateImageLink,
  dateOfIssuing: certificates.dateOfIssuing,
};
// A revoked certificate is never listed as valid, even if its row was later marked active again by an edit.
export const activeCertificatesOf = (email: string) =>
  and(eq(certificates.userEmail, email), eq(certificates.isActive, true), isNull(certificates.revokedAt))!;
export const activeCertificateOrder = [desc(certificates.dateOfIssuing), desc(certificates.createdAt)];

/** The student's active certificates, the latest issued first. */
export function selectActiveCertificates(database: Database, email: string) {
  return database
    .select(activeCertificateFields)
    .from(certificates)
    .where(activeCertificatesOf(email))
    .orderBy(...activeCertificateOrder);
}

type CertificateRow = Awaited<ReturnType<typeof selectActiveCertificates>>[number];

/**
 * Each certificate's verification link, QR code location and LinkedIn link. The QR code is not drawn here: every
 * dashboard would draw and carry it whether or not the certificate is opened.
 */
export function dashboardCertificates(rows: readonly CertificateRow[], appUrl: string): DashboardCertificate[] {
  return rows.map((certificate): DashboardCertificate => {
    const verificationUrl = certificateVerificationUrl(appUrl, certificate.verificationId);
    return {
      ...certificate,
      verificationUrl,
      qrCodePath: certificateQrCodePath(certificate.verificationId),
      linkedInUrl: linkedInAddToProfileUrl({
        organizationName: siteConfig.name,
        certificateName: certificate.certificateName,
        dateOfIssuing: certificate.dateOfIssuing,
        verificationUrl,
        verificationId: certificate.verificationId,
      }),
    };
  });
}
