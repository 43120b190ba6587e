import { data, Form, Link, redirect } from "react-router";
import { siteConfig } from "~/content/site-config";
import { SignUpSchema, validateForm } from "~/accounts";
import { OPT_IN_FIELD, readOptIns, WHATSAPP_OPT_INS } from "~/consent";
import { WhatsAppOptIns } from "~/consent/ui";
import { safeRedirectPath, signInPath } from "~/platform";
import { signUp } from "~/accounts/index.server";
import { assertSameOrigin } from "~/platform/index.server";
import {
  AccountCard,
  EmailField,
  FullNameField,
  inlineLinkClass,
  NewPasswordFields,
  ProfileDetailFields,
  useInstantValidation,
} from "~/accounts/ui";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";
import { ReferralOffer } from "~/ui/marketing/referral-offer";
import type { Route } from "./+types/signup";

export function meta() {
  return [
    { title: `Free Sign Up | ${siteConfig.name}` },
    { name: "description", content: `Create your free ${siteConfig.name} account to follow your live classes and payments.` },
  ];
}

// The fields echoed back after a failed submit; passwords never are.
const PROFILE_FIELDS = ["name", "email", "mobile_no", "age", "occupation"] as const;
type ProfileValues = Record<(typeof PROFILE_FIELDS)[number], string>;

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), null) };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as ProfileValues;
  const redirectTo = safeRedirectPath(form.get("redirectTo"), null);
  const { data: account, errors } = validateForm(SignUpSchema, {
    ...values,
    password: form.get("password"),
    confirmPassword: form.get("confirmPassword"),
  });
  if (!account) return data({ errors, formError: null, values }, { status: 400 });

  const optIns = readOptIns(form.getAll(OPT_IN_FIELD), WHATSAPP_OPT_INS);
  const result = await signUp({ account, optIns, request });
  if (result.kind === "already-registered") {
    // spec 1 §4: an existing account sends the visitor to sign in, e-mail filled in.
    const query = new URLSearchParams({ email: account.email });
    if (redirectTo) query.set("redirectTo", redirectTo);
    return redirect(`/signin?${query}`);
  }
  if (result.kind === "failed") return data({ errors: {}, formError: result.message, values }, { status: result.status });
  return redirect(redirectTo ?? "/dashboard", { headers: result.headers });
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useFormBusy({ action: "/signup", untilLoaded: true });
  const { errors, formProps } = useInstantValidation(SignUpSchema, actionData?.errors);
  const values = actionData?.values;
  const { redirectTo } = loaderData;

  return (
    <AccountCard
      title="Create Your Free Account"
      intro={
        <>
          <p>
            Already have an account?{" "}
            <Link to={signInPath(redirectTo)} className={inlineLinkClass}>
              Sign in
            </Link>
          </p>
          <ReferralOffer className="mt-4 w-full" />
        </>
      }
    >
      <ErrorBanner message={actionData?.formError} />
      <Form method="post" className="mt-4 grid gap-5 sm:grid-cols-2" {...formProps}>
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FullNameField defaultValue={values?.name} error={errors.name} />
        <EmailField
          className="sm:col-span-2"
          label="Email"
          name="email"
          required
          defaultValue={values?.email}
          error={errors.email}
        />
        <ProfileDetailFields defaults={values ?? {}} errors={errors} />
        <NewPasswordFields label="Password" name="password" confirmName="confirmPassword" errors={errors} />
        <WhatsAppOptIns className="sm:col-span-2" purposes={WHATSAPP_OPT_INS} idPrefix="signup-consent" />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Creating account...">
            Create Account
          </SubmitButton>
        </div>
      </Form>
    </AccountCard>
  );
}
