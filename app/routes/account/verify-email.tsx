import { data, Form, Link, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { resendVerificationEmail } from "~/server/accounts/resend-verification-email.server";
import { verifyEmailAddress } from "~/server/accounts/verify-email-address.server";
import { currentPath, getOptionalUser, requireUser } from "~/server/auth/session.server";
import { assertSameOrigin } from "~/server/security/origin.server";
import { AccountCard, inlineLinkClass, secondaryButtonClass } from "~/ui/account/account-card";
import { ResendVerificationForm, type ResendAnswer } from "~/ui/account/email-verification-notice";
import { ErrorBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/verify-email";

export function meta() {
  return [{ title: `Verify your email | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const DASHBOARD_AFTER_VERIFYING = "/dashboard?verified=1";

/**
 * The link of the verification e-mail (docs/decisions/0020-email-verification.md). The visitor signs in first; the
 * token is then used for that account only, and the dashboard opens with everything found by the address.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/signin?redirectTo=${encodeURIComponent(currentPath(request))}`);
  if (!token) return data({ problem: "invalid" as const, canResend: !user.emailVerified }, { status: 400 });

  const result = await verifyEmailAddress({ token, user, request });
  if (result.kind === "verified") throw redirect(DASHBOARD_AFTER_VERIFYING, { headers: result.headers });
  if (result.kind === "already-verified") throw redirect(DASHBOARD_AFTER_VERIFYING);
  return data({ problem: result.kind, canResend: !user.emailVerified && result.kind !== "other-account" }, { status: 400 });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") !== "resend") return data<ResendAnswer>({ sent: false, message: "Unknown request." }, { status: 400 });
  const result = await resendVerificationEmail({ user });
  if (result === "rate-limited")
    return data<ResendAnswer>({ sent: false, message: VERIFICATION_MESSAGES.resendLimited }, { status: 429 });
  if (result === "already-verified") return data<ResendAnswer>({ sent: true, message: VERIFICATION_MESSAGES.verified });
  return data<ResendAnswer>({ sent: true, message: VERIFICATION_MESSAGES.resent });
}

const PROBLEM_MESSAGES = {
  invalid: VERIFICATION_MESSAGES.invalid,
  expired: VERIFICATION_MESSAGES.expired,
  "other-account": VERIFICATION_MESSAGES.otherAccount,
} as const;

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { problem, canResend } = loaderData;
  return (
    <AccountCard title="Verify your email">
      {/* Without JavaScript the resend form lands here: its answer is shown in place of the link's problem. */}
      {actionData ? (
        <div
          role={actionData.sent ? "status" : "alert"}
          className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm font-medium text-gray-800"
        >
          {actionData.message}
        </div>
      ) : (
        <ErrorBanner message={PROBLEM_MESSAGES[problem]} />
      )}
      <div className="mt-6 space-y-3">
        {canResend && !actionData ? <ResendVerificationForm /> : null}
        {problem === "other-account" ? (
          <Form method="post" action="/signout" reloadDocument>
            <button type="submit" className={secondaryButtonClass}>
              Sign Out
            </button>
          </Form>
        ) : null}
        <p className="text-sm text-gray-700">
          <Link to="/dashboard" className={inlineLinkClass}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    </AccountCard>
  );
}
