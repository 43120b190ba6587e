import { Suspense } from "react";
import { Await, data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { siteConfig } from "~/content/site-config";
import { ACCOUNT_MESSAGES, ResetPasswordSchema, validateForm } from "~/accounts";
import { checkResetToken, resetPassword, type ResetTokenCheck, signOut } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import { AccountCard, NewPasswordFields, primaryButtonClass, useInstantValidation } from "~/accounts/ui";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: `Reset Password | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

type LinkState = ResetTokenCheck | "missing";

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  // Streamed: the page shows 'Validating reset link...' until the server has looked the token up.
  const linkState: Promise<LinkState> = token ? checkResetToken(token) : Promise.resolve("missing");
  return { token, linkState };
}

// A failed submit must not check the link again and redraw the form: what was typed stays.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  if (!token) return data({ linkState: "missing" as LinkState, errors: {}, formError: null }, { status: 400 });
  const { data: input, errors } = validateForm(ResetPasswordSchema, {
    password: form.get("password"),
    confirmPassword: form.get("confirmPassword"),
  });
  if (!input) return data({ linkState: "valid" as LinkState, errors, formError: null }, { status: 400 });

  const result = await resetPassword({ token, newPassword: input.password });
  if (result.kind === "invalid-link")
    return data({ linkState: "invalid" as LinkState, errors: {}, formError: null }, { status: 400 });
  if (result.kind === "failed") {
    return data({ linkState: "valid" as LinkState, errors: {}, formError: result.message }, { status: result.status });
  }
  // spec 1 §4: after the update the person is signed out (here too, not only elsewhere) and signs in again.
  return redirect("/signin?reset=success", { headers: await signOut(request) });
}

function InvalidLink({ message }: { message: string }) {
  return (
    <AccountCard title="Reset Password">
      <ErrorBanner message={message} />
      <Link to="/forgot-password" className={`mt-6 ${primaryButtonClass}`}>
        Request New Reset Link
      </Link>
    </AccountCard>
  );
}

function NewPasswordForm({
  token,
  serverErrors,
  formError,
}: {
  token: string;
  serverErrors: Record<string, string> | undefined;
  formError: string | null | undefined;
}) {
  const busy = useFormBusy({ action: "/reset-password", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(ResetPasswordSchema, serverErrors);
  return (
    <AccountCard title="Set New Password" intro={<p>Choose a new password of at least 6 characters.</p>}>
      <ErrorBanner message={formError} />
      <Form method="post" className="mt-4 space-y-5" {...formProps}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label="New Password" name="password" confirmName="confirmPassword" errors={errors} />
        <SubmitButton busy={busy} busyLabel="Updating...">
          Update Password
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}

function Validating() {
  return (
    <AccountCard title="Reset Password" pending>
      <p role="status" className="flex items-center gap-3 text-gray-700">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        Validating reset link...
      </p>
    </AccountCard>
  );
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const render = (linkState: LinkState) => {
    if (linkState === "missing") return <InvalidLink message={ACCOUNT_MESSAGES.resetLinkMissing} />;
    if (linkState === "invalid") return <InvalidLink message={ACCOUNT_MESSAGES.resetLinkInvalid} />;
    if (linkState === "failed") return <InvalidLink message={ACCOUNT_MESSAGES.resetLinkCheckFailed} />;
    return <NewPasswordForm token={loaderData.token} serverErrors={actionData?.errors} formError={actionData?.formError} />;
  };

  // After a submit the action's answer decides: a link used up meanwhile shows the error view.
  if (actionData && actionData.linkState !== "valid") return render(actionData.linkState);
  return (
    <Suspense fallback={<Validating />}>
      <Await resolve={loaderData.linkState}>{render}</Await>
    </Suspense>
  );
}
