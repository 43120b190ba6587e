import type { ReactNode } from "react";

// What every form has besides its fields: the message banners, the submit button and the honeypot.

/** A red banner for errors, announced to screen readers. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
}

/** A green banner for confirmations. */
export function SuccessBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
      {message}
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  className = "",
  ...submitter
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
  /** The submitter's own name and value, when a form has several. */
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      {...submitter}
      disabled={busy || disabled}
      aria-busy={busy}
      className={`inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A field no person fills in; bots that do are turned away quietly (app/platform/forms/handle-public-form.server.ts). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
