import type { ReactNode } from "react";
import { AdminPanel } from "./admin-page";
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
