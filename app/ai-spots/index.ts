// ai-spots: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  OWNER_MESSAGES,
  OwnerApplicationSchema,
  type OwnerFormResult,
  ownerSubmitFailedMessage,
  parseSpotFilters,
} from "./ai-spots";
export {
  ANALYTICS_REFRESH_MS,
  ANALYTICS_TEXT,
  analyticsFilterParamName,
  analyticsFilterQuery,
  type AnalyticsFilters,
  type DailyCount,
  quizSubmissionsTitle,
  readAnalyticsFilters,
  shortSpotId,
} from "./spot-analytics";
export {
  readSpotListFilters,
  SPOT_MANAGEMENT_MESSAGES,
  SPOT_STATUS_FILTERS,
  type SpotListFilters,
  spotQrCodePath,
  spotStatusLabel,
} from "./spot-management";
