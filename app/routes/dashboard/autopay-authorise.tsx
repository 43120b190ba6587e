import { data, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { requireVerifiedUser } from "~/accounts/index.server";
import { authoriseInSandbox, confirmAutopayAuthorisation, loadAutopayAuthorisation } from "~/autopay/index.server";
import { assertSameOrigin, db } from "~/platform/index.server";
import { AccountCard } from "~/accounts/ui";
import { AutopayAuthorisation } from "~/autopay/ui";
import { ErrorBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/autopay-authorise";

// /dashboard/autopay/:subscriptionId: the student authorises the mandate (the sandbox's buttons, or Razorpay Checkout
// with `subscription_id`); only the enrolment's own student sees it.

export function meta() {
  return [{ title: `Authorise autopay | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function mandateFor(request: Request, subscriptionId: string) {
  const user = await requireVerifiedUser(request);
  const mandate = UUID.test(subscriptionId) ? await loadAutopayAuthorisation(await db(), { subscriptionId, user }) : null;
  return { user, mandate };
}

const NOT_FOUND = "This autopay authorisation was not found.";

// Someone else's mandate, or none: a 404 that says only that (the page's own, so it keeps one title).
export async function loader({ request, params }: Route.LoaderArgs) {
  const { mandate } = await mandateFor(request, params.subscriptionId);
  if (!mandate) return data({ mandate: null }, { status: 404 });
  if (mandate.status !== "created") throw redirect("/dashboard#course-progress");
  return { mandate };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user, mandate } = await mandateFor(request, params.subscriptionId);
  if (!mandate) return data({ error: NOT_FOUND }, { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "authorise" || intent === "authorise-declining") {
    const outcome = await authoriseInSandbox(await db(), {
      subscriptionId: mandate.subscriptionId,
      user,
      declineDebits: intent === "authorise-declining",
    });
    if (outcome === "not-found") return data({ error: NOT_FOUND }, { status: 404 });
    return redirect("/dashboard?autopay=on#course-progress");
  }
  if (intent === "confirm") {
    const outcome = await confirmAutopayAuthorisation(await db(), {
      providerSubscriptionId: mandate.providerSubscriptionId,
      paymentId: String(form.get("razorpay_payment_id") ?? ""),
      signature: String(form.get("razorpay_signature") ?? ""),
    });
    if (outcome === "authenticated") return redirect("/dashboard?autopay=on#course-progress");
    return data({ error: "The authorisation could not be verified. Please try again." }, { status: 400 });
  }
  return data({ error: "That request was not understood." }, { status: 400 });
}

export default function AutopayAuthorise({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountCard title="Authorise autopay" intro="Your remaining instalments, debited on their due dates.">
      {loaderData.mandate ? (
        <AutopayAuthorisation mandate={loaderData.mandate} error={actionData?.error ?? null} />
      ) : (
        <ErrorBanner message={NOT_FOUND} />
      )}
    </AccountCard>
  );
}
