// collections: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { graceDays, holdPausedAccess, pausedCondition, readAccessPause } from "./access-pause.server";
export { changeInstalmentDue } from "./change-instalment-due.server";
export { collectionsDeskAction } from "./desk-action.server";
export { exportCollectionsCsv } from "./export-collections-csv.server";
export { type CollectionList, type CollectionRow, listCollections } from "./list-collections.server";
export { type CollectionFigures, loadCollectionFigures } from "./load-collection-figures.server";
