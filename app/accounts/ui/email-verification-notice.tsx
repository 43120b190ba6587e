import { MailWarning } from "lucide-react";
import { useFetcher } from "react-router";
import { VERIFICATION_MESSAGES } from "~/accounts/email-verification";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";

export type ResendAnswer = { sent: true; message: string } | { sent: false; message: string };

/** The 'Resend verification email' button: posts to /verify-email, and stays on the page it is shown on. */
export function ResendVerificationForm({ className = "" }: { className?: string }) {
  const fetcher = useFetcher<ResendAnswer>();
  const busy = fetcher.state !== "idle";
  return (
    <div className={className}>
      <fetcher.Form method="post" action="/verify-email">
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? "Sending..." : VERIFICATION_MESSAGES.resendButton}
        </button>
      </fetcher.Form>
      <div className="mt-3" aria-live="polite">
        {fetcher.data?.sent ? <SuccessBanner message={fetcher.data.message} /> : <ErrorBanner message={fetcher.data?.message} />}
      </div>
    </div>
  );
}

/** Shown on the dashboard until the account's e-mail address is verified. */
export function EmailVerificationNotice({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 shadow-sm"
      id="verify-email"
    >
      <div className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id="verify-email-heading" className="text-lg font-bold text-gray-900">
            {VERIFICATION_MESSAGES.notice}
          </h2>
          <p className="mt-1 break-words text-sm text-gray-800">
            We sent a link to <strong>{email}</strong>. Open it in this browser to confirm the address is yours.
          </p>
          <ResendVerificationForm className="mt-4" />
        </div>
      </div>
    </section>
  );
}
