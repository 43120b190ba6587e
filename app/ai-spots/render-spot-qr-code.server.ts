import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { spotQuizPath } from "~/ai-spots/spot-management";
import { aispotMaster, type Database } from "~/platform/index.server";

const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 4, color: { dark: "#111827", light: "#ffffff" } } as const;

/**
 * A spot's printable QR code, leading to `${appUrl}/ai-readiness-quiz?spot_id={id}`: a 1024-pixel PNG
 * (sharp when printed on a table card) or an SVG. Null when the spot has no QR code yet (never approved).
 */
export async function renderSpotQrCode(
  database: Database,
  { spotId, format, appUrl }: { spotId: string; format: "png" | "svg"; appUrl: string },
): Promise<{ body: Uint8Array<ArrayBuffer> | string; contentType: string; fileName: string } | null> {
  const [spot] = await database
    .select({ name: aispotMaster.name, qrCodeLink: aispotMaster.qrCodeLink })
    .from(aispotMaster)
    .where(eq(aispotMaster.aispotId, spotId));
  if (!spot?.qrCodeLink) return null;
  // Always the quiz on this site, built from the id: whatever the column holds cannot send people elsewhere.
  const target = `${appUrl}${spotQuizPath(spotId)}`;
  const fileName = `ai-spot-${
    spot.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || spotId
  }-qr.${format}`;
  if (format === "svg") {
    return { body: await QRCode.toString(target, { ...QR_OPTIONS, type: "svg" }), contentType: "image/svg+xml", fileName };
  }
  const png = await QRCode.toBuffer(target, { ...QR_OPTIONS, type: "png", width: 1024 });
  return { body: new Uint8Array(png), contentType: "image/png", fileName };
}
