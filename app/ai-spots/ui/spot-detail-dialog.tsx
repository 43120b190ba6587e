import { Mail, Navigation, Phone, QrCode, Star, X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { typeEmoji, type PublicSpot } from "~/ai-spots/ai-spots";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { SpotMap } from "./spot-card";

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-gray-900">{children}</dd>
    </div>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-bold text-gray-900">
        {title}
      </h3>
      <dl className="mt-2 space-y-2">{children}</dl>
    </section>
  );
}

/** Everything about one spot, in a modal dialog that Escape or a click on the backdrop closes. */
export function SpotDetailDialog({ spot, onClose }: { spot: PublicSpot | null; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (spot && dialog && !dialog.open) dialog.showModal();
  }, [spot]);
  const close = () => dialogRef.current?.close();
  const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline break-all";

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop does what Escape does, which <dialog> handles itself
    <dialog
      ref={dialogRef}
      aria-labelledby="spot-detail-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close(); // a click on the backdrop
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-2xl p-0 shadow-xl backdrop:bg-gray-900/60"
    >
      {spot ? (
        // What the owner typed may be one long word: it wraps anywhere rather than push the dialog sideways.
        <div className="max-h-[90vh] overflow-y-auto wrap-anywhere">
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-200 bg-white p-5">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {typeEmoji(spot.typeOfPlace)} {spot.typeOfPlace}
              </p>
              <h2 id="spot-detail-title" className="mt-1 text-xl font-bold text-gray-900">
                {spot.name}
              </h2>
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-gray-700">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                {spot.rating ?? "0.0"} / 5.0
              </p>
            </div>
            <button type="button" onClick={close} aria-label="Close" className="rounded-lg p-2 text-gray-700 hover:bg-gray-100">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="space-y-6 p-5">
            {spot.imageUrl ? <img src={spot.imageUrl} alt={spot.name} className="h-56 w-full rounded-xl object-cover" /> : null}
            <p className="rounded-lg bg-brand-50 px-4 py-3 text-gray-900">
              Cost for a table of 2: <span className="font-semibold">{spot.price}</span>
            </p>
            <div className="grid gap-6 sm:grid-cols-2">
              <DetailSection id="spot-contact-person" title="Contact Person">
                <DetailRow label="Name">{spot.ownerManagerName}</DetailRow>
                <DetailRow label="Mobile">
                  <a href={`tel:${spot.mobile.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    {spot.mobile}
                  </a>
                </DetailRow>
                <DetailRow label="Email">
                  <a href={`mailto:${spot.email}`} className={linkClass}>
                    {spot.email}
                  </a>
                </DetailRow>
              </DetailSection>
              <DetailSection id="spot-location" title="Location">
                <DetailRow label="Address">{spot.address}</DetailRow>
                <DetailRow label="City and state">
                  {spot.city}, {spot.state}
                </DetailRow>
                <DetailRow label="Pin / Zip">{spot.pinZip}</DetailRow>
                <DetailRow label="Country">{spot.country}</DetailRow>
              </DetailSection>
              <DetailSection id="spot-venue-contact" title="Venue Contact">
                <DetailRow label="Telephone">{spot.telephone}</DetailRow>
                <DetailRow label="Email">{spot.aispotEmail}</DetailRow>
              </DetailSection>
            </div>
            <SpotMap spot={spot} className="h-[300px] w-full rounded-xl border-0" />
            {spot.hasQuizCode ? (
              <div className="rounded-xl bg-gradient-to-r from-brand-700 to-indigo-900 p-5 text-white">
                <h3 className="flex items-center gap-2 text-lg font-bold">
                  <QrCode aria-hidden="true" className="size-5" /> Take the AI Readiness Quiz
                </h3>
                <p className="mt-1 text-sm text-indigo-100">Visiting this spot? Find out your AI level in 2 minutes.</p>
                <Link to={`/ai-readiness-quiz?spot_id=${spot.id}`} className={`${buttonStyles.onDark} mt-4`}>
                  Take Quiz Now
                </Link>
              </div>
            ) : null}
            <div className="flex flex-wrap gap-3">
              {spot.mapLink ? (
                <a href={spot.mapLink} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
                  <Navigation aria-hidden="true" className="size-4" /> Open Map
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <a href={`tel:${spot.telephone.replace(/[^\d+]/g, "")}`} className={buttonStyles.secondary}>
                <Phone aria-hidden="true" className="size-4" /> Call
              </a>
              <a href={`mailto:${spot.aispotEmail}`} className={buttonStyles.secondary}>
                <Mail aria-hidden="true" className="size-4" /> Email
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
