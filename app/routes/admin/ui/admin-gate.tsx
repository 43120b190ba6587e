import { ShieldCheck } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { ADMIN_GATE_TEXT } from "~/domain/admin/admin-gate";
import { PasswordField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";

/** What /admin/sign-in answers when the sign-in fails; `redirectTo` is the screen the gate was shown on. */
export interface AdminGateAnswer {
  message: string;
  redirectTo: string;
}

/**
 * spec 3 §2.2: shown in place of an admin screen to anyone who is not a signed-in admin. It signs the
 * admin in with a server session (the role is checked on the server), then shows the screen.
 * With JavaScript the answer comes back to this form; without, the browser lands on /admin/sign-in,
 * whose page passes the same answer in as `failed`.
 */
export function AdminGate({ failed }: { failed?: AdminGateAnswer }) {
  const fetcher = useFetcher<AdminGateAnswer>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const returnTo =
    failed?.redirectTo ?? (location.pathname === "/admin/sign-in" ? "/admin/sessions" : `${location.pathname}${location.search}`);
  const message = busy ? null : (fetcher.data?.message ?? failed?.message);

  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <ShieldCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{ADMIN_GATE_TEXT.title}</h1>
        <fetcher.Form method="post" action="/admin/sign-in" className="mt-6 space-y-5">
          <input type="hidden" name="redirectTo" value={returnTo} />
          <ErrorBanner message={message} />
          <TextField label={ADMIN_GATE_TEXT.username} name="username" type="email" autoComplete="username" required />
          <PasswordField label={ADMIN_GATE_TEXT.password} name="password" autoComplete="current-password" required />
          <SubmitButton busy={busy} busyLabel={ADMIN_GATE_TEXT.busy}>
            {ADMIN_GATE_TEXT.submit}
          </SubmitButton>
        </fetcher.Form>
      </div>
    </div>
  );
}
