// classroom: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { AssignmentStateBadge } from "./assignment-state-badge";
export { BriefText } from "./brief-text";
export { HandedInWork } from "./handed-in-work";
export { ProgressPanel } from "./progress-panel";
