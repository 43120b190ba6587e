import { inArray } from "drizzle-orm";
import { type Database, getConfig, logger, whatsappMessages } from "~/platform/index.server";
import { FakeCloudApi } from "./fake-cloud-api.server";
import { templatePreview, WHATSAPP_TEMPLATE_KINDS } from "./whatsapp-templates";

// This server's WhatsApp channel as configured: the Cloud API, the local fake (outside production without the
// WHATSAPP_ settings), or off.

const FAKE_STATUS_DELAY_MS = 500;
let fake: FakeCloudApi | undefined;

/** The local fake, when it is this server's channel; null with the Cloud API or none. */
export function getWhatsAppFake(): FakeCloudApi | null {
  const config = getConfig();
  const channel = config.whatsapp;
  if (channel.mode !== "fake") return null;
  fake ??= new FakeCloudApi({
    access: channel,
    appSecret: channel.appSecret,
    templateNames: Object.values(channel.templates),
    statusDelayMs: FAKE_STATUS_DELAY_MS,
    // Statuses and replies come to our own endpoint, signed, as Meta's would.
    async deliverWebhook(rawBody, signature) {
      const response = await fetch(`${config.appUrl}/api/webhooks/whatsapp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
        body: rawBody,
      }).catch((error: unknown) => logger.warn({ err: error }, "the WhatsApp fake could not reach the site's webhook"));
      if (response && !response.ok) logger.warn({ status: response.status }, "the WhatsApp fake's webhook was refused");
    },
  });
  return fake;
}

/** How the whatsapp-delivery job reaches the API: the fake answers in this process, the Cloud API over HTTPS. */
export function whatsappFetch(): typeof fetch {
  return getWhatsAppFake()?.fetch ?? fetch;
}

/**
 * What the fake was sent, newest first, each with the text the person reads and the status the site recorded from
 * the fake's webhooks (for /dev/whatsapp and /dev/whatsapp.json).
 */
export async function listFakeWhatsApp(database: Database) {
  const fake = getWhatsAppFake();
  if (!fake) return [];
  const templates = getConfig().whatsapp.templates;
  const ids = fake.messages.map((message) => message.id);
  const recorded = ids.length
    ? await database
        .select({ providerMessageId: whatsappMessages.providerMessageId, status: whatsappMessages.status })
        .from(whatsappMessages)
        .where(inArray(whatsappMessages.providerMessageId, ids))
    : [];
  const siteStatus = new Map(recorded.map((row) => [row.providerMessageId, row.status]));
  return fake.messages.map((message) => {
    const template = WHATSAPP_TEMPLATE_KINDS.find((kind) => templates[kind] === message.templateName);
    return {
      ...message,
      template: template ?? null,
      text: template ? templatePreview(template, message.parameters) : JSON.stringify(message.parameters),
      siteStatus: siteStatus.get(message.id) ?? null,
    };
  });
}
