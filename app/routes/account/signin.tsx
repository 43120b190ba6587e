import { data, Form, Link, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { ACCOUNT_MESSAGES, SignInSchema, validateForm, VERIFICATION_MESSAGES } from "~/accounts";
import { safeRedirectPath, signUpPath } from "~/platform";
import { signIn } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import { AccountCard, EmailField, inlineLinkClass, useInstantValidation } from "~/accounts/ui";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { PasswordField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/signin";

export function meta() {
  return [
    { title: `Sign In | ${siteConfig.name}` },
    { name: "description", content: `Sign in to your ${siteConfig.name} student dashboard.` },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const email = params.get("email")?.trim() ?? "";
  const redirectTo = safeRedirectPath(params.get("redirectTo"), null);
  return {
    email,
    // spec 1 §2: `?email=` comes from a sign-up with an e-mail that already has an account.
    accountExists: email !== "",
    // `/reset-password` sends people here with `?reset=success` (spec 1 §4).
    passwordUpdated: params.get("reset") === "success",
    // `/account` sends people here with `?deleted=1` once their account is gone.
    accountDeleted: params.get("deleted") === "1",
    redirectTo,
    // A verification link opened signed out sends its visitor here, and waits for them (/verify-email).
    finishingVerification: redirectTo !== null && new URL(redirectTo, request.url).pathname === "/verify-email",
  };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const { data: credentials, errors } = validateForm(SignInSchema, { email, password: form.get("password") });
  // The password is never sent back; the e-mail is, so nothing else typed is lost.
  if (!credentials) return data({ errors, formError: null, values: { email } }, { status: 400 });

  const result = await signIn({ credentials, request });
  if (!result.ok) return data({ errors: {}, formError: result.message, values: { email } }, { status: result.status });
  // An admin with two-factor sign-in on: no session yet; the admin gate asks for the code (docs/decisions/0046-admin-two-factor.md).
  if (result.twoFactorPending) return redirect("/admin/sign-in", { headers: result.headers });
  return redirect(safeRedirectPath(form.get("redirectTo"), "/dashboard"), { headers: result.headers });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useFormBusy({ action: "/signin", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(SignInSchema, actionData?.errors);
  const { redirectTo } = loaderData;

  return (
    <AccountCard
      title="Sign In"
      intro={
        <p>
          Don&apos;t have an account?{" "}
          <Link to={signUpPath(redirectTo)} className={inlineLinkClass}>
            Sign up for free
          </Link>
        </p>
      }
    >
      <div className="space-y-4">
        {loaderData.passwordUpdated ? <SuccessBanner message={ACCOUNT_MESSAGES.passwordUpdated} /> : null}
        {loaderData.accountDeleted ? <SuccessBanner message={ACCOUNT_MESSAGES.accountDeleted} /> : null}
        {loaderData.finishingVerification ? (
          <div
            role="status"
            className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
          >
            {VERIFICATION_MESSAGES.signInToFinish}
          </div>
        ) : null}
        {loaderData.accountExists ? (
          <div
            role="status"
            className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800"
          >
            {ACCOUNT_MESSAGES.accountExists}
          </div>
        ) : null}
        <ErrorBanner message={actionData?.formError} />
      </div>

      <Form method="post" className="mt-4 space-y-5" {...formProps}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <EmailField
          label="Email"
          name="email"
          required
          defaultValue={actionData?.values.email ?? loaderData.email}
          error={errors.email}
        />
        <PasswordField label="Password" name="password" autoComplete="current-password" required error={errors.password} />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={inlineLinkClass}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}
