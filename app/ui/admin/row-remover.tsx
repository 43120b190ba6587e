import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { dangerButtonClass } from "./admin-page";
import { statusOfAnswer } from "./status-message";
import type { AdminActionResult, StatusMessage } from "./use-admin-form";

/** The fetcher that deletes table rows, and the green or red message of its last answer. */
export function useRowRemover() {
  const remover = useFetcher<AdminActionResult>();
  const status: StatusMessage = remover.state === "idle" ? statusOfAnswer(remover.data) : null;
  return { remover, status };
}

/** A row's Delete button: asks `confirmText` first, then posts `intent=delete` with the row's id. */
export function DeleteRowButton({
  remover,
  id,
  confirmText,
  children,
}: {
  remover: ReturnType<typeof useRowRemover>["remover"];
  id: string;
  confirmText: string;
  children: ReactNode;
}) {
  return (
    <remover.Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirmText)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={dangerButtonClass} disabled={remover.state !== "idle"}>
        {children}
      </button>
    </remover.Form>
  );
}
