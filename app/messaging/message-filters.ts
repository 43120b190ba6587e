// The filters of /admin/messages, read from the address: a person (name, e-mail or number), a template, a status.
import {
  WHATSAPP_MESSAGE_STATUSES,
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsAppMessageStatus,
  type WhatsAppTemplate,
} from "./whatsapp-templates";

export interface MessageFilters {
  person: string;
  template: WhatsAppTemplate | "";
  status: WhatsAppMessageStatus | "";
}

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | "" =>
  values.includes(value as Value) ? (value as Value) : "";

/** The filters in `params`; an unknown template or status is no filter. */
export function readMessageFilters(params: URLSearchParams): MessageFilters {
  return {
    person: (params.get("person") ?? "").trim().slice(0, 200),
    template: oneOf(WHATSAPP_TEMPLATE_KINDS, params.get("template")),
    status: oneOf(WHATSAPP_MESSAGE_STATUSES, params.get("status")),
  };
}

export const MESSAGE_STATUS_LABELS: Record<WhatsAppMessageStatus, string> = {
  queued: "Queued",
  accepted: "Accepted by WhatsApp",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
};

export const MESSAGE_TEMPLATE_LABELS: Record<WhatsAppTemplate, string> = {
  "class-reminder-24h": "Class reminder (24 hours)",
  "class-reminder-1h": "Class reminder (1 hour)",
  "recording-available": "Recording available",
  "feedback-ready": "Feedback ready",
  "payment-due": "Payment due",
  "autopay-pre-debit": "Autopay pre-debit notice",
  "payment-received": "Payment received",
  announcement: "Announcement",
};
