import type { ConsentChannel, ConsentPurpose } from "./consent";

// The notice a person reads next to each opt-in, as content data with a version: the ledger records the version
// they saw, so a later rewording never changes what an earlier consent meant. A new wording is a new entry with the
// next version; old entries stay (docs/decisions/0110-consent-ledger.md).

export interface ConsentNotice {
  purpose: ConsentPurpose;
  channel: ConsentChannel;
  version: number;
  /** The checkbox's label. */
  label: string;
  /** What the person agrees to, shown under the label. */
  text: string;
}

export const CONSENT_NOTICES: readonly ConsentNotice[] = [
  {
    purpose: "class-reminders",
    channel: "whatsapp",
    version: 1,
    label: "Class reminders on WhatsApp",
    text: "We send a WhatsApp message to your mobile number 24 hours and 1 hour before each class of your batch. Reply STOP or turn it off on your account page at any time.",
  },
  {
    purpose: "payment-notices",
    channel: "whatsapp",
    version: 1,
    label: "Payment notices on WhatsApp",
    text: "We send a WhatsApp message to your mobile number when a fee instalment or an autopay debit is due and when we receive your payment. Reply STOP or turn it off on your account page at any time.",
  },
  {
    purpose: "course-announcements",
    channel: "whatsapp",
    version: 1,
    label: "Course announcements on WhatsApp",
    text: "We send your batch's announcements from your instructors to your mobile number on WhatsApp, as well as by email. Reply STOP or turn it off on your account page at any time.",
  },
  {
    purpose: "class-reminders",
    channel: "email",
    version: 1,
    label: "Email me before each class",
    text: "We email you 24 hours and 1 hour before each class of your batch, with the time in India and in your time zone.",
  },
];

/** The notice shown today for a purpose and channel: its highest version. */
export function currentNotice(
  purpose: ConsentPurpose,
  channel: ConsentChannel,
  notices: readonly ConsentNotice[] = CONSENT_NOTICES,
): ConsentNotice | null {
  let latest: ConsentNotice | null = null;
  for (const notice of notices)
    if (notice.purpose === purpose && notice.channel === channel && (!latest || notice.version > latest.version)) latest = notice;
  return latest;
}

/** A notice as it read in a given version (what a ledger row's person saw), or null if there never was one. */
export function noticeVersion(
  purpose: ConsentPurpose,
  channel: ConsentChannel,
  version: number,
  notices: readonly ConsentNotice[] = CONSENT_NOTICES,
): ConsentNotice | null {
  return notices.find((notice) => notice.purpose === purpose && notice.channel === channel && notice.version === version) ?? null;
}

/** The opt-ins that sign-up and the payment dialog offer, unticked (issue: class reminders and payment notices). */
export const WHATSAPP_OPT_INS: readonly ConsentPurpose[] = ["class-reminders", "payment-notices"];

/** The WhatsApp opt-ins /account offers. */
export const ACCOUNT_WHATSAPP_OPT_INS: readonly ConsentPurpose[] = ["class-reminders", "payment-notices", "course-announcements"];

/** The posted name of the WhatsApp opt-in checkboxes; each box's value names the purpose and the notice version shown. */
export const OPT_IN_FIELD = "whatsappConsent";

export interface OptIn {
  purpose: ConsentPurpose;
  noticeVersion: number;
}

export function optInValue(notice: Pick<ConsentNotice, "purpose" | "version">): string {
  return `${notice.purpose}:${notice.version}`;
}

/**
 * The WhatsApp opt-ins ticked on a form: each once, only among `offered`, only for a notice version that exists.
 * Anything else is ignored: an unticked box sends nothing, so nothing unexpected can mean consent.
 */
export function readOptIns(values: readonly unknown[], offered: readonly ConsentPurpose[]): OptIn[] {
  const optIns = new Map<ConsentPurpose, OptIn>();
  for (const value of values) {
    const match = typeof value === "string" ? /^([a-z-]+):(\d{1,4})$/.exec(value) : null;
    const purpose = offered.find((candidate) => candidate === match?.[1]);
    if (!match || !purpose || optIns.has(purpose)) continue;
    const notice = noticeVersion(purpose, "whatsapp", Number(match[2]));
    if (notice) optIns.set(purpose, { purpose, noticeVersion: notice.version });
  }
  return [...optIns.values()];
}
