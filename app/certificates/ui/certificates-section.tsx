import { Award, BriefcaseBusiness, Download, ExternalLink, X } from "lucide-react";
import { useRef, useState } from "react";
import { formatDisplayDate } from "~/platform";
import type { DashboardCertificate } from "~/certificates/dashboard-certificates.server";
import { DashboardSection, EmptyNote } from "~/ui/dashboard/dashboard-section";
import { linkButtonClass, secondaryLinkButtonClass, textLinkClass } from "~/ui/dashboard/link-styles";

type DownloadState = { kind: "idle" } | { kind: "busy" } | { kind: "opened-link" } | { kind: "blocked"; link: string };

/**
 * spec 1 §2, §8: the certificate as a file download; when that fails, the image link opens in a new tab
 * (and if the browser blocks that too, the student gets the link to click).
 */
function useCertificateDownload(certificate: DashboardCertificate) {
  const [state, setState] = useState<DownloadState>({ kind: "idle" });

  async function download() {
    setState({ kind: "busy" });
    try {
      const response = await fetch(`/dashboard/certificates/${encodeURIComponent(certificate.verificationId)}/download`);
      const disposition = response.headers.get("content-disposition") ?? "";
      if (!response.ok || response.redirected || !disposition.startsWith("attachment")) throw new Error("not downloadable");
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "certificate";
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({ kind: "idle" });
    } catch {
      const opened = window.open(certificate.certificateImageLink, "_blank");
      if (opened) {
        opened.opener = null;
        setState({ kind: "opened-link" });
      } else {
        setState({ kind: "blocked", link: certificate.certificateImageLink });
      }
    }
  }
  return { state, download };
}

function DownloadButton({ certificate, className }: { certificate: DashboardCertificate; className: string }) {
  const { state, download } = useCertificateDownload(certificate);
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" onClick={download} disabled={state.kind === "busy"} className={`${className} disabled:opacity-70`}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {state.kind === "busy" ? "Downloading..." : "Download"}
        <span className="sr-only"> {certificate.certificateName}</span>
      </button>
      <span role="status" className="text-xs text-gray-700">
        {state.kind === "opened-link" ? "The download did not start, so we opened the certificate in a new tab." : null}
        {state.kind === "blocked" ? (
          <>
            The download did not start.{" "}
            <a href={state.link} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
              Open the certificate in a new tab
            </a>
          </>
        ) : null}
      </span>
    </span>
  );
}

function CertificateDialog({
  certificate,
  dialogRef,
  onClose,
}: {
  certificate: DashboardCertificate;
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  onClose: () => void;
}) {
  const titleId = `certificate-${certificate.verificationId}-title`;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop does what Escape does, which <dialog> handles itself
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close(); // a click on the backdrop
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-gray-900/60"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h3 id={titleId} className="text-xl font-bold text-gray-900">
              {certificate.certificateName}
            </h3>
            <p className="mt-1 text-sm text-gray-700">Issued on {formatDisplayDate(certificate.dateOfIssuing)}</p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-lg p-2 text-gray-700 hover:bg-gray-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <img
          src={certificate.certificateImageLink}
          alt={certificate.certificateName}
          className="mt-4 max-h-[60vh] w-full rounded-xl border border-gray-200 bg-gray-50 object-contain"
        />
        <div className="mt-5 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
          <img
            src={certificate.qrCodePath}
            alt="QR code of the certificate's verification page"
            width={128}
            height={128}
            className="h-32 w-32"
          />
          <div className="space-y-3 text-sm">
            <p className="text-gray-700">
              Anyone can check this certificate by scanning the QR code or opening its verification page.
            </p>
            <NewTabLink href={certificate.verificationUrl} icon={ExternalLink} label="Verification page" />
            <NewTabLink href={certificate.linkedInUrl} icon={BriefcaseBusiness} label="Add to LinkedIn profile" />
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DownloadButton certificate={certificate} className={linkButtonClass} />
          <button type="button" onClick={() => dialogRef.current?.close()} className={secondaryLinkButtonClass}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}

function CertificateCard({ certificate }: { certificate: DashboardCertificate }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  function show() {
    setOpen(true);
    // The dialog renders on this state change; open it as a modal once it is in the page.
    requestAnimationFrame(() => dialogRef.current?.showModal());
  }
  return (
    <li className="flex flex-col justify-between gap-4 rounded-xl border border-gray-200 p-4">
      <div className="flex items-start gap-3">
        <Award aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" />
        <div>
          <p className="font-semibold text-gray-900">{certificate.certificateName}</p>
          <p className="text-sm text-gray-700">Issued on {formatDisplayDate(certificate.dateOfIssuing)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <button type="button" onClick={show} className={linkButtonClass}>
          View Certificate<span className="sr-only">: {certificate.certificateName}</span>
        </button>
        <DownloadButton certificate={certificate} className={secondaryLinkButtonClass} />
      </div>
      {open ? <CertificateDialog certificate={certificate} dialogRef={dialogRef} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}

export function CertificatesSection({ certificates }: { certificates: DashboardCertificate[] }) {
  return (
    <DashboardSection
      id="certificates"
      title="Certificates"
      icon={<Award aria-hidden="true" className="h-5 w-5 text-brand-700" />}
    >
      {certificates.length === 0 ? (
        <EmptyNote>Your certificates will appear here once they are issued.</EmptyNote>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.verificationId} certificate={certificate} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function NewTabLink({ href, icon: Icon, label }: { href: string; icon: typeof ExternalLink; label: string }) {
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${textLinkClass}`}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
