// certificates: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  activeCertificateFields,
  activeCertificateOrder,
  activeCertificatesOf,
  type DashboardCertificate,
  dashboardCertificates,
  selectActiveCertificates,
} from "./dashboard-certificates.server";
export { deleteCertificate } from "./delete-certificate.server";
export { downloadCertificate } from "./download-certificate.server";
export { type CertificateRow, listCertificates } from "./list-certificates.server";
export { isPlausibleVerificationId, loadCertificateVerification } from "./load-certificate-verification.server";
export { revokeCertificate } from "./revoke-certificate.server";
export { saveCertificate } from "./save-certificate.server";
export { searchUsers, type UserSuggestion } from "./search-users.server";
