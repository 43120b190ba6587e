// certificates: its rules and types, for any code (browser and server alike).
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TYPES,
  type CertificateFormValues,
  certificateTitle,
  checkCertificateForm,
  CUSTOM_CERTIFICATE_TYPE,
  CUSTOM_TITLE_MAX_LENGTH,
  deleteCertificateFailedText,
  emptyCertificateForm,
  type StoredCertificateChoices,
} from "./certificate-form";
export {
  certificateQrCodePath,
  certificateVerificationUrl,
  completionText,
  earnedCertificateSvg,
  linkedInAddToProfileUrl,
  revokedOnText,
  VERIFICATION_TEXT,
} from "./certificates";
