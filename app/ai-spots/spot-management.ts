// spec 3 §2.12, §4 "AI Spot application", §8 (approve/revoke and delete failures).
export const SPOT_MANAGEMENT_MESSAGES = {
  confirmDelete: "Are you sure you want to delete this AI Spot? This action cannot be undone.",
  approvalFailed: "Failed to update approval status",
  deleteFailed: "Failed to delete AI Spot",
  noSpots: "No AI Spot applications found",
  qrGenerated: "QR Generated",
  // Not in the spec (the old screen only reloaded the list): said once, for screen readers too.
  approved: "AI Spot approved. Its QR code is ready to download.",
  revoked: "AI Spot approval revoked. It is pending again.",
  deleted: "AI Spot deleted.",
} as const;

export const SPOT_STATUS_FILTERS = [
  { value: "all", label: "All Status" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
] as const;
export type SpotStatusFilter = (typeof SPOT_STATUS_FILTERS)[number]["value"];

export interface SpotListFilters {
  search: string;
  status: SpotStatusFilter;
}

/** The list's filters from the address (`?q=&status=`), unknown values ignored. */
export function readSpotListFilters(params: URLSearchParams): SpotListFilters {
  const status = params.get("status");
  return {
    search: (params.get("q") ?? "").trim().slice(0, 200),
    status: status === "approved" || status === "pending" ? status : "all",
  };
}

/** The address the quiz link of a spot's QR code leads to (spec 3 §2.9: the quiz reads `spot_id`). */
export const spotQuizPath = (spotId: string) => `/ai-readiness-quiz?spot_id=${spotId}`;

/** Where the admin downloads a spot's printable QR code. */
export const spotQrCodePath = (spotId: string, format: "png" | "svg") => `/admin/ai-spot-management/${spotId}/qr.${format}`;

export const spotStatusLabel = (isApproved: boolean) => (isApproved ? "Approved" : "Pending");
