// classes: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { BatchChoicesList, BatchIdField } from "./batch-id-field";
export { JoinClassForm, JoinClassSection, SessionsSection } from "./class-sections";
export { TimeZoneDetector } from "./time-zone-detector";
