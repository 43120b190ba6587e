import { data, Form, Link } from "react-router";
import { useFormBusy } from "~/ui/forms/use-form-busy";
import { INVITATION_TEXT, STAFF_TEXT } from "~/staff";
import { acceptAdminInvitation, ADMIN_CACHE_HEADERS, loadAdminInvitation } from "~/staff/index.server";
import { assertSameOrigin, db } from "~/platform/index.server";
import { formValues } from "~/platform";
import { PasswordField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton, SuccessBanner } from "~/ui/forms/form-controls";
import type { Route } from "./+types/accept-admin-invitation";
import { adminMeta } from "~/ui/admin/admin-meta";

// The page an admin invitation's link opens. Public (the token is the key), never indexed or cached.
export const meta = () => adminMeta(INVITATION_TEXT.title);

export function headers() {
  return ADMIN_CACHE_HEADERS;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { invitation: await loadAdminInvitation(await db(), params.token) };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const result = await acceptAdminInvitation({ token: params.token, form: formValues(await request.formData()), request });
  if (!result.ok) return data(result, { status: result.status });
  return { ok: true as const, message: result.role === "admin" ? INVITATION_TEXT.accepted : STAFF_TEXT.acceptedAs(result.role) };
}

export default function AcceptAdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useFormBusy();
  const { invitation } = loaderData;
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{INVITATION_TEXT.title}</h1>
        {actionData?.ok ? (
          <div className="mt-6 space-y-4">
            <SuccessBanner message={actionData.message} />
            <Link to="/admin/sign-in" className="font-semibold text-brand-700 underline hover:text-brand-800">
              Go to admin sign-in
            </Link>
          </div>
        ) : invitation.state !== "valid" ? (
          <p className="mt-6 text-gray-800" role="alert">
            {invitation.message}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            {busy ? null : <ErrorBanner message={actionData && !actionData.ok ? actionData.message : null} />}
            <p className="text-gray-700">
              Invitation for <strong className="break-all">{invitation.email}</strong>
              {invitation.role === "admin" ? "" : STAFF_TEXT.invitedAs(invitation.role)}.{" "}
              {invitation.hasAccount
                ? invitation.role === "admin"
                  ? "This address already has an account: enter its password to become an admin."
                  : STAFF_TEXT.existingAccountAs(invitation.role)
                : "Choose your name and a password (at least 8 characters)."}
            </p>
            {invitation.hasAccount ? (
              <PasswordField label="Password of your account" name="password" required autoComplete="current-password" />
            ) : (
              <>
                <TextField label="Name" name="name" required autoComplete="name" />
                <PasswordField label="Password" name="password" required autoComplete="new-password" />
                <PasswordField label="Confirm Password" name="confirmPassword" required autoComplete="new-password" />
              </>
            )}
            <SubmitButton busy={busy} busyLabel="Accepting...">
              Accept invitation
            </SubmitButton>
          </Form>
        )}
      </div>
    </div>
  );
}
