import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { StatusMessage } from "./use-admin-form";

/** The green success or red error message of an admin form. */
export function AdminStatus({ status }: { status: StatusMessage }) {
  if (!status) return null;
  return status.kind === "success" ? <SuccessBanner message={status.text} /> : <ErrorBanner message={status.text} />;
}
