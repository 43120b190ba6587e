import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { certificates } from "../db/schema";
import { logger } from "../logger.server";

const FETCH_TIMEOUT_MS = 10_000;
const MAX_CERTIFICATE_BYTES = 20 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
};

export type CertificateDownload =
  | { kind: "file"; response: Response }
  | { kind: "not-found" }
  | { kind: "unavailable"; imageLink: string };

function fileName(certificateName: string, extension: string) {
  const base = certificateName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "certificate";
  return `${base}.${extension}`;
}

/**
 * One of the signed-in student's own active certificates as a file download. The image is fetched here
 * because it lives on another host (a browser can neither read it nor name the saved file across origins).
 * `unavailable` when that host fails: the page then opens the link in a new tab (spec 1 §8).
 */
export async function downloadCertificate(
  database: Database,
  options: { email: string; verificationId: string },
): Promise<CertificateDownload> {
  const [certificate] = await database
    .select({ name: certificates.certificateName, imageLink: certificates.certificateImageLink })
    .from(certificates)
    .where(
      and(
        eq(certificates.verificationId, options.verificationId),
        eq(certificates.userEmail, options.email),
        eq(certificates.isActive, true),
      ),
    )
    .limit(1);
  if (!certificate) return { kind: "not-found" };

  const unavailable = { kind: "unavailable", imageLink: certificate.imageLink } as const;
  let url: URL;
  try {
    url = new URL(certificate.imageLink);
  } catch {
    return unavailable;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return unavailable;

  try {
    const upstream = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const contentType = (upstream.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const extension = Object.hasOwn(EXTENSIONS, contentType) ? EXTENSIONS[contentType] : undefined;
    const declaredLength = Number(upstream.headers.get("content-length") ?? 0);
    if (!upstream.ok || !extension || declaredLength > MAX_CERTIFICATE_BYTES) {
      await upstream.body?.cancel();
      logger.warn({ status: upstream.status, contentType }, "certificate file not downloadable");
      return unavailable;
    }
    const body = await upstream.arrayBuffer();
    if (body.byteLength > MAX_CERTIFICATE_BYTES) return unavailable;
    return {
      kind: "file",
      response: new Response(body, {
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(body.byteLength),
          "Content-Disposition": `attachment; filename="${fileName(certificate.name, extension)}"`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      }),
    };
  } catch (error) {
    logger.warn({ err: error }, "certificate file could not be fetched");
    return unavailable;
  }
}
