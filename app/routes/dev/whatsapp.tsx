import { data, Form } from "react-router";
import { formatIndiaDateTimeWithZone } from "~/platform";
import { assertSameOrigin, db, requireDevTools } from "~/platform/index.server";
import { getWhatsAppFake, listFakeWhatsApp } from "~/messaging/index.server";
import { SelectField, TextField } from "~/ui/forms/field";
import type { Route } from "./+types/whatsapp";

// The local WhatsApp Cloud API's own view (development only): what it was sent, and buttons that make it do what
// WhatsApp does — report a status, fail the next message, or post a person's reply such as STOP.

function fakeOrNotFound() {
  const fake = getWhatsAppFake();
  if (!fake) throw data("Not Found", { status: 404 });
  return fake;
}

export async function loader({ request }: Route.LoaderArgs) {
  requireDevTools(request);
  fakeOrNotFound();
  return { messages: await listFakeWhatsApp(await db()) };
}

const FAILURES = [
  { value: "rate-limit", label: "429 rate limit (retried)" },
  { value: "server-error", label: "500 server error (retried)" },
  { value: "rejected", label: "400 invalid parameter (falls back to e-mail)" },
] as const;

export async function action({ request }: Route.ActionArgs) {
  requireDevTools(request);
  assertSameOrigin(request);
  const fake = fakeOrNotFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "reply") {
    const from = String(form.get("from") ?? "").trim();
    const text = String(form.get("text") ?? "");
    if (!/^\+?\d{8,15}$/.test(from)) return { notice: "The sender must be a number such as +919876543210." };
    await fake.reply(from, text);
    return { notice: `Reply "${text}" from ${from} sent to the site.` };
  }
  if (intent === "fail-next") {
    const failure = FAILURES.find((choice) => choice.value === form.get("failure"));
    if (!failure) return { notice: "Choose a failure." };
    fake.failNext(failure.value);
    return { notice: `The next message will fail: ${failure.label}.` };
  }
  const status = String(form.get("status") ?? "");
  if (intent === "status" && (status === "read" || status === "failed" || status === "delivered")) {
    await fake.reportStatus(String(form.get("id") ?? ""), status);
    return { notice: `Reported '${status}'.` };
  }
  return { notice: "Nothing to do." };
}

export const meta = () => [{ title: "Dev WhatsApp" }, { name: "robots", content: "noindex" }];

const buttonClass = "rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50";

export default function DevWhatsApp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-2xl font-bold">Development WhatsApp</h1>
      <p className="mt-1 text-sm text-gray-600">
        Template messages the local Cloud API fake was sent while the WHATSAPP_ settings are not set. Newest first. Also as JSON
        at{" "}
        <a className="text-brand-700 underline" href="/dev/whatsapp.json">
          /dev/whatsapp.json
        </a>
        .
      </p>
      {actionData?.notice ? (
        <p role="status" className="mt-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm">
          {actionData.notice}
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Form method="post" className="space-y-3 rounded-lg border p-4">
          <h2 className="font-semibold">Simulate a reply</h2>
          <input type="hidden" name="intent" value="reply" />
          <TextField label="From" name="from" placeholder="+919876543210" required compact />
          <TextField label="Text" name="text" defaultValue="STOP" required compact />
          <button type="submit" className={buttonClass}>
            Send reply
          </button>
        </Form>
        <Form method="post" className="space-y-3 rounded-lg border p-4">
          <h2 className="font-semibold">Simulate a failure</h2>
          <input type="hidden" name="intent" value="fail-next" />
          <SelectField label="The next message fails with" name="failure" options={FAILURES} compact />
          <button type="submit" className={buttonClass}>
            Fail the next message
          </button>
        </Form>
      </div>
      {loaderData.messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-gray-600">No WhatsApp messages yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-4" data-message-id={message.id}>
              <p className="text-sm text-gray-600">
                To <strong>{message.to}</strong> · {formatIndiaDateTimeWithZone(message.acceptedAt)} · template{" "}
                <code>{message.templateName}</code>
              </p>
              <p className="mt-2 whitespace-pre-wrap rounded-lg bg-green-50 p-3 text-sm">{message.text}</p>
              <p className="mt-2 text-sm">
                WhatsApp: <strong>{message.status}</strong> · recorded by the site:{" "}
                <strong data-testid="site-status">{message.siteStatus ?? "not yet"}</strong>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {(["delivered", "read", "failed"] as const).map((status) => (
                  <Form method="post" key={status}>
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={message.id} />
                    <button type="submit" name="status" value={status} className={buttonClass}>
                      Report {status}
                    </button>
                  </Form>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
