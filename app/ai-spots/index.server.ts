// ai-spots: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { deleteSpot } from "./delete-spot.server";
export { exportSpotAnalyticsCsv } from "./export-spot-analytics-csv.server";
export { findApprovedSpot, findApprovedSpotOrNone } from "./find-approved-spot.server";
export { listApprovedSpots } from "./list-approved-spots.server";
export { listSpots, type SpotRow, type SpotStats } from "./list-spots.server";
export { loadSpotAnalytics, type SpotAnalytics } from "./load-spot-analytics.server";
export { renderSpotQrCode } from "./render-spot-qr-code.server";
export { setSpotApproval } from "./set-spot-approval.server";
export { submitSpotApplication } from "./submit-spot-application.server";
