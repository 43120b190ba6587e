import { and, desc, eq } from "drizzle-orm";
import { siteConfig } from "~/content/site-config";
import { certificateVerificationPath, linkedInAddToProfileUrl } from "~/domain/dashboard/certificates";
import type { Database } from "../db/client.server";
import { shownCertificateTitle } from "../db/certificate-title-sql";
import { certificates } from "../db/schema";
import { verificationQrCode } from "./verification-qr-code.server";

export interface DashboardCertificate {
  verificationId: string;
  certificateName: string;
  certificateImageLink: string;
  dateOfIssuing: string;
  verificationUrl: string;
  qrCode: string;
  linkedInUrl: string;
}

// The fields, condition and order of the read, shared with the dashboard's one-statement read (read-dashboard-rows.server.ts).
export const activeCertificateFields = {
  verificationId: certificates.verificationId,
  certificateName: shownCertificateTitle,
  certificateImageLink: certificates.certificateImageLink,
  dateOfIssuing: certificates.dateOfIssuing,
};
export const activeCertificatesOf = (email: string) => and(eq(certificates.userEmail, email), eq(certificates.isActive, true))!;
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

/** Each certificate with its public verification link, that link as a QR code, and LinkedIn's add-to-profile link. */
export function dashboardCertificates(rows: readonly CertificateRow[], appUrl: string): Promise<DashboardCertificate[]> {
  return Promise.all(
    rows.map(async (certificate): Promise<DashboardCertificate> => {
      const verificationUrl = `${appUrl}${certificateVerificationPath(certificate.verificationId)}`;
      return {
        ...certificate,
        verificationUrl,
        qrCode: await verificationQrCode(verificationUrl),
        linkedInUrl: linkedInAddToProfileUrl({
          organizationName: siteConfig.name,
          certificateName: certificate.certificateName,
          dateOfIssuing: certificate.dateOfIssuing,
          verificationUrl,
          verificationId: certificate.verificationId,
        }),
      };
    }),
  );
}
