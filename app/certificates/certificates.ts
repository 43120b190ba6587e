// The dashboard's certificates: where anyone can verify one, and how to add it to a LinkedIn profile.

function certificateVerificationPath(verificationId: string) {
  return `/verify/${encodeURIComponent(verificationId)}`;
}

/** The verification page's full address on this site (`appUrl` is the configured APP_URL): what a QR code draws. */
export function certificateVerificationUrl(appUrl: string, verificationId: string) {
  return `${appUrl}${certificateVerificationPath(verificationId)}`;
}

/** The QR code of a certificate's verification page, as an SVG image of its own (a public, cacheable file). */
export function certificateQrCodePath(verificationId: string) {
  return `${certificateVerificationPath(verificationId)}/qr.svg`;
}

/** LinkedIn's add-to-profile link for a certification, prefilled with the certificate's details. */
export function linkedInAddToProfileUrl(options: {
  certificateName: string;
  dateOfIssuing: string;
  verificationUrl: string;
  verificationId: string;
  /** The issuing organisation as LinkedIn shows it: the business's name. */
  organizationName: string;
}): string {
  const [year, month] = options.dateOfIssuing.split("-").map(Number);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: options.certificateName,
    organizationName: options.organizationName,
    issueYear: String(year),
    issueMonth: String(month),
    certUrl: options.verificationUrl,
    certId: options.verificationId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The words of `/verify/{id}` for a revoked certificate and for one earned by completing a batch. */
export const VERIFICATION_TEXT = {
  revokedHeading: "This certificate has been revoked",
  revokedStatus: "Revoked",
  issuedOnCompletion: "Issued on completion",
} as const;

/** "Revoked on 5 Dec 2026": the date only; the reason stays with the admins (docs/decisions/0106-earned-certificates.md). */
export const revokedOnText = (displayDate: string) => `Revoked on ${displayDate}`;

/** "Completed the Agentic AI course, batch AGENTIC_AI_BATCH_9". */
export const completionText = (course: string | null, batchId: string) =>
  course ? `Completed the ${course} course, batch ${batchId}` : `Completed batch ${batchId}`;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The picture of a certificate earned on completion: drawn by the site, since no admin uploaded one. */
export function earnedCertificateSvg(options: {
  organizationName: string;
  holderName: string | null;
  title: string;
  completion: string;
  issuedOn: string;
  verificationUrl: string;
}): string {
  const line = (y: number, size: number, text: string, weight = "normal") =>
    `<text x="600" y="${y}" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="${weight}" fill="#1f2937">${escapeXml(text)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 850" width="1200" height="850">`,
    `<rect width="1200" height="850" fill="#fffdf7"/>`,
    `<rect x="30" y="30" width="1140" height="790" fill="none" stroke="#1e40af" stroke-width="6"/>`,
    line(170, 40, options.organizationName, "bold"),
    line(260, 30, "Certificate of Completion"),
    ...(options.holderName ? [line(370, 52, options.holderName, "bold")] : []),
    line(460, 32, options.title),
    line(530, 24, options.completion),
    line(620, 22, `Issued on ${options.issuedOn}`),
    line(760, 18, `Verify at ${options.verificationUrl}`),
    `</svg>`,
  ].join("");
}
