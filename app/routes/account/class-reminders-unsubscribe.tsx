import { data, Form, Link, useNavigation } from "react-router";
import { siteConfig } from "~/content/site-config";
import { CLASS_REMINDER_TEXT } from "~/classes";
import { isValidOptOutSignature, setClassRemindersOff } from "~/classes/index.server";
import { db } from "~/platform/index.server";
import { AccountCard, inlineLinkClass } from "~/accounts/ui";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/class-reminders-unsubscribe";

// The 'turn off reminders' link of every class reminder, and its List-Unsubscribe header. It works without
// signing in: the link is signed for its address (class-reminder-opt-out.server.ts). A mail client's one-click
// unsubscribe (RFC 8058) posts 'List-Unsubscribe=One-Click' to the same address, with no Origin header.

export function meta() {
  return [{ title: `Class reminders | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function signedAddress(request: Request): string | null {
  const params = new URL(request.url).searchParams;
  const email = params.get("email") ?? "";
  return isValidOptOutSignature(email, params.get("signature")) ? email.toLowerCase() : null;
}

export function loader({ request }: Route.LoaderArgs) {
  const email = signedAddress(request);
  return data({ email }, { status: email ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const email = signedAddress(request);
  if (!email) return data({ turnedOff: false }, { status: 400 });
  await setClassRemindersOff(await db(), email, true, { source: "email-reminder-link" });
  return { turnedOff: true };
}

export default function ClassRemindersUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <AccountCard title="Class reminders">
      {!email ? (
        <ErrorBanner message={CLASS_REMINDER_TEXT.invalidLink} />
      ) : actionData?.turnedOff ? (
        <SuccessBanner message={CLASS_REMINDER_TEXT.turnedOff(email)} />
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-gray-700">{CLASS_REMINDER_TEXT.confirm(email)}</p>
          <SubmitButton busy={busy} busyLabel="Turning off…">
            Turn off class reminders
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm text-gray-700">
        <Link to="/account" className={inlineLinkClass}>
          Your account
        </Link>
      </p>
    </AccountCard>
  );
}
