// messaging: its server functions, for routes' loaders and actions, jobs and other modules' server code.
// Code outside the module imports it only through this file (docs/architecture.md); add a name when it needs one.

export { sendNotice } from "./send-notice.server";
export { getWhatsAppFake, listFakeWhatsApp, whatsappFetch } from "./whatsapp-channel.server";
export { listWhatsAppMessages, type WhatsAppMessageRow } from "./list-whatsapp-messages.server";
export { deliverDueWhatsAppMessages } from "./whatsapp-outbox.server";
export { answerWebhookVerification, handleWhatsAppWebhook } from "./whatsapp-webhook.server";
