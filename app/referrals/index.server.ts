// referrals: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { checkReferral } from "./check-referral.server";
export {
  type DashboardReferral,
  dashboardReferral,
  referralLedgerFields,
  referralLedgerJoin,
  referralLedgerOrder,
  referralPayoutFields,
  referralPayoutOrder,
  selectReferralLedger,
  selectReferralPayouts,
} from "./dashboard-referrals.server";
export { listReferrers, type ReferrerList } from "./list-referrers.server";
export { loadReferrerDetails, type ReferrerDetails } from "./load-referrer-details.server";
export { recordReferralPayout } from "./record-referral-payout.server";
