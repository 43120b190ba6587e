// referrals: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one,
// or take a whole file with `export *` when every name in it is public.

export { checkReferral } from "./check-referral.server";
// All of it: the dashboard's referral read, and the fields and order its one-statement read shares.
export * from "./dashboard-referrals.server";
export { listReferrers, type ReferrerList } from "./list-referrers.server";
export { loadReferrerDetails, type ReferrerDetails } from "./load-referrer-details.server";
export { recordReferralPayout } from "./record-referral-payout.server";
