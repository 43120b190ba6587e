// The payment dialog the course and landing pages open ("Pay Now to Book Your Seat"), as the marketing specs read it.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

export const paymentDialog = (page: Page) => page.getByRole("dialog", { name: "Pay Now to Book Your Seat" });

/**
 * The dialog preselects `course`: as the chosen option of a select, or as plain text. With `orAsValue`, a select's
 * value or a typed field's value counts too (the course pages' dialog may name the course either way).
 */
export async function expectDialogCourse(dialog: Locator, course: string, { orAsValue = false } = {}) {
  await expect(dialog).toBeVisible();
  // A tap before React is there opens the dialog's frame at once (docs/decisions/0097-first-tap-answers-at-once.md);
  // the course shows once React's dialog has taken its place, which a busy machine can make slow.
  await expect(dialog).not.toHaveAttribute("aria-busy", "true", { timeout: 60_000 });
  await expect
    .poll(() =>
      dialog.evaluate(
        (node, { expected, values }) => {
          const selects = [...node.querySelectorAll("select")];
          const chosen = selects.map((select) => select.selectedOptions[0]?.textContent?.trim());
          const valued = values
            ? [...selects.map((select) => select.value), ...[...node.querySelectorAll("input")].map((input) => input.value)]
            : [];
          const withoutSelects = node.cloneNode(true) as HTMLElement;
          withoutSelects.querySelectorAll("select").forEach((select) => select.remove());
          return chosen.includes(expected) || valued.includes(expected) || (withoutSelects.textContent ?? "").includes(expected);
        },
        { expected: course, values: orAsValue },
      ),
    )
    .toBe(true);
}
