// The consent ledger's vocabulary (docs/decisions/0110-consent-ledger.md): what a person consents to, by which
// channel, and where they said so. Shared by the browser (the opt-ins) and the server (the ledger).

export const CONSENT_PURPOSES = ["class-reminders", "payment-notices", "course-announcements", "marketing"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_CHANNELS = ["email", "whatsapp"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Where a consent was given or withdrawn: the form, the link or the reply. */
export const CONSENT_SOURCES = ["sign-up", "payment-dialog", "account", "email-reminder-link", "whatsapp-reply"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  "class-reminders": "Class reminders",
  "payment-notices": "Payment notices",
  "course-announcements": "Course announcements",
  marketing: "Offers and news",
};

export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = { email: "Email", whatsapp: "WhatsApp" };

export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  "sign-up": "Sign-up form",
  "payment-dialog": "Payment form",
  account: "Account page",
  "email-reminder-link": "Link in a reminder email",
  "whatsapp-reply": "WhatsApp reply",
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly unknown[]).includes(value);
}

export function isConsentChannel(value: unknown): value is ConsentChannel {
  return (CONSENT_CHANNELS as readonly unknown[]).includes(value);
}

export const CONSENT_MESSAGES = {
  mobileNeeded: "Add your mobile number to your profile first: WhatsApp messages go to it.",
  given: (label: string) => `${label} on WhatsApp: turned on.`,
  withdrawn: (label: string) => `${label}: turned off. We send no more of them this way.`,
  unknownChoice: "That choice is no longer offered. Please reload the page and try again.",
} as const;
