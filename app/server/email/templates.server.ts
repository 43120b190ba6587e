import { siteConfig } from "~/content/site-config";
import { classReminderSubject, type ClassReminderKind, type ClassTime } from "~/domain/class-reminders";
import { reminderSubject } from "~/domain/enrolments/instalment-reminders";
import { formatDisplayDate } from "~/domain/india-time";
import type { OutgoingEmail } from "./outbox.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function layout(title: string, bodyHtml: string) {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(siteConfig.name)}</h1><h2 style="font-size:18px">${escapeHtml(title)}</h2>${bodyHtml}
<p style="color:#6b7280;font-size:12px">${escapeHtml(siteConfig.name)} · ${escapeHtml(siteConfig.supportEmail)} · ${escapeHtml(siteConfig.phoneDisplay)}</p>
</body></html>`;
}

export function passwordResetEmail({ to, name, link }: { to: string; name: string; link: string }): OutgoingEmail {
  return {
    to,
    subject: `Reset your ${siteConfig.name} password`,
    text: `Hello ${name},\n\nWe received a request to reset your password. Open this link to choose a new one:\n${link}\n\nThe link expires in 1 hour and works once. If you did not ask for this, ignore this e-mail.\n\n${siteConfig.name}`,
    html: layout(
      "Reset your password",
      `<p>Hello ${escapeHtml(name)},</p><p>We received a request to reset your password.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Set a new password</a></p>
<p>The link expires in 1 hour and works once. If you did not ask for this, ignore this e-mail.</p>`,
    ),
  };
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
}): OutgoingEmail {
  const why = isChangeOfAddress
    ? "You asked to use this e-mail address for your account. Please confirm it: your account moves to this address once you open the link."
    : "Please confirm that this is your e-mail address, so that your dashboard can show your courses and payments.";
  const ignore = isChangeOfAddress
    ? "If you did not ask for this, ignore this e-mail: the account keeps its current address."
    : "If you did not create an account with us, ignore this e-mail: nobody can see your payments with it.";
  const heading = isChangeOfAddress ? "Confirm your new e-mail address" : "Verify your e-mail address";
  return {
    to,
    subject: isChangeOfAddress
      ? `Confirm your new e-mail address for ${siteConfig.name}`
      : `Verify your e-mail address for ${siteConfig.name}`,
    text: `Hello ${name},\n\n${why}\n${link}\n\nThe link expires in 24 hours. You will be asked to sign in to the account first. ${ignore}\n\n${siteConfig.name}`,
    html: layout(
      heading,
      `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(why)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(heading)}</a></p>
<p>The link expires in 24 hours. You will be asked to sign in to the account first. ${escapeHtml(ignore)}</p>`,
    ),
  };
}

export function passwordChangedEmail({ to, name }: { to: string; name: string }): OutgoingEmail {
  const warning = `If you did not change it, reset your password now at the sign-in page ("Forgot password") and write to us at ${siteConfig.supportEmail}.`;
  return {
    to,
    subject: `Your ${siteConfig.name} password was changed`,
    text: `Hello ${name},\n\nThe password of your ${siteConfig.name} account was just changed, and every other device signed in to it was signed out.\n\n${warning}\n\n${siteConfig.name}`,
    html: layout(
      "Your password was changed",
      `<p>Hello ${escapeHtml(name)},</p><p>The password of your ${escapeHtml(siteConfig.name)} account was just changed, and every other device signed in to it was signed out.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}

/** issue 13 §2: once a new address is verified, the old one hears that the account moved. */
export function emailChangedEmail({ to, name, newEmail }: { to: string; name: string; newEmail: string }): OutgoingEmail {
  const warning = `If you did not make this change, write to us at ${siteConfig.supportEmail} straight away.`;
  return {
    to,
    subject: `Your ${siteConfig.name} e-mail address was changed`,
    text: `Hello ${name},\n\nYour ${siteConfig.name} account now uses the e-mail address ${newEmail}. This address (${to}) no longer signs in to it, and your courses, payments and certificates moved with the account.\n\n${warning}\n\n${siteConfig.name}`,
    html: layout(
      "Your e-mail address was changed",
      `<p>Hello ${escapeHtml(name)},</p><p>Your ${escapeHtml(siteConfig.name)} account now uses the e-mail address <strong>${escapeHtml(newEmail)}</strong>. This address (${escapeHtml(to)}) no longer signs in to it, and your courses, payments and certificates moved with the account.</p>
<p>${escapeHtml(warning)}</p>`,
    ),
  };
}

export interface ContactNotification {
  name: string;
  email: string;
  mobile: string;
  purposeLabel: string;
  additionalDetails: string | null;
}

export function contactNotificationEmail(submission: ContactNotification): OutgoingEmail {
  const lines = [
    `Name: ${submission.name}`,
    `Email: ${submission.email}`,
    `Mobile: ${submission.mobile}`,
    `Purpose: ${submission.purposeLabel}`,
    `Details: ${submission.additionalDetails ?? "(none)"}`,
  ];
  return {
    to: siteConfig.supportEmail,
    subject: `New enquiry: ${submission.purposeLabel} from ${submission.name}`,
    text: `A new contact form enquiry arrived.\n\n${lines.join("\n")}\n`,
    html: layout("New contact enquiry", `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`),
  };
}

/** A notice to the business about a form a visitor sent: its fields one per line, and where to act on it. */
function businessNotice({
  subject,
  title,
  intro,
  lines,
  link,
}: {
  subject: string;
  title: string;
  intro: string;
  lines: string[];
  link: { label: string; url: string };
}): OutgoingEmail {
  return {
    to: siteConfig.supportEmail,
    subject,
    text: `${intro}\n\n${lines.join("\n")}\n\n${link.label}: ${link.url}\n`,
    html: layout(
      title,
      `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    ),
  };
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

/** issue 17: a new free-certificate application. The references stay on the lead's page: they are other people. */
export function certificateApplicationNotificationEmail(application: CertificateApplicationNotification): OutgoingEmail {
  return businessNotice({
    subject: `New certificate application from ${application.name}`,
    title: "New certificate application",
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

/** issue 17: a venue owner's application to become an AI Spot, waiting for an admin's approval. */
export function spotApplicationNotificationEmail(application: SpotApplicationNotification): OutgoingEmail {
  return businessNotice({
    subject: `New AI Spot application: ${application.venueName}`,
    title: "New AI Spot application",
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
  kind: "before" | "due";
}

/** issue 15: 3 days before an instalment is due, and on the day, while it is unpaid. */
export function instalmentReminderEmail(reminder: InstalmentReminder): OutgoingEmail {
  const date = formatDisplayDate(reminder.dueDate);
  const subject = reminderSubject(reminder.course, date);
  const when = reminder.kind === "due" ? "is due today" : `is due on ${date}`;
  const lead = `Your next instalment for ${reminder.course} ${when}: ${reminder.amount}.`;
  const how =
    "Pay it from your dashboard with 'Pay next instalment'. If you have paid it already, thank you: please ignore this e-mail.";
  return {
    to: reminder.to,
    subject,
    text: `Hello ${reminder.name},\n\n${lead}\n\n${how}\n${reminder.dashboardUrl}\n\nQuestions? Write to ${siteConfig.supportEmail} or call ${siteConfig.phoneDisplay}.\n\n${siteConfig.name}`,
    html: layout(
      subject,
      `<p>Hello ${escapeHtml(reminder.name)},</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(reminder.dashboardUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Open your dashboard</a></p>`,
    ),
  };
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

/** issue 16: once the provider confirms a refund, the student hears of it, with its credit note attached. */
export function refundProcessedEmail(refund: RefundNotice): OutgoingEmail {
  const subject = `Refund processed: ${refund.course} | ${siteConfig.name}`;
  const lead = `We have refunded ${refund.amount} of your payment for ${refund.course}.`;
  const timing = "It reaches the account or card you paid with in 5–7 working days, depending on your bank.";
  const details = [`Amount refunded: ${refund.amount}`, `Credit note: ${refund.creditNote.number} (attached)`];
  if (refund.providerRefundId) details.push(`Refund ID: ${refund.providerRefundId}`);
  const questions = `Questions? Write to ${siteConfig.supportEmail} or call ${siteConfig.phoneDisplay}.`;
  return {
    to: refund.to,
    subject,
    text: `Hello ${refund.name},\n\n${lead} ${timing}\n\n${details.join("\n")}\n\n${questions}\n\n${siteConfig.name}`,
    html: layout(
      "Refund processed",
      `<p>Hello ${escapeHtml(refund.name)},</p><p>${escapeHtml(lead)} ${escapeHtml(timing)}</p>
<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul><p>${escapeHtml(questions)}</p>`,
    ),
    attachments: [{ kind: "credit-note", creditNoteId: refund.creditNote.id }],
  };
}

export interface CertificateIssuedNotice {
  to: string;
  /** What the certificate certifies: its custom title, else its type. */
  title: string;
  dateOfIssuing: string;
  /** The public /verify/{id} page. */
  verificationUrl: string;
}

/** issue 17: tells the student a certificate was issued to them, with the link anyone can use to verify it. */
export function certificateIssuedEmail(notice: CertificateIssuedNotice): OutgoingEmail {
  const intro = `Congratulations! Your certificate "${notice.title}" was issued on ${formatDisplayDate(notice.dateOfIssuing)}.`;
  const share = "Anyone can check it at its verification link, which you can share with employers or add to LinkedIn:";
  return {
    to: notice.to,
    subject: `Your certificate: ${notice.title}`,
    text: `${intro}\n\n${share}\n${notice.verificationUrl}\n\nYou can also find it on your dashboard.\n`,
    html: layout(
      "Your certificate has been issued",
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(share)}</p>
<p><a href="${escapeHtml(notice.verificationUrl)}">${escapeHtml(notice.verificationUrl)}</a></p><p>You can also find it on your dashboard.</p>`,
    ),
  };
}

/** issue 17: an invitation to become an admin, with its one-time link (24 hours). */
export function adminInvitationEmail({ to, invitedBy, link }: { to: string; invitedBy: string; link: string }): OutgoingEmail {
  const intro = `${invitedBy} has invited you to become an admin of ${siteConfig.name}.`;
  const how = "Open this link to set your password (or confirm your existing one) and accept:";
  const expiry = "The link works once and expires in 24 hours. If you did not expect this, ignore this e-mail: nothing changes.";
  return {
    to,
    subject: `You are invited to be an admin of ${siteConfig.name}`,
    text: `Hello,\n\n${intro}\n${how}\n${link}\n\n${expiry}\n\n${siteConfig.name}`,
    html: layout(
      "Admin invitation",
      `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Accept the invitation</a></p>
<p>${escapeHtml(expiry)}</p>`,
    ),
  };
}

export interface ClassReminder {
  to: string;
  name: string;
  kind: ClassReminderKind;
  title: string;
  time: ClassTime;
  /** /class/join: records attendance and opens the batch's Teams link. */
  joinUrl: string;
  calendarUrl: string;
  optOutUrl: string;
}

/** issue 18: 24 hours and 1 hour before each class of the student's batch. */
export function classReminderEmail(reminder: ClassReminder): OutgoingEmail {
  const subject = classReminderSubject(reminder.kind, reminder.title, reminder.time);
  const starts = reminder.kind === "hour-before" ? "starts in about an hour" : "is coming up";
  const lead = `Your class ${reminder.title} ${starts}.`;
  const when = [`India: ${reminder.time.india}`, ...(reminder.time.local ? [`Your time: ${reminder.time.local}`] : [])];
  const optOut = "You receive this because you are enrolled in this batch. Turn off class reminders:";
  return {
    to: reminder.to,
    subject,
    text: `Hello ${reminder.name},\n\n${lead}\n\n${when.join("\n")}\n\nJoin Your Class: ${reminder.joinUrl}\nAdd to calendar: ${reminder.calendarUrl}\n\n${optOut} ${reminder.optOutUrl}\n\n${siteConfig.name}`,
    html: layout(
      reminder.title,
      `<p>Hello ${escapeHtml(reminder.name)},</p><p>${escapeHtml(lead)}</p>
<ul>${when.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(reminder.joinUrl)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Join Your Class</a></p>
<p><a href="${escapeHtml(reminder.calendarUrl)}">Add to calendar</a></p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(optOut)} <a href="${escapeHtml(reminder.optOutUrl)}">turn off reminders</a>.</p>`,
    ),
  };
}
