import { randomBytes } from "node:crypto";
import type { CloudApiAccess, CloudApiError } from "./cloud-api.server";
import { webhookSignature } from "./cloud-api.server";

// The local fake of the WhatsApp Cloud API, in the spirit of the payment sandbox: it takes template messages with the
// real API's request, answer and error shapes, and reports their statuses (and people's replies) to our webhook,
// signed as Meta signs them. Like a real provider's, its record lives in its own process, not in our database.

export type FakeFailure = "rate-limit" | "server-error" | "rejected";
export type FakeStatus = "accepted" | "sent" | "delivered" | "read" | "failed";

export interface FakeMessage {
  id: string;
  to: string;
  templateName: string;
  parameters: Record<string, string>;
  status: FakeStatus;
  acceptedAt: string;
}

const FAILURES: Record<FakeFailure, { status: number; error: CloudApiError["error"] }> = {
  "rate-limit": { status: 429, error: { message: "(#130429) Rate limit hit", type: "OAuthException", code: 130429 } },
  "server-error": { status: 500, error: { message: "(#131000) Something went wrong", type: "OAuthException", code: 131000 } },
  rejected: { status: 400, error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } },
};
const MAX_KEPT_MESSAGES = 500;

function errorResponse(status: number, error: CloudApiError["error"]) {
  return Response.json({ error: { ...error, fbtrace_id: randomBytes(8).toString("hex") } } satisfies CloudApiError, { status });
}

/** The `messages` webhook's envelope around one change value, as the Cloud API posts it. */
function webhookEnvelope(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "100000000000000",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status webhook for one message: sent, delivered, read, or failed with the Cloud API's error object. */
export function statusWebhookBody(
  phoneNumberId: string,
  update: { id: string; status: Exclude<FakeStatus, "accepted">; recipient: string; error?: { code: number; title: string } },
) {
  return webhookEnvelope(phoneNumberId, {
    statuses: [
      {
        id: update.id,
        status: update.status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: update.recipient.replace(/^\+/, ""),
        ...(update.error ? { errors: [{ ...update.error, message: update.error.title }] } : {}),
      },
    ],
  });
}

/** An inbound text message webhook: `from` (E.164 or digits) wrote `text` to the business. */
export function inboundTextWebhookBody(phoneNumberId: string, from: string, text: string) {
  const digits = from.replace(/^\+/, "");
  return webhookEnvelope(phoneNumberId, {
    contacts: [{ profile: { name: "Student" }, wa_id: digits }],
    messages: [
      {
        from: digits,
        id: `wamid.${randomBytes(12).toString("hex")}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: "text",
        text: { body: text },
      },
    ],
  });
}

export class FakeCloudApi {
  /** Newest first. */
  readonly messages: FakeMessage[] = [];
  private nextFailure: FakeFailure | null = null;

  constructor(
    private readonly options: {
      access: CloudApiAccess;
      appSecret: string;
      /** The template names it knows (WhatsApp Manager's approved templates). */
      templateNames: readonly string[];
      /** Posts a signed webhook to the site. */
      deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
      /** After accepting a message, report 'sent' and then 'delivered' this many ms apart; null: only when asked. */
      statusDelayMs: number | null;
    },
  ) {}

  /** The fake as a `fetch`, for the Cloud API client. */
  readonly fetch: typeof fetch = async (input, init) => this.handle(new Request(input, init));

  /** The next message it is sent fails so (once). */
  failNext(failure: FakeFailure) {
    this.nextFailure = failure;
  }

  /** Answers POST /{phone-number-id}/messages as the Cloud API does. */
  async handle(request: Request): Promise<Response> {
    const { access, templateNames } = this.options;
    if (request.method !== "POST" || !new URL(request.url).pathname.endsWith(`/${access.phoneNumberId}/messages`)) {
      return errorResponse(400, { message: "Unsupported post request.", type: "GraphMethodException", code: 100 });
    }
    if (request.headers.get("authorization") !== `Bearer ${access.token}`) {
      return errorResponse(401, { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 });
    }
    const body = (await request.json().catch(() => null)) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; components?: { type: string; parameters?: { parameter_name?: string; text?: string }[] }[] };
    } | null;
    if (body?.messaging_product !== "whatsapp" || body.type !== "template" || !/^\d{8,15}$/.test(body.to ?? "")) {
      return errorResponse(400, { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 });
    }
    if (!templateNames.includes(body.template?.name ?? "")) {
      return errorResponse(404, {
        message: "(#132001) Template name does not exist in the translation",
        type: "OAuthException",
        code: 132001,
      });
    }
    const failure = this.nextFailure;
    if (failure) {
      this.nextFailure = null;
      return errorResponse(FAILURES[failure].status, FAILURES[failure].error);
    }
    const parameters = Object.fromEntries(
      (body.template!.components ?? [])
        .flatMap((component) => component.parameters ?? [])
        .map((parameter) => [parameter.parameter_name ?? "", parameter.text ?? ""]),
    );
    const message: FakeMessage = {
      id: `wamid.${randomBytes(18).toString("base64url")}`,
      to: `+${body.to}`,
      templateName: body.template!.name!,
      parameters,
      status: "accepted",
      acceptedAt: new Date().toISOString(),
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, MAX_KEPT_MESSAGES);
    if (this.options.statusDelayMs !== null) this.reportLater(message.id, ["sent", "delivered"], this.options.statusDelayMs);
    return Response.json({
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: message.id, message_status: "accepted" }],
    });
  }

  /** Reports a status of one of its messages to the site (a 'failed' with WhatsApp's "undeliverable" error). */
  async reportStatus(id: string, status: Exclude<FakeStatus, "accepted">) {
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) throw new Error(`The fake sent no message ${id}`);
    message.status = status;
    const error = status === "failed" ? { code: 131026, title: "Message undeliverable" } : undefined;
    await this.post(statusWebhookBody(this.options.access.phoneNumberId, { id, status, recipient: message.to, error }));
  }

  /** A person's reply, e.g. 'STOP', posted to the site as WhatsApp posts it. */
  async reply(from: string, text: string) {
    await this.post(inboundTextWebhookBody(this.options.access.phoneNumberId, from, text));
  }

  private async post(body: unknown) {
    const rawBody = JSON.stringify(body);
    await this.options.deliverWebhook(rawBody, webhookSignature(this.options.appSecret, rawBody));
  }

  private reportLater(id: string, statuses: Exclude<FakeStatus, "accepted">[], delayMs: number) {
    const [status, ...rest] = statuses;
    if (!status) return;
    setTimeout(() => {
      this.reportStatus(id, status)
        .catch(() => {}) // the site was down: a real provider retries; the fake's record shows the status all the same
        .finally(() => this.reportLater(id, rest, delayMs));
    }, delayMs).unref();
  }
}
