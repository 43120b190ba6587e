import { siteConfig } from "~/content/site-config";
import { COLLECTIONS_TEXT } from "~/collections";
import { classReminderSubject, type ClassReminderKind, type ClassTime } from "~/classes";
import { reminderSubject } from "~/enrolments";
import { formatDisplayDate } from "~/platform";
import { composeEmail } from "./compose-email.server";
import type { OutgoingEmail } from "./outbox.server";

// Every e-mail the site sends, as content: composeEmail renders it with React Email (business-email.tsx) and writes
// its plain-text part from the same blocks. Account and payment e-mails are transactional: no opt-out.

const hello = (name: string) => ({ kind: "paragraph", text: `Hello ${name},` }) as const;
const questions = {
  kind: "paragraph",
  text: `Questions? Write to ${siteConfig.supportEmail} or call ${siteConfig.phoneDisplay}.`,
} as const;

export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): Promise<OutgoingEmail> {
  return composeEmail({
    to,
    subject: `Reset your ${siteConfig.name} password`,
    heading: "Reset your password",
    preview: "Choose a new password with this link. It expires in 1 hour.",
    blocks: [
      hello(name),
      { kind: "paragraph", text: "We received a request to reset your password. Open this link to choose a new one:" },
      { kind: "button", label: "Set a new password", url: link },
      { kind: "note", text: "The link expires in 1 hour and works once. If you did not ask for this, ignore this e-mail." },
    ],
  });
}

export function verificationEmail({
  to,
  name,
  link,
  isChangeOfAddress = false,
}: {
  to: string;
  name: string;
  link: string;
  /** A link that moves an account to this address (the /account page), rather than a new account's first one. */
  isChangeOfAddress?: boolean;
}): Promise<OutgoingEmail> {
  const why = isChangeOfAddress
    ? "You asked to use this e-mail address for your account. Please confirm it: your account moves to this address once you open the link."
    : "Please confirm that this is your e-mail address, so that your dashboard can show your courses and payments.";
  const ignore = isChangeOfAddress
    ? "If you did not ask for this, ignore this e-mail: the account keeps its current address."
    : "If you did not create an account with us, do not open the link: ignore this e-mail.";
  const heading = isChangeOfAddress ? "Confirm your new e-mail address" : "Verify your e-mail address";
  return composeEmail({
    to,
    subject: isChangeOfAddress
      ? `Confirm your new e-mail address for ${siteConfig.name}`
      : `Verify your e-mail address for ${siteConfig.name}`,
    heading,
    preview: why,
    blocks: [
      hello(name),
      { kind: "paragraph", text: why },
      { kind: "button", label: heading, url: link },
      { kind: "note", text: `The link works once and expires in 24 hours. ${ignore}` },
    ],
  });
}

export function passwordChangedEmail({ to, name }: { to: string; name: string }): Promise<OutgoingEmail> {
  const what = `The password of your ${siteConfig.name} account was just changed, and every other device signed in to it was signed out.`;
  return composeEmail({
    to,
    subject: `Your ${siteConfig.name} password was changed`,
    heading: "Your password was changed",
    preview: what,
    blocks: [
      hello(name),
      { kind: "paragraph", text: what },
      {
        kind: "paragraph",
        text: `If you did not change it, reset your password now at the sign-in page ("Forgot password") and write to us at ${siteConfig.supportEmail}.`,
      },
    ],
  });
}

/** Once a new address is verified, the old one hears that the account moved. */
export function emailChangedEmail({
  to,
  name,
  newEmail,
}: {
  to: string;
  name: string;
  newEmail: string;
}): Promise<OutgoingEmail> {
  const what = `Your ${siteConfig.name} account now uses the e-mail address ${newEmail}. This address (${to}) no longer signs in to it, and your courses, payments and certificates moved with the account.`;
  return composeEmail({
    to,
    subject: `Your ${siteConfig.name} e-mail address was changed`,
    heading: "Your e-mail address was changed",
    preview: `Your account now uses ${newEmail}.`,
    blocks: [
      hello(name),
      { kind: "paragraph", text: what },
      { kind: "paragraph", text: `If you did not make this change, write to us at ${siteConfig.supportEmail} straight away.` },
    ],
  });
}

/** A notice to the business about a form a visitor sent: its fields one per line, and where to act on it. */
function businessNotice({
  subject,
  heading,
  intro,
  lines,
  link,
}: {
  subject: string;
  heading: string;
  intro: string;
  lines: string[];
  link?: { label: string; url: string };
}): Promise<OutgoingEmail> {
  return composeEmail({
    to: siteConfig.supportEmail,
    subject,
    heading,
    preview: intro,
    blocks: [
      { kind: "paragraph", text: intro },
      { kind: "list", items: lines },
      ...(link ? [{ kind: "button", label: link.label, url: link.url } as const] : []),
    ],
  });
}

export interface ContactNotification {
  name: string;
  email: string;
  mobile: string;
  purposeLabel: string;
  additionalDetails: string | null;
}

export function contactNotificationEmail(submission: ContactNotification): Promise<OutgoingEmail> {
  return businessNotice({
    subject: `New enquiry: ${submission.purposeLabel} from ${submission.name}`,
    heading: "New contact enquiry",
    intro: "A new contact form enquiry arrived.",
    lines: [
      `Name: ${submission.name}`,
      `Email: ${submission.email}`,
      `Mobile: ${submission.mobile}`,
      `Purpose: ${submission.purposeLabel}`,
      `Details: ${submission.additionalDetails ?? "(none)"}`,
    ],
  });
}

export interface CertificateApplicationNotification {
  name: string;
  email: string;
  mobile: string;
  occupation: string;
  organization: string | null;
  city: string | null;
  interestAreas: readonly string[];
  timeline: string;
  webinarAttended: boolean;
  /** The application's page in the leads inbox. */
  leadUrl: string;
}

/** A new free-certificate application. The references stay on the lead's page: they are other people. */
export function certificateApplicationNotificationEmail(application: CertificateApplicationNotification): Promise<OutgoingEmail> {
  return businessNotice({
    subject: `New certificate application from ${application.name}`,
    heading: "New certificate application",
    intro: "A new free AI certificate application arrived.",
    lines: [
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `Mobile: ${application.mobile}`,
      `Occupation: ${application.occupation}`,
      `Organization: ${application.organization ?? "(none)"}`,
      `City: ${application.city ?? "(none)"}`,
      `Interest areas: ${application.interestAreas.join(", ")}`,
      `Timeline: ${application.timeline}`,
      `Attended the webinar: ${application.webinarAttended ? "Yes" : "No"}`,
    ],
    link: { label: "Open it in the leads inbox", url: application.leadUrl },
  });
}

export interface SpotApplicationNotification {
  venueName: string;
  typeOfPlace: string;
  city: string;
  state: string;
  country: string;
  ownerManagerName: string;
  mobile: string;
  email: string;
  /** The admin screen where the application is approved. */
  managementUrl: string;
}

/** A venue owner's application to become an AI Spot, waiting for an admin's approval. */
export function spotApplicationNotificationEmail(application: SpotApplicationNotification): Promise<OutgoingEmail> {
  return businessNotice({
    subject: `New AI Spot application: ${application.venueName}`,
    heading: "New AI Spot application",
    intro: "A venue applied to become an AI Spot. It is not listed until an admin approves it.",
    lines: [
      `Venue: ${application.venueName} (${application.typeOfPlace})`,
      `Place: ${application.city}, ${application.state}, ${application.country}`,
      `Owner or manager: ${application.ownerManagerName}`,
      `Mobile: ${application.mobile}`,
      `Email: ${application.email}`,
    ],
    link: { label: "Review it in AI Spot management", url: application.managementUrl },
  });
}

export interface InstalmentReminder {
  to: string;
  name: string;
  course: string;
  /** 'YYYY-MM-DD' (India). */
  dueDate: string;
  amount: string;
  dashboardUrl: string;
  /** overdue: after the due date (3 and 7 days after, or 'Send reminder now' on the collections desk). */
  kind: "before" | "due" | "overdue";
  /** 'YYYY-MM-DD': the day access pauses if still unpaid (overdue reminders before the pause). */
  pausesOn?: string | null;
}

/** After the due date: the instalment is late, with 'Pay now' and when access pauses. */
function overdueReminderEmail(reminder: InstalmentReminder): Promise<OutgoingEmail> {
  const date = formatDisplayDate(reminder.dueDate);
  const subject = COLLECTIONS_TEXT.overdueSubject(reminder.course, date);
  const lead = `Your instalment of ${reminder.amount} for ${reminder.course} was due on ${date} and is still unpaid.`;
  const pause = reminder.pausesOn
    ? `If it is still unpaid on ${formatDisplayDate(reminder.pausesOn)}, your class link, recordings and materials are paused until it is paid.`
    : "Your class link, recordings and materials are paused until it is paid.";
  return composeEmail({
    to: reminder.to,
    subject,
    heading: subject,
    preview: lead,
    blocks: [
      hello(reminder.name),
      { kind: "paragraph", text: lead },
      { kind: "paragraph", text: `${pause} If you have paid it already, thank you: please ignore this e-mail.` },
      { kind: "button", label: COLLECTIONS_TEXT.payNow, url: reminder.dashboardUrl },
      questions,
    ],
  });
}

/** 3 days before an instalment is due, and on the day, while it is unpaid. */
export function instalmentReminderEmail(reminder: InstalmentReminder): Promise<OutgoingEmail> {
  if (reminder.kind === "overdue") return overdueReminderEmail(reminder);
  const date = formatDisplayDate(reminder.dueDate);
  const subject = reminderSubject(reminder.course, date);
  const when = reminder.kind === "due" ? "is due today" : `is due on ${date}`;
  const lead = `Your next instalment for ${reminder.course} ${when}: ${reminder.amount}.`;
  return composeEmail({
    to: reminder.to,
    subject,
    heading: subject,
    preview: lead,
    blocks: [
      hello(reminder.name),
      { kind: "paragraph", text: lead },
      {
        kind: "paragraph",
        text: "Pay it from your dashboard with 'Pay next instalment'. If you have paid it already, thank you: please ignore this e-mail.",
      },
      { kind: "button", label: "Open your dashboard", url: reminder.dashboardUrl },
      questions,
    ],
  });
}

export interface AutopayDebitNotice {
  to: string;
  name: string;
  course: string;
  /** '₹2,999': what the bank will debit. */
  amount: string;
  /** 'YYYY-MM-DD' (India): the day of the debit. */
  debitDate: string;
  dashboardUrl: string;
}

/** RBI's pre-debit notice, at least 24 hours before each autopay debit: amount, date, course, how to turn it off. */
export function autopayDebitNoticeEmail(notice: AutopayDebitNotice): Promise<OutgoingEmail> {
  const date = formatDisplayDate(notice.debitDate);
  const subject = `Autopay debit of ${notice.amount} on ${date}: ${notice.course} | ${siteConfig.name}`;
  const lead = `On ${date} we will debit ${notice.amount} for your next instalment of ${notice.course}, as you authorised with autopay.`;
  return composeEmail({
    to: notice.to,
    subject,
    heading: "Your next autopay debit",
    preview: lead,
    blocks: [
      hello(notice.name),
      { kind: "paragraph", text: lead },
      { kind: "list", items: [`Amount: ${notice.amount}`, `Date: ${date}`, `Course: ${notice.course}`] },
      {
        kind: "paragraph",
        text: "To stop it, open your dashboard and choose 'Turn off autopay' on the course before that day; you can then pay the instalment yourself.",
      },
      { kind: "button", label: "Open your dashboard", url: notice.dashboardUrl },
      questions,
    ],
  });
}

export interface RefundNotice {
  to: string;
  name: string;
  course: string;
  /** '₹1,499.50': the amount given back, in the payment's currency. */
  amount: string;
  /** The provider's refund id, which the student's bank may ask for. */
  providerRefundId: string | null;
  creditNote: { id: string; number: string };
}

/** Once the provider confirms a refund, the student hears of it, with its credit note attached. */
export function refundProcessedEmail(refund: RefundNotice): Promise<OutgoingEmail> {
  const lead = `We have refunded ${refund.amount} of your payment for ${refund.course}.`;
  const details = [`Amount refunded: ${refund.amount}`, `Credit note: ${refund.creditNote.number} (attached)`];
  if (refund.providerRefundId) details.push(`Refund ID: ${refund.providerRefundId}`);
  return composeEmail({
    to: refund.to,
    subject: `Refund processed: ${refund.course} | ${siteConfig.name}`,
    heading: "Refund processed",
    preview: lead,
    blocks: [
      hello(refund.name),
      {
        kind: "paragraph",
        text: `${lead} It reaches the account or card you paid with in 5–7 working days, depending on your bank.`,
      },
      { kind: "list", items: details },
      questions,
    ],
    attachments: [{ kind: "credit-note", creditNoteId: refund.creditNote.id }],
  });
}

export interface CertificateIssuedNotice {
  to: string;
  /** What the certificate certifies: its custom title, else its type. */
  title: string;
  dateOfIssuing: string;
  /** The public /verify/{id} page. */
  verificationUrl: string;
  /** LinkedIn's 'Add to profile' link, prefilled with the certificate. */
  linkedInUrl: string;
}

/** Tells the student a certificate was issued, with its verification page and LinkedIn's link. */
export function certificateIssuedEmail(notice: CertificateIssuedNotice): Promise<OutgoingEmail> {
  const intro = `Congratulations! Your certificate "${notice.title}" was issued on ${formatDisplayDate(notice.dateOfIssuing)}.`;
  return composeEmail({
    to: notice.to,
    subject: `Your certificate: ${notice.title}`,
    heading: "Your certificate has been issued",
    preview: intro,
    blocks: [
      { kind: "paragraph", text: intro },
      {
        kind: "paragraph",
        text: "Anyone can check it at its verification page, which you can share with employers:",
      },
      { kind: "button", label: "View your certificate", url: notice.verificationUrl },
      { kind: "link", label: "Add to LinkedIn profile", url: notice.linkedInUrl },
      { kind: "paragraph", text: "You can also find it on your dashboard." },
    ],
  });
}

/** An invitation to join the staff in a role (an admin unless told), with its one-time link (24 hours). */
export function adminInvitationEmail({
  to,
  invitedBy,
  link,
  role = null,
}: {
  to: string;
  invitedBy: string;
  link: string;
  /** The role's name for any staff role but admin ('Instructor', 'Support'). */
  role?: string | null;
}): Promise<OutgoingEmail> {
  const intro = role
    ? `${invitedBy} has invited you to join the staff of ${siteConfig.name} as ${role}.`
    : `${invitedBy} has invited you to become an admin of ${siteConfig.name}.`;
  return composeEmail({
    to,
    subject: role
      ? `You are invited to join ${siteConfig.name} as ${role}`
      : `You are invited to be an admin of ${siteConfig.name}`,
    heading: role ? `${role} invitation` : "Admin invitation",
    preview: intro,
    blocks: [
      { kind: "paragraph", text: "Hello," },
      { kind: "paragraph", text: intro },
      { kind: "paragraph", text: "Open this link to set your password (or confirm your existing one) and accept:" },
      { kind: "button", label: "Accept the invitation", url: link },
      {
        kind: "note",
        text: "The link works once and expires in 24 hours. If you did not expect this, ignore this e-mail: nothing changes.",
      },
    ],
  });
}

export interface ClassReminder {
  to: string;
  name: string;
  kind: ClassReminderKind;
  title: string;
  time: ClassTime;
  /** /class/join: the page whose button records attendance and opens the batch's Teams link (a GET records nothing). */
  joinUrl: string;
  calendarUrl: string;
  optOutUrl: string;
}

/** 24 hours and 1 hour before each class of the student's batch. */
export function classReminderEmail(reminder: ClassReminder): Promise<OutgoingEmail> {
  const starts = reminder.kind === "hour-before" ? "starts in about an hour" : "is coming up";
  const lead = `Your class ${reminder.title} ${starts}.`;
  return composeEmail({
    to: reminder.to,
    subject: classReminderSubject(reminder.kind, reminder.title, reminder.time),
    heading: reminder.title,
    preview: `${lead} ${reminder.time.india}`,
    blocks: [
      hello(reminder.name),
      { kind: "paragraph", text: lead },
      {
        kind: "list",
        title: "When",
        items: [`India: ${reminder.time.india}`, ...(reminder.time.local ? [`Your time: ${reminder.time.local}`] : [])],
      },
      { kind: "button", label: "Join Your Class", url: reminder.joinUrl },
      { kind: "link", label: "Add to calendar", url: reminder.calendarUrl },
    ],
    optOut: {
      text: "You receive this because you are enrolled in this batch. Turn off class reminders:",
      label: "turn off reminders",
      url: reminder.optOutUrl,
    },
    headers: unsubscribeHeaders(reminder.optOutUrl),
  });
}

export interface RecordingNotice {
  to: string;
  name: string;
  title: string;
  dashboardUrl: string;
  optOutUrl: string;
}

/** A session's recording was added or changed. */
export function recordingAvailableEmail(notice: RecordingNotice): Promise<OutgoingEmail> {
  const lead = `The recording of ${notice.title} is ready. Watch it from your dashboard, under Your Sessions.`;
  return composeEmail({
    to: notice.to,
    subject: `Recording available: ${notice.title}`,
    heading: "Recording available",
    preview: lead,
    blocks: [
      hello(notice.name),
      { kind: "paragraph", text: lead },
      { kind: "button", label: "Watch the recording", url: notice.dashboardUrl },
    ],
    optOut: {
      text: "You receive this because you are enrolled in this batch. Turn off class e-mails:",
      label: "turn off class e-mails",
      url: notice.optOutUrl,
    },
    headers: unsubscribeHeaders(notice.optOutUrl),
  });
}

/** What a mail client shows as 'Unsubscribe': the opt-out link, which also takes RFC 8058's one-click POST. */
function unsubscribeHeaders(optOutUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${optOutUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
