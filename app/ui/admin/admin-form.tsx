import type { ReactNode } from "react";
import { SubmitButton } from "~/ui/forms/form-controls";
import { AdminPanel, secondaryButtonClass } from "./admin-page";
import { AdminStatus } from "./status-message";
import type { useAdminForm } from "./use-admin-form";

/** An admin form in its panel: posted through the form's fetcher, its green or red message above the fields. */
export function AdminFormPanel({
  form,
  title,
  id,
  className,
  children,
}: {
  form: Pick<ReturnType<typeof useAdminForm<object>>, "fetcher" | "onSubmit" | "status">;
  title: ReactNode;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AdminPanel title={title} id={id} className={className}>
      <form.fetcher.Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-4">
        <AdminStatus status={form.status} />
        {children}
      </form.fetcher.Form>
    </AdminPanel>
  );
}

/** The button beside a form's submit that empties the form (or leaves editing). */
export function ResetButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${secondaryButtonClass} shrink-0 whitespace-nowrap px-6 py-3`} onClick={onClick}>
      {children}
    </button>
  );
}

/** A form's submit button (its label the children), then its reset button when there is one. */
export function AdminFormButtons({
  busy,
  disabled,
  reset,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  reset: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SubmitButton busy={busy} busyLabel="Saving..." disabled={disabled}>
        {children}
      </SubmitButton>
      {reset}
    </div>
  );
}
