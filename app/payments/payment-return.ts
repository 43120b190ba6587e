// Where the payment dialog sends the payer after checkout, and how they come back (spec 1 §4, spec 2 §2.12,
// docs/decisions/0024-payment-success-summary.md): /payment-success names the payment it is about; /payment-cancelled remembers the
// course and the page, so 'Try Payment Again' reopens the dialog there.
import { findCatalogueItem } from "./pricing";
import { safeRedirectPath } from "~/platform";

export const PAYMENT_DIALOG_VARIANTS = ["normal", "renewal-only", "renewal-plus-course", "zodiac-only"] as const;
export type PaymentDialogVariant = (typeof PAYMENT_DIALOG_VARIANTS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** spec 2 §2.12: with nothing to go back to, 'Try Payment Again' leads to the catalogue. */
export const DEFAULT_RETRY_PATH = "/courses";
const OUTCOME_PAGES = new Set(["/payment-success", "/payment-cancelled"]);

export function paymentSuccessPath(paymentId: string): string {
  return `/payment-success?payment=${encodeURIComponent(paymentId)}`;
}

/** The payment id /payment-success was given, or null when there is none that could be one. */
export function paymentIdFrom(searchParams: URLSearchParams): string | null {
  const id = searchParams.get("payment")?.trim() ?? "";
  return UUID.test(id) ? id.toLowerCase() : null;
}

export interface PaymentRetry {
  /** The catalogue name of the course being paid for. */
  course: string;
  variant: PaymentDialogVariant;
  /** The page the dialog was opened on. */
  from: string;
}

const isVariant = (value: string | null): value is PaymentDialogVariant =>
  value !== null && (PAYMENT_DIALOG_VARIANTS as readonly string[]).includes(value);

export function paymentCancelledPath({ course, variant, from }: PaymentRetry): string {
  const query = new URLSearchParams({ course, from });
  if (variant !== "normal") query.set("variant", variant);
  return `/payment-cancelled?${query}`;
}

/**
 * 'Try Payment Again' on /payment-cancelled: the page the payer came from (same site only; never an
 * outcome page), carrying the course so that page reopens the dialog with it. /courses without them.
 */
export function retryPaymentLink(searchParams: URLSearchParams): string {
  const item = findCatalogueItem(searchParams.get("course"));
  if (!item) return DEFAULT_RETRY_PATH;
  const from = safeRedirectPath(searchParams.get("from"), null);
  const url = new URL(from ?? DEFAULT_RETRY_PATH, "http://same-site.invalid");
  const path = OUTCOME_PAGES.has(url.pathname) ? DEFAULT_RETRY_PATH : url.pathname;
  const query = new URLSearchParams({ retryCourse: item.name });
  const variant = searchParams.get("variant");
  if (isVariant(variant) && variant !== "normal") query.set("retryVariant", variant);
  return `${path}?${query}`;
}

/** The dialog a page opens on arrival from 'Try Payment Again', or null; `rest` is the query without those parameters. */
export function retryRequestFrom(
  searchParams: URLSearchParams,
): { defaultCourse: string; variant: PaymentDialogVariant; rest: URLSearchParams } | null {
  const item = findCatalogueItem(searchParams.get("retryCourse"));
  if (!item) return null;
  const variant = searchParams.get("retryVariant");
  const rest = new URLSearchParams(searchParams);
  rest.delete("retryCourse");
  rest.delete("retryVariant");
  return { defaultCourse: item.name, variant: isVariant(variant) ? variant : "normal", rest };
}
