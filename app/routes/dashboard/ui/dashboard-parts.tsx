import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PaymentStatus } from "~/domain/payment-state";

/** One titled card of the dashboard; the heading names the region for screen readers. */
export function DashboardSection({
  id,
  title,
  icon,
  action,
  children,
  className = "",
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`min-w-0 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-gray-900 sm:text-xl">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function ProgressBar({ label, percent, valueText }: { label: string; percent: number; valueText: string }) {
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-gray-800">{label}</span>
        <span className="text-gray-700">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="mt-2 h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const STATUS_STYLES: Record<PaymentStatus, { label: string; className: string }> = {
  success: { label: "Success", className: "bg-green-100 text-green-800 ring-green-200" },
  pending: { label: "Pending", className: "bg-amber-100 text-amber-900 ring-amber-200" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800 ring-red-200" },
  cancelled: { label: "Cancelled", className: "bg-gray-100 text-gray-800 ring-gray-200" },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.className}`}
    >
      {style.label}
    </span>
  );
}

/** Copies `text`; says so for two seconds (also to screen readers). */
export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className={`inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 ${className}`}
      >
        {state === "copied" ? (
          <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="h-4 w-4" />
        )}
        {label}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {state === "copied" ? "Copied!" : state === "failed" ? "Copy failed: select the text and copy it yourself" : ""}
      </span>
    </span>
  );
}

export const linkButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
export const secondaryLinkButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50";
export const textLinkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** A quiet note for an empty state (not enrolled, nothing yet): information, not an error. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-5 text-sm text-gray-700">{children}</div>
  );
}
