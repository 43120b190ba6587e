// collections: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { AccessPausedSection } from "./access-paused-section";
export { DueDateActions } from "./due-date-actions";
