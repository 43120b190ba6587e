// The dialog's instalment mode: what it offers and shows. The server prices the
// order from the enrolment; these figures are for display only.
import { COUNTRIES, MAX_RENEWAL_MONTHS, type Country } from "~/payments/pricing";
import type { InstalmentRequest } from "./payment-dialog-context";

/** The enrolment's country as the dialog's list names it; one the list does not hold falls back to its currency's. */
export function instalmentCountry(instalment: Pick<InstalmentRequest, "country" | "currency">): Country {
  const known = COUNTRIES.find((country) => country === instalment.country);
  if (known) return known;
  return instalment.currency === "INR" ? "India" : "US";
}

/**
 * How many months the payer may choose: 1 up to what remains. Also capped at the months one order may carry
 * (CheckoutRequestSchema's `renewalMonths`), so the dialog never offers a choice the server refuses.
 */
export function instalmentMonthsOffered(instalment: Pick<InstalmentRequest, "monthsRemaining">): number {
  return Math.max(1, Math.min(instalment.monthsRemaining, MAX_RENEWAL_MONTHS));
}

/** The price shown for `months` instalments: each at the enrolment's monthly price, the total capped at what remains. */
export function instalmentTotal(
  instalment: Pick<InstalmentRequest, "pricePerMonthMinor" | "remainingMinor">,
  months: number,
): number {
  return Math.min(months * instalment.pricePerMonthMinor, instalment.remainingMinor);
}
