// messaging: its pure rules and types, for any code (the browser's too). Server code is in index.server.ts.

export {
  DEFAULT_TEMPLATE_NAMES,
  parseTemplateNames,
  type TemplateNames,
  WHATSAPP_MESSAGE_STATUSES,
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsAppTemplate,
} from "./whatsapp-templates";
export { MESSAGE_STATUS_LABELS, MESSAGE_TEMPLATE_LABELS, type MessageFilters, readMessageFilters } from "./message-filters";
