import { render } from "@react-email/components";
import { siteConfig } from "~/content/site-config";
import type { OutboxAttachment } from "~/platform/index.server";
import { BusinessEmail, type EmailBlock, type EmailMessage } from "./business-email.server";
import type { OutgoingEmail } from "./outbox.server";

export interface ComposedEmail extends EmailMessage {
  to: string;
  subject: string;
  attachments?: OutboxAttachment[];
  headers?: Record<string, string>;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
    case "note":
      return block.text;
    case "list":
      return [...(block.title ? [`${block.title}:`] : []), ...block.items.map((item) => `- ${item}`)].join("\n");
    case "button":
    case "link":
      return `${block.label}: ${block.url}`;
  }
}

/** The plain-text alternative: the same blocks, one after another, links written out. */
export function plainTextOf(message: EmailMessage): string {
  const parts = message.blocks.map(blockText);
  if (message.optOut) parts.push(`${message.optOut.text} ${message.optOut.url}`);
  parts.push(`${siteConfig.name} · ${siteConfig.address}\n${siteConfig.supportEmail} · ${siteConfig.phoneDisplay}`);
  return `${parts.join("\n\n")}\n`;
}

/** An e-mail as the outbox keeps it: HTML rendered by React Email, and its plain-text alternative. */
export async function composeEmail({ to, subject, attachments, headers, ...message }: ComposedEmail): Promise<OutgoingEmail> {
  if (message.blocks.filter((block) => block.kind === "button").length > 1)
    throw new Error(`e-mail "${subject}": one main button at most`);
  const html = await render(<BusinessEmail message={message} />);
  return {
    to,
    subject,
    text: plainTextOf(message),
    html,
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
    ...(headers ? { headers } : {}),
  };
}
