import { BarChart3, Building2, CheckCircle2, Clock, Download, MapPin, QrCode, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, useFetcher } from "react-router";
import { formatIndiaDateTime, httpsImageUrlOrNull, httpUrlOrNull, isUuid } from "~/platform";
import {
  readSpotListFilters,
  SPOT_MANAGEMENT_MESSAGES,
  SPOT_STATUS_FILTERS,
  spotQrCodePath,
  spotStatusLabel,
  type SpotListFilters,
} from "~/ai-spots";
import { readAdminAction } from "./admin-action.server";
import { deleteSpot, listSpots, setSpotApproval, type SpotRow, type SpotStats } from "~/ai-spots/index.server";
import { logger } from "~/platform/index.server";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import { adminListLoader } from "./admin-loader.server";
import { StatTile } from "~/ui/admin/stat-tile";
import type { Route } from "./+types/ai-spot-management";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import {
  AdminLinkButton,
  AdminPage,
  AdminTable,
  dangerButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
  smallButtonClass,
  tdClass,
} from "~/ui/admin/admin-page";
import { AdminSearch } from "~/ui/admin/admin-search";
import { SelectField } from "~/ui/forms/field";
import { Pagination } from "~/ui/admin/pagination";
import type { AdminActionResult } from "~/ui/admin/use-admin-form";

/** An approval's answer carries the spot's new state, for the dialog to show even when the list no longer holds it. */
interface SpotActionResult extends AdminActionResult {
  spot?: { isApproved: boolean; qrCodeLink: string | null; updatedAt: string };
}

export const meta = () => adminMeta("AI Spot Management");

export const loader = ({ request }: Route.LoaderArgs) => adminListLoader(request, readSpotListFilters, listSpots);

export async function action({ request }: Route.ActionArgs) {
  const { admin, form, database } = await readAdminAction(request);
  const spotId = form.spotId;
  if (form.intent === "delete") {
    const intent = "delete";
    const failed = (status: number) =>
      data<AdminActionResult>({ ok: false, message: SPOT_MANAGEMENT_MESSAGES.deleteFailed, intent }, { status });
    if (!isUuid(spotId)) return failed(400);
    try {
      return (await deleteSpot(database, { actor: admin, spotId }))
        ? { ok: true, message: SPOT_MANAGEMENT_MESSAGES.deleted, intent }
        : failed(404);
    } catch (error) {
      logger.error({ err: error, spotId }, "AI Spot delete failed");
      return failed(500);
    }
  }
  const intent = "approval";
  const failed = (status: number) =>
    data<AdminActionResult>({ ok: false, message: SPOT_MANAGEMENT_MESSAGES.approvalFailed, intent }, { status });
  if (!isUuid(spotId) || (form.approve !== "true" && form.approve !== "false")) return failed(400);
  try {
    const approve = form.approve === "true";
    const spot = await setSpotApproval(database, { actor: admin, spotId, approve });
    if (!spot) return failed(404);
    return {
      ok: true,
      message: approve ? SPOT_MANAGEMENT_MESSAGES.approved : SPOT_MANAGEMENT_MESSAGES.revoked,
      intent,
      spot: { isApproved: spot.isApproved, qrCodeLink: spot.qrCodeLink, updatedAt: spot.updatedAt.toISOString() },
    } satisfies SpotActionResult;
  } catch (error) {
    logger.error({ err: error, spotId }, "AI Spot approval failed");
    return failed(500);
  }
}

export default function AdminSpotManagement({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <SpotManagementScreen {...loaderData} />;
}

function SpotManagementScreen({
  stats,
  spots,
  filters,
  page,
  pageCount,
  total,
}: {
  stats: SpotStats;
  spots: SpotRow[];
  filters: SpotListFilters;
  page: number;
  pageCount: number;
  total: number;
}) {
  // The spot as it was when its dialog opened; the list's fresher copy wins while the list still holds it
  // (an approval can move it out of a filtered list).
  const [openedSpot, setOpenedSpot] = useState<SpotRow | null>(null);
  const openSpot = openedSpot ? (spots.find((spot) => spot.aispotId === openedSpot.aispotId) ?? openedSpot) : null;

  return (
    <AdminPage
      title="AI Spot Management"
      intro="Review venue applications, approve them for the public directory and print their QR codes."
      actions={
        <AdminLinkButton to="/admin/ai-spot-analytics" icon={BarChart3}>
          View Analytics
        </AdminLinkButton>
      }
    >
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile
          icon={<Building2 aria-hidden="true" className="h-5 w-5" />}
          label="Total Applications"
          value={stats.totalApplications}
        />
        <StatTile
          icon={<CheckCircle2 aria-hidden="true" className="h-5 w-5" />}
          label="Approved Spots"
          value={stats.approvedSpots}
        />
        <StatTile
          icon={<Clock aria-hidden="true" className="h-5 w-5" />}
          label="Pending Approval"
          value={stats.pendingApproval}
        />
        <StatTile icon={<MapPin aria-hidden="true" className="h-5 w-5" />} label="Cities Covered" value={stats.citiesCovered} />
      </ul>

      <section
        aria-label="AI Spot applications"
        className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <AdminSearch
          id="spot-search"
          label="Search AI Spots"
          defaultValue={filters.search}
          placeholder="Search city, state, type, owner name or spot email"
        >
          <SelectField
            label="Status"
            labelHidden
            id="spot-status"
            name="status"
            defaultValue={filters.status}
            compact
            options={SPOT_STATUS_FILTERS}
          />
        </AdminSearch>

        {spots.length === 0 ? (
          <p className="py-8 text-center text-gray-700">{SPOT_MANAGEMENT_MESSAGES.noSpots}</p>
        ) : (
          <AdminTable
            label="AI Spot applications table"
            headings={["Spot Details", "Location", "Contact", "Status", "Applied", "Actions"]}
          >
            {spots.map((spot) => (
              <tr key={spot.aispotId}>
                <td className={tdClass}>
                  <span className="block font-medium text-gray-900">{spot.name}</span>
                  <span className="block text-gray-700">{spot.typeOfPlace}</span>
                  <span className="block text-gray-700">{spot.price}</span>
                  {spot.qrCodeLink ? (
                    <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      <QrCode aria-hidden="true" className="h-3.5 w-3.5" />
                      {SPOT_MANAGEMENT_MESSAGES.qrGenerated}
                    </span>
                  ) : null}
                </td>
                <td className={tdClass}>
                  <span className="block">
                    {spot.city}, {spot.state}
                  </span>
                  <span className="block text-gray-700">{spot.country}</span>
                </td>
                <td className={tdClass}>
                  <span className="block">{spot.ownerManagerName}</span>
                  <span className="block break-all text-gray-700">{spot.aispotEmail}</span>
                  <span className="block text-gray-700">{spot.mobile}</span>
                </td>
                <td className={tdClass}>
                  <StatusBadge isApproved={spot.isApproved} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(spot.createdAt)}</td>
                <td className={tdClass}>
                  <button type="button" className={smallButtonClass} onClick={() => setOpenedSpot(spot)}>
                    View Details<span className="sr-only"> of {spot.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={page} pageCount={pageCount} total={total} label="AI Spots" />
      </section>

      {openSpot ? <SpotDetailsDialog key={openSpot.aispotId} listedSpot={openSpot} onClose={() => setOpenedSpot(null)} /> : null}
    </AdminPage>
  );
}

function StatusBadge({ isApproved }: { isApproved: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isApproved ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900"}`}
    >
      {spotStatusLabel(isApproved)}
    </span>
  );
}

/** spec 3 §2.12: the full application, with Approve/Revoke, Delete and (once approved) the QR code downloads. */
function SpotDetailsDialog({ listedSpot, onClose }: { listedSpot: SpotRow; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const approval = useFetcher<SpotActionResult>();
  const remover = useFetcher<AdminActionResult>();
  const changed = approval.data?.spot;
  // The newer of the list's copy and the approval's answer.
  const spot = changed && changed.updatedAt > listedSpot.updatedAt ? { ...listedSpot, ...changed } : listedSpot;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A deleted spot leaves the list: the dialog closes once the list has reloaded without it.
  useEffect(() => {
    if (remover.state === "idle" && remover.data?.ok) onClose();
  }, [remover.state, remover.data, onClose]);

  const busy = approval.state !== "idle" || remover.state !== "idle";
  const failure = [approval, remover]
    .map((fetcher) => (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null))
    .find(Boolean);
  const success = approval.state === "idle" && approval.data?.ok ? approval.data.message : null;
  const mapLink = httpUrlOrNull(spot.mapLink);
  const imageUrl = httpsImageUrlOrNull(spot.imageUrl); // http pictures are not loaded on this https site

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="spot-dialog-title"
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-gray-900/50"
    >
      {/* What visitors typed may be one long word: it wraps anywhere rather than push the dialog sideways. */}
      <div className="p-6 wrap-anywhere">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 id="spot-dialog-title" className="text-xl font-bold text-gray-900">
              {spot.name}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
              {spot.typeOfPlace} <StatusBadge isApproved={spot.isApproved} />
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md p-1 text-gray-600 hover:bg-gray-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>

        <div className="mt-4 space-y-3" aria-live="polite">
          <ErrorBanner message={failure} />
          <SuccessBanner message={success} />
        </div>

        {imageUrl ? <img src={imageUrl} alt={spot.name} className="mt-4 max-h-56 w-full rounded-lg object-cover" /> : null}
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label="Spot ID" value={spot.aispotId} />
          <Detail label="Price" value={spot.price} />
          <Detail label="Address" value={spot.address} wide />
          <Detail label="City" value={spot.city} />
          <Detail label="State" value={spot.state} />
          <Detail label="Pin / Zip" value={spot.pinZip} />
          <Detail label="Country" value={spot.country} />
          <Detail label="Telephone" value={spot.telephone} />
          <Detail label="Spot Email" value={spot.aispotEmail} />
          <Detail label="Owner / Manager" value={spot.ownerManagerName} />
          <Detail label="Mobile" value={spot.mobile} />
          <Detail label="Email" value={spot.email} />
          <Detail label="Ratings" value={spot.ratings === null ? "—" : Number(spot.ratings).toFixed(1)} />
          <Detail label="Consent" value={spot.consent ? "Yes" : "No"} />
          <Detail label="Applied" value={formatIndiaDateTime(spot.createdAt)} />
          <Detail label="Last Updated" value={formatIndiaDateTime(spot.updatedAt)} />
          <div className="sm:col-span-2">
            <dt className="text-gray-600">Map Link</dt>
            <dd className="break-all font-medium text-gray-900">
              {mapLink ? (
                <a href={mapLink} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {mapLink}
                </a>
              ) : (
                (spot.mapLink ?? "—")
              )}
            </dd>
          </div>
        </dl>

        {spot.qrCodeLink ? (
          <div className="mt-5 flex flex-col items-start gap-4 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center">
            <img
              src={spotQrCodePath(spot.aispotId, "svg")}
              alt={`QR code of ${spot.name}, leading to the AI Readiness Quiz`}
              width={120}
              height={120}
            />
            <div className="space-y-2">
              <p className="text-sm text-gray-700">
                Print this code for the venue: it opens the AI Readiness Quiz for this spot.
              </p>
              <div className="flex flex-wrap gap-2">
                <a href={spotQrCodePath(spot.aispotId, "png")} download className={smallButtonClass}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download QR (PNG)
                </a>
                <a href={spotQrCodePath(spot.aispotId, "svg")} download className={smallButtonClass}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download QR (SVG)
                </a>
              </div>
            </div>
          </div>
        ) : null}

        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <approval.Form method="post">
            <input type="hidden" name="intent" value="approval" />
            <input type="hidden" name="spotId" value={spot.aispotId} />
            <input type="hidden" name="approve" value={spot.isApproved ? "false" : "true"} />
            <button type="submit" disabled={busy} className={spot.isApproved ? secondaryButtonClass : primaryButtonClass}>
              {spot.isApproved ? "Revoke" : "Approve"}
            </button>
          </approval.Form>
          <remover.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(SPOT_MANAGEMENT_MESSAGES.confirmDelete)) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="spotId" value={spot.aispotId} />
            <button type="submit" disabled={busy} className={`${dangerButtonClass} px-4 py-2`}>
              Delete
            </button>
          </remover.Form>
        </div>
      </div>
    </dialog>
  );
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-gray-600">{label}</dt>
      <dd className="wrap-anywhere font-medium text-gray-900">{value}</dd>
    </div>
  );
}
