import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { siteConfig } from "~/content/site-config";
import { requireVerifiedUser } from "~/accounts/index.server";
import { enrolmentOfPayment, startAutopay, turnOffAutopay } from "~/autopay/index.server";
import { ProviderError } from "~/payments/index.server";
import { appClock, assertSameOrigin, db, logger } from "~/platform/index.server";
import { AccountCard, inlineLinkClass } from "~/accounts/ui";
import { ErrorBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/autopay";

// POST /dashboard/autopay: 'Pay monthly automatically' (from an enrolment card, or after the first payment with the
// payment dialog's choice) leads to the mandate's authorisation; 'Turn off autopay' cancels with the provider.
const AutopayRequest = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("turn-on"), enrolmentId: z.uuid().optional(), paymentId: z.uuid().optional() }),
  z.object({ intent: z.literal("turn-off"), enrolmentId: z.uuid() }),
]);

const NOT_NOW = "Autopay could not be set up just now. Please try again in a few minutes, or pay your instalment yourself.";

export function meta() {
  return [{ title: `Autopay | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// A GET (or a refused post, whose message this page shows) points back to the cards, where autopay is managed.
export async function loader({ request }: Route.LoaderArgs) {
  await requireVerifiedUser(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireVerifiedUser(request);
  const parsed = AutopayRequest.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That request was not understood." }, { status: 400 });
  const database = await db();
  try {
    if (parsed.data.intent === "turn-off") {
      const outcome = await turnOffAutopay(database, {
        enrolmentId: parsed.data.enrolmentId,
        by: { kind: "student", user },
        now: appClock(),
      });
      if (outcome === "not-found") return data({ error: "That enrolment was not found." }, { status: 404 });
      return redirect("/dashboard?autopay=off#course-progress");
    }
    const enrolmentId =
      parsed.data.enrolmentId ?? (parsed.data.paymentId ? await enrolmentOfPayment(database, parsed.data.paymentId) : null);
    if (!enrolmentId) return data({ error: "That enrolment was not found." }, { status: 404 });
    const started = await startAutopay(database, { enrolmentId, user, now: appClock() });
    if (started.kind === "authorise") return redirect(`/dashboard/autopay/${started.subscriptionId}`);
    if (started.kind === "already-on") return redirect("/dashboard#course-progress");
    return data({ error: started.message }, { status: 400 });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logger.warn({ err: error }, "autopay: the provider refused or could not be reached");
    return data({ error: NOT_NOW }, { status: 502 });
  }
}

export default function Autopay({ actionData }: Route.ComponentProps) {
  return (
    <AccountCard title="Autopay">
      <ErrorBanner message={actionData?.error ?? null} />
      <p className="mt-4 text-sm text-gray-800">
        Autopay is turned on and off on each course card of your dashboard.{" "}
        <Link to="/dashboard#course-progress" className={inlineLinkClass}>
          Back to your dashboard
        </Link>
      </p>
    </AccountCard>
  );
}
