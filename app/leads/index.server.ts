// leads: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { addLeadNote } from "./add-lead-note.server";
export { countNewLeads } from "./count-new-leads.server";
export { exportLeadsCsv } from "./export-leads-csv.server";
export { queryLeads } from "./leads-query.server";
export { type LeadList, listLeads } from "./list-leads.server";
export { type LeadDetails, type LeadRecord, loadLeadDetails } from "./load-lead-details.server";
export { saveQuizResponse } from "./save-quiz-response.server";
export { setLeadStatus } from "./set-lead-status.server";
export { submitCertificateApplication } from "./submit-certificate-application.server";
export { submitContactRequest } from "./submit-contact-request.server";
