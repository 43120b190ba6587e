import { createHmac, timingSafeEqual } from "node:crypto";

// The WhatsApp Cloud API's send call, as the real API and the local fake both answer it:
// POST {base}/{phone-number-id}/messages with a template message whose body parameters are named.

export interface CloudApiAccess {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

export type SendOutcome = { ok: true; providerMessageId: string } | { ok: false; retry: boolean; error: string };

/** The Cloud API's error body: `{ error: { message, type, code, error_subcode?, fbtrace_id } }`. */
export interface CloudApiError {
  error: { message: string; type: string; code: number; error_subcode?: number; fbtrace_id?: string };
}

// Error codes that mean "not now" (throttling, a temporary fault) even when the HTTP status is 400.
const TRANSIENT_ERROR_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);
const SEND_TIMEOUT_MS = 15_000;

/** The request body of one template message with named body parameters. */
export function templateMessageBody(to: string, templateName: string, parameters: Record<string, string>) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: templateName,
      language: { code: "en" },
      components: [
        {
          type: "body",
          parameters: Object.entries(parameters).map(([name, text]) => ({ type: "text", parameter_name: name, text })),
        },
      ],
    },
  };
}

/** Sends one template message; a 429, a 5xx, a transient error code or no answer is worth retrying, the rest is not. */
export async function sendTemplateMessage(
  access: CloudApiAccess,
  message: { to: string; templateName: string; parameters: Record<string, string> },
  fetchApi: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchApi(`${access.apiUrl}/${access.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${access.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(templateMessageBody(message.to, message.templateName, message.parameters)),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, retry: true, error: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
  const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | Partial<CloudApiError> | null;
  if (response.ok) {
    const id = body && "messages" in body ? body.messages?.[0]?.id : undefined;
    if (id) return { ok: true, providerMessageId: id };
    return { ok: false, retry: true, error: `HTTP ${response.status} without a message id` };
  }
  const apiError = body && "error" in body ? body.error : undefined;
  const code = apiError?.code;
  const retry = response.status === 429 || response.status >= 500 || (code !== undefined && TRANSIENT_ERROR_CODES.has(code));
  return {
    ok: false,
    retry,
    error: `HTTP ${response.status}${code !== undefined ? ` (#${code})` : ""}: ${apiError?.message ?? "no error body"}`,
  };
}

// Not the payments module's helpers: payments sends notices through this module, which must not depend on it.
function hmacSha256Hex(secret: string, rawBody: string) {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** X-Hub-Signature-256's value for a body: `sha256=` and the hex HMAC-SHA256 of the raw bytes with the app secret. */
export function webhookSignature(appSecret: string, rawBody: string): string {
  return `sha256=${hmacSha256Hex(appSecret, rawBody)}`;
}

/** Whether `signature` is the app secret's `sha256=` signature of `rawBody`, compared in constant time. */
export function isValidWebhookSignature(appSecret: string, rawBody: string, signature: string | null): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature?.trim() ?? "");
  if (!match) return false;
  return timingSafeEqual(Buffer.from(hmacSha256Hex(appSecret, rawBody), "hex"), Buffer.from(match[1]!, "hex"));
}
