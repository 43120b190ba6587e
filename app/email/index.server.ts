// email: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { composeEmail } from "./compose-email.server";
export { enqueueCappedEmail } from "./enqueue-capped-email.server";
export {
  deliverDueEmails,
  enqueueEmail,
  listMailbox,
  type OutgoingEmail,
  retryDelaySeconds,
  smtpTransport,
} from "./outbox.server";
export {
  adminInvitationEmail,
  autopayDebitNoticeEmail,
  certificateApplicationNotificationEmail,
  certificateIssuedEmail,
  classReminderEmail,
  contactNotificationEmail,
  emailChangedEmail,
  instalmentReminderEmail,
  passwordChangedEmail,
  passwordResetEmail,
  recordingAvailableEmail,
  refundProcessedEmail,
  spotApplicationNotificationEmail,
  verificationEmail,
} from "./templates.server";
