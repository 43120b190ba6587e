// The WhatsApp utility templates the site sends, their named parameters and the consent purpose each needs
// (docs/decisions/0111-whatsapp-notices.md). Template names are WhatsApp Manager's; WHATSAPP_TEMPLATES renames them.
import type { ConsentPurpose } from "~/consent";

export const WHATSAPP_TEMPLATES = {
  "class-reminder-24h": { purpose: "class-reminders", parameters: ["student_name", "class_title", "class_time"] },
  "class-reminder-1h": { purpose: "class-reminders", parameters: ["student_name", "class_title", "class_time"] },
  "recording-available": { purpose: "class-reminders", parameters: ["student_name", "class_title"] },
  "feedback-ready": { purpose: "class-reminders", parameters: ["student_name", "assignment_title"] },
  "payment-due": { purpose: "payment-notices", parameters: ["student_name", "course_name", "amount", "due_date"] },
  "autopay-pre-debit": { purpose: "payment-notices", parameters: ["student_name", "course_name", "amount", "debit_date"] },
  "payment-received": { purpose: "payment-notices", parameters: ["student_name", "course_name", "amount"] },
  announcement: { purpose: "course-announcements", parameters: ["batch_name", "title", "text"] },
} as const satisfies Record<string, { purpose: ConsentPurpose; parameters: readonly string[] }>;

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_KINDS = Object.keys(WHATSAPP_TEMPLATES) as WhatsAppTemplate[];

/** The body of each template as submitted to WhatsApp Manager (category Utility, named parameters). */
export const TEMPLATE_TEXTS: Record<WhatsAppTemplate, string> = {
  "class-reminder-24h": "Hi {{student_name}}, your class {{class_title}} is tomorrow, {{class_time}}.",
  "class-reminder-1h": "Hi {{student_name}}, your class {{class_title}} starts in 1 hour, at {{class_time}}.",
  "recording-available": "Hi {{student_name}}, the recording of {{class_title}} is on your dashboard.",
  "feedback-ready": "Hi {{student_name}}, your instructor's feedback on {{assignment_title}} is ready in your classroom.",
  "payment-due": "Hi {{student_name}}, your instalment of {{amount}} for {{course_name}} is due on {{due_date}}.",
  "autopay-pre-debit":
    "Hi {{student_name}}, {{amount}} for {{course_name}} will be debited on {{debit_date}} by autopay. To stop it, turn autopay off on your dashboard before then.",
  "payment-received": "Hi {{student_name}}, we received {{amount}} for {{course_name}}. Thank you!",
  announcement: "{{batch_name}}: {{title}}\n\n{{text}}",
};

/** A message as the person reads it: the template's text with its parameters filled in. */
export function templatePreview(template: WhatsAppTemplate, parameters: Record<string, string>): string {
  return TEMPLATE_TEXTS[template].replace(/\{\{(\w+)\}\}/g, (_, name: string) => parameters[name] ?? `{{${name}}}`);
}

export type TemplateParameters<Template extends WhatsAppTemplate> = Record<
  (typeof WHATSAPP_TEMPLATES)[Template]["parameters"][number],
  string
>;

/** The template names WhatsApp Manager knows, by default the kind with '_' for '-'. */
export type TemplateNames = Record<WhatsAppTemplate, string>;

export const DEFAULT_TEMPLATE_NAMES = Object.fromEntries(
  WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, kind.replaceAll("-", "_")]),
) as TemplateNames;

/** WHATSAPP_TEMPLATES: `kind=name` pairs, comma-separated (e.g. `announcement=batch_news_v2`); the rest keep defaults. */
export function parseTemplateNames(value: string): TemplateNames {
  const names = { ...DEFAULT_TEMPLATE_NAMES };
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9-]+)\s*=\s*([a-z0-9_]+)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not kind=template_name (e.g. announcement=batch_news_v2)`);
    const [, kind, name] = match as unknown as [string, string, string];
    if (!(kind in WHATSAPP_TEMPLATES))
      throw new Error(`"${kind}" is no template (the templates: ${WHATSAPP_TEMPLATE_KINDS.join(", ")})`);
    names[kind as WhatsAppTemplate] = name;
  }
  return names;
}

// The Cloud API caps a text parameter; a long announcement is cut with an ellipsis and the e-mail carries it whole.
const MAX_PARAMETER_LENGTH = 1000;

/** A parameter as WhatsApp takes it: one line (no newlines, tabs or runs of spaces), at most 1000 characters. */
export function templateParameterText(value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  return oneLine.length <= MAX_PARAMETER_LENGTH ? oneLine : `${oneLine.slice(0, MAX_PARAMETER_LENGTH - 1)}…`;
}

/** India's numbers only: WhatsApp notices go to +91 numbers; every other number gets e-mail. */
export function isIndianMobile(e164: string): boolean {
  return /^\+91[6-9]\d{9}$/.test(e164);
}

export const WHATSAPP_MESSAGE_STATUSES = ["queued", "accepted", "sent", "delivered", "read", "failed"] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

// A status webhook may arrive late or twice: a message moves forward only (read never goes back to delivered).
const PROGRESS: Record<WhatsAppMessageStatus, number> = { queued: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 };

/** The status after a webhook reports `reported` for a message now `current`. */
export function nextMessageStatus(current: WhatsAppMessageStatus, reported: WhatsAppMessageStatus): WhatsAppMessageStatus {
  if (current === "failed") return current;
  // A failure after delivery is WhatsApp's word on a later attempt; it never undoes a delivery the person saw.
  if (reported === "failed") return current === "delivered" || current === "read" ? current : "failed";
  return PROGRESS[reported] > PROGRESS[current] ? reported : current;
}

/** Whether an inbound text asks to stop messages: 'STOP' in any case, spaces around it ignored. */
export function isStopRequest(text: string): boolean {
  return text.trim().toUpperCase() === "STOP";
}
