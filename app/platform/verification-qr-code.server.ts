import QRCode from "qrcode";

// Drawing a QR code costs milliseconds of CPU, and a verification link never changes: the latest drawings are kept,
// at most MAX_KEPT (a few KB each), the least recently used dropped first.
const MAX_KEPT = 2_000;
const drawn = new Map<string, Promise<string>>();

/** A QR code of `url` as SVG text, drawn on the server so the browser needs no QR library. */
export function verificationQrSvg(url: string): Promise<string> {
  const kept = drawn.get(url);
  if (kept) {
    drawn.delete(url);
    drawn.set(url, kept);
    return kept;
  }
  const drawing = QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#111827", light: "#ffffff" },
  });
  drawn.set(url, drawing);
  drawing.catch(() => drawn.delete(url));
  if (drawn.size > MAX_KEPT) drawn.delete(drawn.keys().next().value!);
  return drawing;
}

/**
 * The same QR code as a data URL, for a code that must not be a file anyone can fetch (an admin's two-factor
 * secret). Certificates' codes are files of their own: /verify/{id}/qr.svg.
 */
export async function verificationQrCode(url: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await verificationQrSvg(url)).toString("base64")}`;
}
