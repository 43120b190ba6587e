import { BadgeCheck, ShieldX } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { siteConfig } from "~/content/site-config";
import {
  certificateQrCodePath,
  certificateVerificationUrl,
  completionText,
  revokedOnText,
  VERIFICATION_TEXT,
} from "~/certificates";
import { formatDisplayDate, formatIndiaDate } from "~/platform";
import { db, getConfig } from "~/platform/index.server";
import { isPlausibleVerificationId, loadCertificateVerification } from "~/certificates/index.server";
import type { Route } from "./+types/verify-certificate";

/**
 * `/verify/{id}`: anyone holding a certificate's QR code or link can check that we issued it, and to whom: a name only
 * a verified account or the student record gives (loadCertificateVerification), else none.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isPlausibleVerificationId(params.verificationId)) throw new Response("Not Found", { status: 404 });
  const certificate = await loadCertificateVerification(await db(), params.verificationId);
  if (!certificate) throw new Response("Not Found", { status: 404 });
  const pageUrl = certificateVerificationUrl(getConfig().appUrl, certificate.verificationId);
  return { certificate, pageUrl, qrCodePath: certificateQrCodePath(certificate.verificationId) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = loaderData
    ? `${loaderData.certificate.certificateName}: ${loaderData.certificate.isActive ? "verified" : "revoked"}`
    : notFound
      ? "Certificate not found"
      : "Certificate verification";
  return [{ title: `${title} | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export default function VerifyCertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, pageUrl, qrCodePath } = loaderData;
  const active = certificate.isActive;
  return (
    <main id="main" className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Certificate verification</p>
        <h1 className="mt-1 text-3xl font-bold text-gray-900">{certificate.certificateName}</h1>

        <div
          role="status"
          className={`mt-6 flex items-start gap-3 rounded-xl border px-5 py-4 ${
            active ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"
          }`}
        >
          {active ? (
            <BadgeCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          ) : (
            <ShieldX aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          )}
          <div>
            <p className="text-lg font-semibold">{active ? "Valid certificate" : VERIFICATION_TEXT.revokedHeading}</p>
            <p className="mt-1 text-sm">
              {active
                ? `${siteConfig.name} issued this certificate and it is active.`
                : `${siteConfig.name} issued this certificate but has since withdrawn it. It is no longer valid.`}
            </p>
            {certificate.revokedAt ? (
              <p className="mt-1 text-sm font-semibold">{revokedOnText(formatIndiaDate(certificate.revokedAt))}</p>
            ) : null}
          </div>
        </div>

        <div className="mt-8 grid gap-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:grid-cols-[1fr_auto]">
          <dl className="space-y-4">
            {certificate.holderName ? (
              <div>
                <dt className="text-sm text-gray-600">Awarded to</dt>
                <dd className="text-xl font-semibold text-gray-900">{certificate.holderName}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-gray-600">Certificate</dt>
              <dd className="font-medium text-gray-900">{certificate.certificateName}</dd>
            </div>
            {certificate.completion ? (
              <div>
                <dt className="text-sm text-gray-600">{VERIFICATION_TEXT.issuedOnCompletion}</dt>
                <dd className="font-medium text-gray-900">
                  {completionText(certificate.completion.course, certificate.completion.batchId)}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-gray-600">Date of issue</dt>
              <dd className="font-medium text-gray-900">{formatDisplayDate(certificate.dateOfIssuing)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Status</dt>
              <dd className={`font-semibold ${active ? "text-green-800" : "text-red-800"}`}>
                {active ? "Active" : VERIFICATION_TEXT.revokedStatus}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600">Issued by</dt>
              <dd className="font-medium text-gray-900">{siteConfig.name}</dd>
            </div>
          </dl>
          <figure className="flex flex-col items-center gap-2">
            <img
              src={qrCodePath}
              alt="QR code linking to this verification page"
              width={160}
              height={160}
              className="h-40 w-40"
            />
            <figcaption className="max-w-[12rem] break-all text-center text-xs text-gray-600">{pageUrl}</figcaption>
          </figure>
        </div>

        {active ? (
          <img
            src={certificate.certificateImageLink}
            alt={
              certificate.holderName
                ? `${certificate.certificateName} awarded to ${certificate.holderName}`
                : certificate.certificateName
            }
            className="mt-8 w-full rounded-xl border border-gray-200 shadow-sm"
            loading="lazy"
          />
        ) : null}

        <p className="mt-8 text-sm text-gray-700">
          Questions about a certificate?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Contact us
          </Link>
          .
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-20 text-center">
      <p className="text-sm font-semibold text-brand-700">{notFound ? 404 : 500}</p>
      <h1 className="text-3xl font-bold">{notFound ? "Certificate not found" : "We could not check this certificate"}</h1>
      <p className="text-gray-700">
        {notFound
          ? "We couldn't find a certificate with this verification link. Please check the link or QR code, or contact us and we will confirm it for you."
          : "Something went wrong on our side. Please try again in a moment, or contact us and we will confirm it for you."}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/contact" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Contact us
        </Link>
        <Link to="/" className="rounded-lg border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
