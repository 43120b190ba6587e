import { certificateVerificationUrl, completionText, earnedCertificateSvg } from "~/certificates";
import { siteConfig } from "~/content/site-config";
import { formatDisplayDate } from "~/platform";
import { db, getConfig } from "~/platform/index.server";
import { isPlausibleVerificationId, loadCertificateVerification } from "~/certificates/index.server";
import type { Route } from "./+types/earned-certificate-image";

/**
 * `/verify/{id}/certificate.svg`: the picture of a certificate earned on completion of a batch, as public as its
 * verification page. Only valid earned certificates have one; a revoked one is no longer drawn.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isPlausibleVerificationId(params.verificationId)) return new Response("Not Found", { status: 404 });
  const certificate = await loadCertificateVerification(await db(), params.verificationId);
  if (!certificate?.completion || !certificate.isActive) return new Response("Not Found", { status: 404 });
  const svg = earnedCertificateSvg({
    organizationName: siteConfig.name,
    holderName: certificate.holderName,
    title: certificate.certificateName,
    completion: completionText(certificate.completion.course, certificate.completion.batchId),
    issuedOn: formatDisplayDate(certificate.dateOfIssuing),
    verificationUrl: certificateVerificationUrl(getConfig().appUrl, certificate.verificationId),
  });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
