// Every table that can hold a person, and what 'Download my data' and 'Delete my account' do with it
// (docs/decisions/0086-personal-data-every-table.md). tests/integration/account.test.ts compares this list with the
// schema: a new table or column naming a person (an e-mail, an account id, an admin's id) fails until it is listed
// here, and the export and the deletion are checked against it.

export type DeletionEffect =
  /** The person's rows go. */
  | "deleted"
  /** Kept for the books or the figures, with the person's name, e-mail and mobile replaced (`anonymisedIdentity`). */
  | "anonymised"
  /** Kept as they are, for the reason given. */
  | "kept";

export interface PersonalDataTable {
  /** Columns that find the person's rows: their e-mail address, or their account id. */
  findsPerson: readonly string[];
  /** Columns that name someone else acting on the row: the admin who did it (admins cannot delete themselves here). */
  staff?: readonly string[];
  /** The key of the export that holds the rows, or why the export leaves them out. */
  exportKey: string | { leftOut: string };
  deletion: DeletionEffect;
  /** How the rows are found when `findsPerson` is not enough, or why they are kept. */
  note?: string;
}

export const PERSONAL_DATA_TABLES: Record<string, PersonalDataTable> = {
  auth_user: { findsPerson: ["email"], exportKey: "account", deletion: "deleted" },
  auth_session: { findsPerson: ["user_id"], exportKey: "sessions", deletion: "deleted", note: "cascades from auth_user" },
  auth_account: { findsPerson: ["user_id"], exportKey: "signInMethods", deletion: "deleted", note: "cascades from auth_user" },
  auth_two_factor: {
    findsPerson: ["user_id"],
    exportKey: "account",
    deletion: "deleted",
    note: "the export says whether it is on (account.twoFactorEnabled); the secret and backup codes are keys",
  },
  auth_verification: {
    findsPerson: ["value"],
    exportKey: { leftOut: "one-time password-reset links: keys, not data" },
    deletion: "deleted",
    note: "a reset link's row holds the account id in `value`",
  },
  users: { findsPerson: ["user_id", "email"], exportKey: "profile", deletion: "deleted", note: "cascades from auth_user" },
  calendar_feeds: {
    findsPerson: ["user_id"],
    exportKey: "calendarSubscription",
    deletion: "deleted",
    note: "cascades from auth_user; the export shows that it exists, not the link (a key)",
  },
  payments: {
    findsPerson: ["user_id", "email", "referred_by_email"],
    exportKey: "payments",
    deletion: "anonymised",
    note: "user_id keeps the deleted account's id, which names no one (the stand-in e-mail carries it too)",
  },
  enrolments: { findsPerson: ["student_email", "user_id"], exportKey: "enrolments", deletion: "anonymised" },
  autopay_subscriptions: {
    findsPerson: ["student_email"],
    exportKey: "autopay",
    deletion: "anonymised",
    note: "kept with the enrolment they collected for, and ended with the provider (docs/decisions/0109-autopay.md)",
  },
  enrolment_reminders: {
    findsPerson: [],
    exportKey: "feeReminders",
    deletion: "kept",
    note: "found through the person's enrolments, which stay anonymised: the rows then name no one",
  },
  refunds: {
    findsPerson: [],
    staff: ["requested_by"],
    exportKey: "refunds",
    deletion: "kept",
    note: "found through the person's payments, which stay anonymised: the rows then name no one",
  },
  invoices: {
    findsPerson: ["buyer_email"],
    exportKey: "invoices",
    deletion: "kept",
    note: "tax documents are kept as issued for as long as the law keeps the books (8 years)",
  },
  credit_notes: {
    findsPerson: ["buyer_email"],
    exportKey: "creditNotes",
    deletion: "kept",
    note: "tax documents are kept as issued for as long as the law keeps the books (8 years)",
  },
  referral_credits: { findsPerson: ["referrer_email"], exportKey: "referralEarnings", deletion: "anonymised" },
  referral_payouts: {
    findsPerson: ["referrer_email"],
    staff: ["recorded_by"],
    exportKey: "referralPayouts",
    deletion: "anonymised",
  },
  student_master_table: { findsPerson: ["email"], exportKey: "studentRecord", deletion: "deleted" },
  certificates: { findsPerson: ["user_email"], exportKey: "certificates", deletion: "deleted" },
  contact_submissions: { findsPerson: ["email"], exportKey: "contactMessages", deletion: "deleted" },
  lead_gen_responses: { findsPerson: ["email"], exportKey: "certificateApplications", deletion: "deleted" },
  quiz_responses: {
    findsPerson: ["email"],
    exportKey: "quizResponses",
    deletion: "anonymised",
    note: "they count in the AI Spots' figures",
  },
  lead_notes: {
    findsPerson: [],
    staff: ["author_user_id"],
    exportKey: "notesOnYourEnquiries",
    deletion: "deleted",
    note: "found through the person's leads (leadNotesOf)",
  },
  aispot_master: {
    findsPerson: ["email", "aispot_email"],
    exportKey: "aiSpotApplications",
    deletion: "kept",
    note: "a listing describes a place, and approved ones are public (docs/decisions/0030-account-self-service.md)",
  },
  hand_ins: {
    findsPerson: ["student_user_id", "student_email"],
    staff: ["reviewed_by"],
    exportKey: "handIns",
    deletion: "deleted",
    note: "found by the account (every hand-in is made signed in); their files (hand_in_files) go with them",
  },
  batch_instructors: {
    findsPerson: ["user_id"],
    exportKey: { leftOut: "the batches a staff member teaches: the back office's record" },
    deletion: "deleted",
    note: "cascades from auth_user",
  },
  class_announcements: {
    findsPerson: [],
    staff: ["author_user_id"],
    exportKey: { leftOut: "written by staff to a whole batch, naming no student" },
    deletion: "kept",
  },
  assignments: {
    findsPerson: [],
    staff: ["created_by"],
    exportKey: { leftOut: "written by staff to a whole batch, naming no student" },
    deletion: "kept",
  },
  completion_rules: {
    findsPerson: [],
    staff: ["updated_by"],
    exportKey: { leftOut: "a course's rule, set by an admin" },
    deletion: "kept",
  },
  class_attendance: { findsPerson: ["student_email", "user_id"], exportKey: "classAttendance", deletion: "deleted" },
  class_reminders: { findsPerson: ["student_email"], exportKey: "classRemindersSent", deletion: "deleted" },
  class_reminder_opt_outs: { findsPerson: ["email"], exportKey: "classReminderOptOut", deletion: "deleted" },
  whatsapp_messages: {
    findsPerson: ["user_id"],
    exportKey: "whatsappMessages",
    deletion: "deleted",
    note: "fallback_message holds the e-mail sent if WhatsApp fails, address included: it goes with the row",
  },
  consent_ledger: {
    findsPerson: ["user_id", "email"],
    exportKey: "consents",
    deletion: "anonymised",
    note: "the person's columns (account id, e-mail, mobile) are nulled; what was consented, when and where stays (docs/decisions/0110-consent-ledger.md)",
  },
  email_outbox: {
    findsPerson: ["to_address"],
    exportKey: "emailsSentToYou",
    deletion: "deleted",
    note: "also the business's notifications whose text names the address (a contact message, an application)",
  },
  admin_invitations: {
    findsPerson: ["email"],
    staff: ["invited_by"],
    exportKey: "adminInvitations",
    deletion: "deleted",
  },
  audit_log: {
    findsPerson: [],
    staff: ["actor_user_id", "actor_email"],
    exportKey: "changesByOurTeam",
    deletion: "anonymised",
    note: "an entry whose details name the address keeps the admin's action, with the stand-in address instead",
  },
  rate_limit_counters: {
    findsPerson: ["key"],
    exportKey: { leftOut: "counts of recent attempts, kept an hour at most" },
    deletion: "deleted",
    note: "keys ending in the account id or the address",
  },
};
