import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { OwnerFormResult } from "~/ai-spots/ai-spots";

export const OWNER_FORM_ID = "become-an-ai-spot";

/**
 * The owner form's state on the AI Spots page: open or hidden, its answer and the thanks. Several links open it;
 * without JavaScript they are plain links to `?apply=1`, and the form posts the whole page (`actionData`).
 */
export function useOwnerApplication(actionData: OwnerFormResult | undefined) {
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<OwnerFormResult>({ key: "ai-spot-application" });
  const result = fetcher.data ?? actionData;
  const [formOpen, setFormOpen] = useState(() => searchParams.get("apply") === "1" || result?.ok === false);
  const [formKey, setFormKey] = useState(0);
  const [successMessage, setSuccessMessage] = useState<string | null>(result?.ok ? result.message : null);

  const [answerShown, setAnswerShown] = useState(result);
  if (result !== answerShown) {
    setAnswerShown(result);
    if (result?.ok) {
      // spec 3 §4 "Owner form": on success it clears, resets the country to India, hides, and shows the message.
      setFormKey((key) => key + 1);
      setFormOpen(false);
      setSuccessMessage(result.message);
    }
  }

  function open() {
    setSuccessMessage(null);
    setFormOpen(true);
    requestAnimationFrame(() => {
      document.getElementById(OWNER_FORM_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
      document.getElementById("Name")?.focus({ preventScroll: true });
    });
  }

  const query = new URLSearchParams(searchParams);
  query.set("apply", "1");
  return {
    fetcher,
    failure: result?.ok === false ? result : null,
    formOpen,
    formKey,
    successMessage,
    open,
    close: () => setFormOpen(false),
    applyLink: `/ai-spots?${query}#${OWNER_FORM_ID}`,
  };
}

export type OwnerApplication = ReturnType<typeof useOwnerApplication>;
