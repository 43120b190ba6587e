import { eq, sql } from "drizzle-orm";
import { withdrawAllConsents } from "~/consent/index.server";
import { type Clock, type Database, logger, appClock, whatsappMessages } from "~/platform/index.server";
import { isValidWebhookSignature } from "./cloud-api.server";
import { failWhatsAppMessage, historyEntry } from "./whatsapp-outbox.server";
import { isStopRequest, nextMessageStatus, type WhatsAppMessageStatus } from "./whatsapp-templates";

// /api/webhooks/whatsapp: Meta's subscription handshake (GET) and its signed `messages` webhooks (POST): statuses of
// our messages, in any order and any number of times, and people's replies, of which 'STOP' withdraws their consent.

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** The GET handshake: the challenge echoed when the mode is 'subscribe' and the verify token ours; 403 otherwise. */
export function answerWebhookVerification(verifyToken: string, query: URLSearchParams): WebhookAnswer {
  const mode = query.get("hub.mode");
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  if (mode === "subscribe" && token === verifyToken && challenge) return { status: 200, body: challenge };
  return { status: 403, body: "Forbidden" };
}

interface StatusUpdate {
  id?: string;
  status?: string;
  recipient_id?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
}
interface InboundMessage {
  from?: string;
  type?: string;
  text?: { body?: string };
}
interface WebhookPayload {
  object?: string;
  entry?: { changes?: { field?: string; value?: { statuses?: StatusUpdate[]; messages?: InboundMessage[] } }[] }[];
}

const REPORTED_STATUSES = new Set<string>(["sent", "delivered", "read", "failed"]);

/**
 * A POST: refused (401 without a signature, 403 with a wrong one) before anything is read; otherwise every status
 * and reply in it is recorded, and 200 tells Meta not to send it again.
 */
export async function handleWhatsAppWebhook(
  database: Database,
  {
    appSecret,
    rawBody,
    signature,
    clock = appClock,
  }: { appSecret: string; rawBody: string; signature: string | null; clock?: Clock },
): Promise<WebhookAnswer> {
  if (!signature) return { status: 401, body: "Missing X-Hub-Signature-256" };
  if (!isValidWebhookSignature(appSecret, rawBody, signature)) return { status: 403, body: "Invalid signature" };
  let payload: WebhookPayload;
  try {
    payload = JSON.parse(rawBody) as WebhookPayload;
  } catch {
    return { status: 400, body: "Not JSON" };
  }
  const values = (payload.entry ?? []).flatMap((entry) => entry.changes ?? []).map((change) => change.value ?? {});
  for (const update of values.flatMap((value) => value.statuses ?? [])) {
    if (update.id && update.status && REPORTED_STATUSES.has(update.status)) {
      await recordStatus(database, update as StatusUpdate & { id: string; status: WhatsAppMessageStatus }, clock());
    }
  }
  for (const message of values.flatMap((value) => value.messages ?? [])) {
    if (message.type === "text" && message.from && isStopRequest(message.text?.body ?? "")) {
      const withdrawn = await withdrawAllConsents(database, {
        mobile: `+${message.from.replace(/^\+/, "")}`,
        channel: "whatsapp",
        source: "whatsapp-reply",
      });
      logger.info({ withdrawn: withdrawn.length }, "WhatsApp STOP: consents withdrawn");
    }
  }
  return { status: 200, body: "OK" };
}

/** One status of one of our messages; unknown ids (another system's messages on the number) are left alone. */
async function recordStatus(database: Database, update: StatusUpdate & { id: string; status: WhatsAppMessageStatus }, at: Date) {
  const error = update.errors?.[0];
  const errorText = error ? `#${error.code ?? "?"} ${error.title ?? error.message ?? ""}`.trim() : undefined;
  const [message] = await database
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.providerMessageId, update.id));
  if (!message) return;
  if (update.status === "failed") {
    await failWhatsAppMessage(database, {
      id: message.id,
      error: errorText ?? "failed",
      at,
      when: (row) => row.status !== "failed" && nextMessageStatus(row.status, "failed") === "failed",
    });
    return;
  }
  // Locked while the next status is decided, so two webhooks at once cannot move it backwards.
  await database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .select({ status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, message.id))
      .for("update");
    if (!row) return;
    await tx
      .update(whatsappMessages)
      .set({
        status: nextMessageStatus(row.status, update.status),
        statusHistory: historyEntry(update.status, at, errorText),
        updatedAt: sql`now()`,
      })
      .where(eq(whatsappMessages.id, message.id));
  });
}
