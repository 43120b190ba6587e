// ai-spots: its components, for the routes and components that show them.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { SpotBenefits, SpotFigures, SpotSteps } from "./ai-spot-points";
export { ApplyLink, OwnerApplicationSection } from "./owner-application-section";
export { SpotDirectory } from "./spot-directory";
export { useOwnerApplication } from "./use-owner-application";
