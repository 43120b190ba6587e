import { db, requireDevTools } from "~/platform/index.server";
import { listMailbox } from "~/email/index.server";
import type { Route } from "./+types/mailbox-json";

export async function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  const messages = await listMailbox(await db());
  return Response.json(
    messages.map((message) => ({
      id: message.id,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      status: message.status,
      attachments: message.attachmentNames,
      createdAt: message.createdAt.toISOString(),
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}
