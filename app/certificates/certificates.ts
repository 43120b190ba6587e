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
