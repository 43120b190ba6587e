import { MailCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { siteConfig } from "~/content/site-config";
import { ACCOUNT_MESSAGES, ForgotPasswordSchema, validateForm } from "~/accounts";
import { requestPasswordReset } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import {
  AccountCard,
  EmailField,
  inlineLinkClass,
  primaryButtonClass,
  secondaryButtonClass,
  useInstantValidation,
} from "~/accounts/ui";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: `Forgot Password | ${siteConfig.name}` }];
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const { data: input, errors } = validateForm(ForgotPasswordSchema, { email });
  if (!input) return data({ state: "form" as const, errors, formError: null, notRegistered: false, email }, { status: 400 });

  const result = await requestPasswordReset({ email: input.email, request });
  if (result.kind === "sent")
    return { state: "sent" as const, errors: {}, formError: null, notRegistered: false, email: input.email };
  if (result.kind === "not-registered") {
    return data({ state: "form" as const, errors: {}, formError: null, notRegistered: true, email }, { status: 404 });
  }
  return data(
    { state: "form" as const, errors: {}, formError: result.message, notRegistered: false, email },
    { status: result.status },
  );
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const busy = useFormBusy({ action: "/forgot-password", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(ForgotPasswordSchema, actionData?.errors);

  if (actionData?.state === "sent") {
    return (
      <AccountCard title="Check Your Email">
        <div className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900" role="status">
          <MailCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <p>
            We&apos;ve sent a password reset link to <strong>{actionData.email}</strong>. The link works once and expires in 1
            hour. If it doesn&apos;t arrive in a few minutes, check your spam folder.
          </p>
        </div>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to="/signin" className={primaryButtonClass}>
            Go to Sign In
          </Link>
          {/* Back to an empty form, with or without JavaScript. */}
          <Form method="get" action="/forgot-password">
            <button type="submit" className={secondaryButtonClass}>
              Try Different Email
            </button>
          </Form>
        </div>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Forgot Password"
      intro={<p>Enter the email address you signed up with and we&apos;ll send you a link to set a new password.</p>}
    >
      <div className="space-y-4">
        <ErrorBanner message={actionData?.formError} />
        {actionData?.notRegistered ? (
          <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-medium">{ACCOUNT_MESSAGES.notRegistered}</p>
            <Link
              to="/signup"
              className="mt-3 inline-flex items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              Sign Up Now
            </Link>
          </div>
        ) : null}
      </div>
      <Form method="post" className="mt-4 space-y-5" {...formProps}>
        <EmailField label="Email" name="email" required defaultValue={actionData?.email} error={errors.email} />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Remembered it?{" "}
        <Link to="/signin" className={inlineLinkClass}>
          Back to Sign In
        </Link>
      </p>
    </AccountCard>
  );
}
