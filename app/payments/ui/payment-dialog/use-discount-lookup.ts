import { useEffect, useState } from "react";
import { discountQueryFor, type DiscountCheck, type DiscountLookup } from "~/payments/coupon-feedback";
import { checkDiscountText } from "./checkout-client";

const LOOKUP_DEBOUNCE_MS = 400;

/** The lookup for one text and payer: the answer counts only for what it was asked about. */
interface LookupState {
  key: string;
  lookup: DiscountLookup;
}

/**
 * Coupon codes and referral e-mails are checked on the server, once typing pauses (spec 1 §5): no
 * code is in this page's JavaScript. Changing the text drops the previous discount until it is checked.
 */
export function useDiscountLookup(couponText: string, payerEmail: string): DiscountLookup {
  const [lookupState, setLookupState] = useState<LookupState>({ key: "", lookup: { state: "idle" } });
  // The server's answers by text and payer, kept for the dialog's life: retyping a code costs no request.
  const [answers] = useState(() => new Map<string, DiscountCheck | null>());

  const discountQuery = discountQueryFor(couponText);
  const lookupKey = discountQuery ? `${discountQuery}|${payerEmail.trim().toLowerCase()}` : "";
  useEffect(() => {
    if (!discountQuery || answers.has(lookupKey)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDiscountText(discountQuery, payerEmail, controller.signal)
        .then((check) => {
          answers.set(lookupKey, check);
          setLookupState({ key: lookupKey, lookup: check ? { state: "answered", check } : { state: "idle" } });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("discount check failed", error);
          setLookupState({ key: lookupKey, lookup: { state: "unavailable" } });
        });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lookupKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const known = answers.get(lookupKey);
  if (!discountQuery) return { state: "idle" };
  if (known) return { state: "answered", check: known };
  return lookupState.key === lookupKey ? lookupState.lookup : { state: "checking" };
}
