import { data, Form, Link, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { VERIFICATION_MESSAGES } from "~/accounts";
import { signInPath } from "~/platform";
import { currentPath, getOptionalUser, requireUser, resendVerificationEmail, verifyEmailAddress } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import {
  AccountCard,
  inlineLinkClass,
  primaryButtonClass,
  type ResendAnswer,
  ResendVerificationForm,
  secondaryButtonClass,
} from "~/accounts/ui";
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
 * The verification e-mail's link, for its account's signed-in owner only (docs/decisions/0082-verification-links-anywhere.md).
 * A used, expired or broken link says why and how to get a new one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const visitor = await getOptionalUser(request);
  const signedIn = visitor !== null;
  const canResend = visitor !== null && !visitor.emailVerified;
  if (!token) return data({ outcome: "invalid" as const, signedIn, canResend }, { status: 400 });

  const result = await verifyEmailAddress({ token, visitor, request });
  if (result.kind === "verified") throw redirect(DASHBOARD_AFTER_VERIFYING, { headers: result.headers });
  if (result.kind === "sign-in-needed") throw redirect(signInPath(currentPath(request)));
  // Another account's link: this account's own resend would not help.
  if (result.kind === "other-account") return data({ outcome: result.kind, signedIn, canResend: false }, { status: 403 });
  return data({ outcome: result.kind, signedIn, canResend }, { status: 400 });
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
  "other-account": VERIFICATION_MESSAGES.otherAccount,
  "expired-or-used": VERIFICATION_MESSAGES.expiredOrUsed,
} as const;

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { outcome, signedIn, canResend } = loaderData;
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
        <ErrorBanner message={PROBLEM_MESSAGES[outcome]} />
      )}
      <div className="mt-6 space-y-3">
        {canResend && !actionData ? <ResendVerificationForm /> : null}
        {outcome === "other-account" ? (
          <Form method="post" action="/signout" reloadDocument>
            <button type="submit" className={secondaryButtonClass}>
              Sign Out
            </button>
          </Form>
        ) : null}
        {signedIn ? (
          <p className="text-sm text-gray-700">
            <Link to="/dashboard" className={inlineLinkClass}>
              Go to your dashboard
            </Link>
          </p>
        ) : (
          <>
            <p className="text-sm text-gray-700">{VERIFICATION_MESSAGES.signInForNewLink}</p>
            <Link to="/signin" className={primaryButtonClass}>
              Sign In
            </Link>
          </>
        )}
      </div>
    </AccountCard>
  );
}
