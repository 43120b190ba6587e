// collections: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  BUCKET_LABELS,
  DESK_AUTOPAY_LABELS,
  COLLECTION_BUCKETS,
  collectionFilterQuery,
  COLLECTION_INTENTS,
  type CollectionFilters,
  COLLECTIONS_TEXT,
  readCollectionFilters,
  REMINDER_KIND_LABELS,
  DEFAULT_GRACE_DAYS,
  isPaused,
  OVERDUE_REMINDERS,
  overdueReminderOn,
} from "./collections";
