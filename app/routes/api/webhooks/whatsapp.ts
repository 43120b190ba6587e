import { answerWebhookVerification, handleWhatsAppWebhook } from "~/messaging/index.server";
import { db, getConfig } from "~/platform/index.server";
import type { Route } from "./+types/whatsapp";

// /api/webhooks/whatsapp: Meta's GET handshake, and its signed POSTs handed over as raw bytes (the signature is over
// them). Without a WhatsApp channel the endpoint does not exist.
const HEADERS = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };

export function loader({ request }: Route.LoaderArgs) {
  const channel = getConfig().whatsapp;
  if (channel.mode === "off") return new Response("Not Found", { status: 404, headers: HEADERS });
  const answer = answerWebhookVerification(channel.verifyToken, new URL(request.url).searchParams);
  return new Response(answer.body, { status: answer.status, headers: HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const channel = getConfig().whatsapp;
  if (channel.mode === "off") return new Response("Not Found", { status: 404, headers: HEADERS });
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: HEADERS });
  const answer = await handleWhatsAppWebhook(await db(), {
    appSecret: channel.appSecret,
    rawBody: await request.text(),
    signature: request.headers.get("x-hub-signature-256"),
  });
  return new Response(answer.body, { status: answer.status, headers: HEADERS });
}
