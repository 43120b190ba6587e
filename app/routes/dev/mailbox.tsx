import { formatIndiaDateTimeWithZone } from "~/platform";
import { db, requireDevTools } from "~/platform/index.server";
import { listMailbox } from "~/email/index.server";
import type { Route } from "./+types/mailbox";

export async function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  const messages = await listMailbox(await db());
  return {
    messages: messages.map((message) => ({
      id: message.id,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      headers: message.headers,
      status: message.status,
      attachments: message.attachmentNames,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export const meta = () => [{ title: "Dev mailbox" }, { name: "robots", content: "noindex" }];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      <p className="mt-1 text-sm text-gray-600">
        E-mails queued by the site while SMTP_URL is not set. Newest first. Also as JSON at{" "}
        <a className="text-brand-700 underline" href="/dev/mailbox.json">
          /dev/mailbox.json
        </a>
        .
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-gray-600">No e-mails yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-4">
              <p className="text-sm text-gray-600">
                To <strong>{message.to}</strong> · {formatIndiaDateTimeWithZone(message.createdAt)} · {message.status}
              </p>
              <h2 className="mt-1 font-semibold">{message.subject}</h2>
              {Object.keys(message.headers).length > 0 ? (
                <p className="mt-1 break-all font-mono text-xs text-gray-600">
                  {Object.entries(message.headers)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join(" · ")}
                </p>
              ) : null}
              {message.html ? (
                // As the mail client shows it: the HTML part in a sandbox (no scripts, links open outside).
                <iframe
                  title={`HTML part: ${message.subject}`}
                  srcDoc={message.html}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  className="mt-3 h-[28rem] w-full rounded border bg-white"
                />
              ) : null}
              <details className="mt-2" open={!message.html}>
                <summary className="cursor-pointer text-sm font-medium text-gray-700">Text part</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{message.text}</pre>
              </details>
              {message.attachments.length > 0 && (
                <p className="mt-2 text-sm text-gray-600">Attached: {message.attachments.join(", ")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
