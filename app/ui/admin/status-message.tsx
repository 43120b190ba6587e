import { useNavigation } from "react-router";
import { ErrorBanner, SuccessBanner } from "~/ui/forms/form-controls";
import type { AdminActionResult, StatusMessage } from "./use-admin-form";

/** The green success or red error message of an admin form. */
export function AdminStatus({ status }: { status: StatusMessage }) {
  if (!status) return null;
  return status.kind === "success" ? <SuccessBanner message={status.text} /> : <ErrorBanner message={status.text} />;
}

/** An action's answer (or none yet) as the message to show. */
export const statusOfAnswer = (answer: Pick<AdminActionResult, "ok" | "message"> | null | undefined): StatusMessage =>
  answer ? { kind: answer.ok ? "success" : "error", text: answer.message } : null;

/** A plain form's answer as the message to show, once the page has settled (none while it posts or reloads). */
export function useAnswerStatus(answer: AdminActionResult | undefined): StatusMessage {
  const navigation = useNavigation();
  return navigation.state === "idle" ? statusOfAnswer(answer) : null;
}
