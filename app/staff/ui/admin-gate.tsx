import { ShieldCheck } from "lucide-react";
import { Link, useFetcher, useLocation } from "react-router";
import { ADMIN_GATE_TEXT } from "~/staff/admin-gate";
import { TWO_FACTOR_GATE_TEXT } from "~/staff/admin-two-factor";
import { OneTimeCodeField, PasswordField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";

/**
 * What /admin/sign-in answers when it does not sign the admin in (yet): a refusal, or the second step of a two-factor
 * sign-in (`step: "code"`); `redirectTo` is the screen the gate was shown on.
 */
export interface AdminGateAnswer {
  message: string | null;
  redirectTo: string;
  step?: "password" | "code";
}

/** A pending two-factor sign-in found on /admin/sign-in (its cookie), and whether a backup code was asked for. */
export interface PendingTwoFactor {
  redirectTo: string;
  backup: boolean;
}

/**
 * spec 3 §2.2: shown in place of an admin screen to anyone who is not a signed-in admin; the role is checked on the
 * server. Without JavaScript the answer comes via /admin/sign-in as `failed`.
 */
export function AdminGate({ failed, pending }: { failed?: AdminGateAnswer; pending?: PendingTwoFactor }) {
  const fetcher = useFetcher<AdminGateAnswer>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data ?? failed;
  const returnTo =
    answer?.redirectTo ??
    pending?.redirectTo ??
    (location.pathname === "/admin/sign-in" ? "/admin/sessions" : `${location.pathname}${location.search}`);
  const message = busy ? null : answer?.message;
  const step = answer?.step ?? (pending ? "code" : "password");

  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <ShieldCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <h1 className="mt-3 text-2xl font-bold text-gray-900">{ADMIN_GATE_TEXT.title}</h1>
        {step === "code" ? (
          <CodeStep fetcher={fetcher} returnTo={returnTo} message={message} busy={busy} backup={Boolean(pending?.backup)} />
        ) : (
          <fetcher.Form method="post" action="/admin/sign-in" className="mt-6 space-y-5">
            <input type="hidden" name="redirectTo" value={returnTo} />
            <ErrorBanner message={message} />
            <TextField label={ADMIN_GATE_TEXT.username} name="username" type="email" autoComplete="username" required />
            <PasswordField label={ADMIN_GATE_TEXT.password} name="password" autoComplete="current-password" required />
            <SubmitButton busy={busy} busyLabel={ADMIN_GATE_TEXT.busy}>
              {ADMIN_GATE_TEXT.submit}
            </SubmitButton>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}

/** The second step: the app's 6-digit code, or (by the link, which works without JavaScript) a backup code. */
function CodeStep({
  fetcher,
  returnTo,
  message,
  busy,
  backup,
}: {
  fetcher: ReturnType<typeof useFetcher<AdminGateAnswer>>;
  returnTo: string;
  message: string | null | undefined;
  busy: boolean;
  backup: boolean;
}) {
  const otherWay = `/admin/sign-in?${new URLSearchParams({ code: backup ? "app" : "backup", redirectTo: returnTo })}`;
  return (
    <>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{TWO_FACTOR_GATE_TEXT.title}</h2>
      <p className="mt-1 text-gray-700">{backup ? TWO_FACTOR_GATE_TEXT.backupIntro : TWO_FACTOR_GATE_TEXT.intro}</p>
      <fetcher.Form method="post" action="/admin/sign-in" className="mt-5 space-y-5">
        <input type="hidden" name="redirectTo" value={returnTo} />
        <input type="hidden" name="step" value="code" />
        <ErrorBanner message={message} />
        {backup ? (
          <TextField
            key="backup"
            label={TWO_FACTOR_GATE_TEXT.backupCodeLabel}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            hint="Like ab12C-3dE45"
          />
        ) : (
          <OneTimeCodeField key="app" label={TWO_FACTOR_GATE_TEXT.codeLabel} name="code" required />
        )}
        <SubmitButton busy={busy} busyLabel={TWO_FACTOR_GATE_TEXT.busy}>
          {TWO_FACTOR_GATE_TEXT.submit}
        </SubmitButton>
      </fetcher.Form>
      <div className="mt-5 flex flex-col gap-3 text-sm">
        <Link to={otherWay} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {backup ? TWO_FACTOR_GATE_TEXT.useAppCode : TWO_FACTOR_GATE_TEXT.useBackupCode}
        </Link>
        <fetcher.Form method="post" action="/admin/sign-in">
          <input type="hidden" name="redirectTo" value={returnTo} />
          <input type="hidden" name="step" value="start-over" />
          <button type="submit" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {TWO_FACTOR_GATE_TEXT.startOver}
          </button>
        </fetcher.Form>
      </div>
    </>
  );
}
