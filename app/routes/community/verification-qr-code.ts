import { certificateVerificationUrl } from "~/certificates";
import { db, getConfig, verificationQrSvg } from "~/platform/index.server";
import { isPlausibleVerificationId, loadCertificateVerification } from "~/certificates/index.server";
import type { Route } from "./+types/verification-qr-code";

/**
 * `/verify/{id}/qr.svg`: the QR code of a certificate's public verification page, for the dashboard's certificate
 * dialog and the verification page itself. As public as that page; an unknown certificate has none.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isPlausibleVerificationId(params.verificationId)) return new Response("Not Found", { status: 404 });
  const certificate = await loadCertificateVerification(await db(), params.verificationId);
  if (!certificate) return new Response("Not Found", { status: 404 });
  const svg = await verificationQrSvg(certificateVerificationUrl(getConfig().appUrl, certificate.verificationId));
  return new Response(svg, {
    // The link it draws never changes; a day in browsers' caches.
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
