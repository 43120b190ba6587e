import { and, eq } from "drizzle-orm";
import {
  certificates,
  type Database,
  fetchPublicFile,
  logger,
  PUBLIC_FILE_POLICY,
  type PublicFetchPolicy,
} from "~/platform/index.server";
import { shownCertificateTitle } from "./certificate-title-sql.server";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
  "application/pdf": "pdf",
};

export type CertificateDownload =
  { kind: "file"; response: Response } | { kind: "not-found" } | { kind: "unavailable"; imageLink: string };

function fileName(certificateName: string, extension: string) {
  const base = certificateName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "certificate";
  return `${base}.${extension}`;
}

/**
 * The signed-in student's own active certificate as a download, fetched here because the image lives on another host
 * (within fetchPublicFile's limits, docs/decisions/0028-certificate-download.md). `unavailable` otherwise (spec 1 §8).
 */
export async function downloadCertificate(
  database: Database,
  options: { email: string; verificationId: string },
  policy: PublicFetchPolicy = PUBLIC_FILE_POLICY,
): Promise<CertificateDownload> {
  const [certificate] = await database
    .select({ name: shownCertificateTitle, imageLink: certificates.certificateImageLink })
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

  const fetched = await fetchPublicFile(certificate.imageLink, { policy, acceptType: (type) => Object.hasOwn(EXTENSIONS, type) });
  if (!fetched.ok) {
    logger.warn(
      { reason: fetched.reason, status: fetched.status, contentType: fetched.contentType },
      "certificate file not downloadable",
    );
    return { kind: "unavailable", imageLink: certificate.imageLink };
  }
  return {
    kind: "file",
    response: new Response(new Uint8Array(fetched.body), {
      headers: {
        "Content-Type": fetched.contentType,
        "Content-Length": String(fetched.body.byteLength),
        "Content-Disposition": `attachment; filename="${fileName(certificate.name, EXTENSIONS[fetched.contentType]!)}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    }),
  };
}
