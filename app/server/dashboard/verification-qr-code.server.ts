import QRCode from "qrcode";

// Drawing a QR code costs milliseconds of CPU on every dashboard with certificates, and a verification link never
// changes: the latest drawings are kept, at most MAX_KEPT (a few KB each), the least recently used dropped first.
const MAX_KEPT = 2_000;
const drawn = new Map<string, Promise<string>>();

/** A QR code of `url` as an SVG data URL, drawn on the server so the browser needs no QR library. */
export function verificationQrCode(url: string): Promise<string> {
  const kept = drawn.get(url);
  if (kept) {
    drawn.delete(url);
    drawn.set(url, kept);
    return kept;
  }
  const drawing = draw(url);
  drawn.set(url, drawing);
  drawing.catch(() => drawn.delete(url));
  if (drawn.size > MAX_KEPT) drawn.delete(drawn.keys().next().value!);
  return drawing;
}

async function draw(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#111827", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
