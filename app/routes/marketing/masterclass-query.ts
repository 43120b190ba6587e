import { masterclass } from "~/content/masterclass";
import type { PaymentDialogRequest } from "~/payments/ui";

const MAX_COURSE_PARAM_LENGTH = 120;

/**
 * spec 2 §2.3 /masterclass parameters: `course`, `onlyRenewal=true`, `payment=true`. The dialog and the server still
 * decide which course names and prices are valid.
 */
export function masterclassDialogRequest(searchParams: URLSearchParams): { request: PaymentDialogRequest; openOnLoad: boolean } {
  const course = searchParams.get("course")?.trim().slice(0, MAX_COURSE_PARAM_LENGTH);
  return {
    request: {
      defaultCourse: course || masterclass.dialogCourse,
      variant: searchParams.get("onlyRenewal") === "true" ? "renewal-only" : "normal",
    },
    openOnLoad: searchParams.get("payment") === "true",
  };
}
