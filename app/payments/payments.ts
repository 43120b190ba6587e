import { filterQuery, filterText, spreadsheetSafe } from "~/staff";
import { type Currency, CURRENCY_SYMBOL, type IndiaDayRange, indiaDayRange, isCalendarDate, minorToDecimal } from "~/platform";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus, type ProviderFinding } from "./payment-state";
import { CATALOGUE } from "./pricing";
import { paymentRefundState } from "~/refunds";

// /admin/payments — every payment: the list's filters (kept in the address), its rows, its CSV export,
// and what 'Check with provider' tells the admin. docs/decisions/0036-admin-payments.md holds the choices that were not obvious.

export const PAYMENTS_PAGE_SIZE = 25;

export const PAYMENTS_TEXT = {
  title: "Payments",
  intro: "Every payment, newest first. Dates and times are India time (IST).",
  noPayments: "No payments yet",
  noMatches: "No payments match these filters",
  searchLabel: "Search payments",
  searchPlaceholder: "E-mail, name, payment ID or order ID",
  detailTitle: "Payment",
  notFound: "Payment not found",
  checkButton: "Check with provider",
  checkBusy: "Checking...",
  unknownIntent: "Unknown action",
  providerUnreachable: "The payment provider could not be reached. Please try again in a moment.",
  checkFailed: "The check could not be completed. Please try again in a moment.",
} as const;

export const PAYMENT_CURRENCIES = Object.keys(CURRENCY_SYMBOL) as Currency[];
export const PAYMENT_COURSES: readonly string[] = CATALOGUE.map((item) => item.name);

export interface PaymentFilters {
  status: PaymentStatus | "";
  /** A catalogue course name, or '' for all. */
  course: string;
  currency: Currency | "";
  /** India dates 'YYYY-MM-DD', or '' for an open end; `to` is inclusive. */
  from: string;
  to: string;
  /** Matches e-mail, name, the provider's payment id or order id (contains, any case), or our payment id. */
  search: string;
}

const FILTER_PARAMS: Record<keyof PaymentFilters, string> = {
  status: "status",
  course: "course",
  currency: "currency",
  from: "from",
  to: "to",
  search: "q",
};

export const paymentFilterParamName = (key: keyof PaymentFilters) => FILTER_PARAMS[key];

const oneOf = <Value extends string>(choices: readonly Value[], value: string): Value | "" =>
  (choices as readonly string[]).includes(value) ? (value as Value) : "";

/** The filters from the address: a value that is not one of the choices, or not a real day, counts as no filter. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const text = (key: keyof PaymentFilters) => filterText(params, FILTER_PARAMS[key]);
  const day = (key: keyof PaymentFilters) => (isCalendarDate(text(key)) ? text(key) : "");
  return {
    status: oneOf(PAYMENT_STATUSES, text("status")),
    course: oneOf(PAYMENT_COURSES, text("course")),
    currency: oneOf(PAYMENT_CURRENCIES, text("currency")),
    from: day("from"),
    to: day("to"),
    search: text("search"),
  };
}

/** The address query of a set of filters (empty ones left out): the CSV link carries the screen's filters. */
export function paymentFilterQuery(filters: PaymentFilters): string {
  return filterQuery(filters, FILTER_PARAMS);
}

export const hasPaymentFilters = (filters: PaymentFilters) => paymentFilterQuery(filters) !== "";

/** The instants the date filters cover, in India time ('to' inclusive of its whole day). */
export function paymentDateRange(filters: Pick<PaymentFilters, "from" | "to">): IndiaDayRange {
  return indiaDayRange(filters);
}

const FINDING_LABELS: Record<ProviderFinding["kind"] | "error", string> = {
  captured: "Captured (paid)",
  failed: "Failed",
  abandoned: "Abandoned",
  "in-progress": "Still in progress",
  "no-order": "No order at the provider",
  error: "Provider not reachable",
};

/** A kept check's finding (payment_reconciliations.finding) as the payment's page names it. */
export function findingLabel(finding: string): string {
  return (FINDING_LABELS as Record<string, string>)[finding] ?? finding;
}

/** One payment as the list and the export show it. Amounts in minor units of the payment's currency. */
export interface PaymentListRow {
  id: string;
  createdAt: string; // ISO instant
  name: string;
  email: string;
  course: string;
  currency: Currency;
  amountMinor: number;
  status: PaymentStatus;
  providerPaymentId: string | null;
  orderId: string | null;
  /** Processed refunds of it, in minor units of its currency. */
  refundedMinor: number;
  /** Whether a refund of it waits for the provider's confirmation. */
  refundPending: boolean;
}

/** What the list shows under a payment's status: a refund waiting for the provider, or what went back. */
export function listRefundState(row: Pick<PaymentListRow, "amountMinor" | "refundedMinor" | "refundPending">) {
  return paymentRefundState(row.amountMinor, [
    { amountMinor: row.refundedMinor, status: "processed" },
    ...(row.refundPending ? [{ amountMinor: 0, status: "pending" as const }] : []),
  ]);
}

/** The filtered set's figures in one currency: how many payments, their sum, and the part that succeeded. */
export interface CurrencyTotal {
  currency: Currency;
  count: number;
  amountMinor: number;
  successfulMinor: number;
}

export const PAYMENTS_CSV_HEADER = [
  "Date & Time (IST)",
  "Name",
  "Email",
  "Course",
  "Currency",
  "Amount",
  "Status",
  "Payment ID",
  "Order ID",
  "Refunded",
] as const;

/**
 * The export's rows: amounts as plain numbers beside their currency, every cell safe against formula injection.
 * 'Refunded' is what the provider has refunded (processed refunds).
 */
export function paymentCsvRecords(rows: readonly PaymentListRow[], formatTime: (iso: string) => string): string[][] {
  return rows.map((row) =>
    [
      formatTime(row.createdAt),
      row.name,
      row.email,
      row.course,
      row.currency,
      minorToDecimal(row.amountMinor),
      PAYMENT_STATUS_LABELS[row.status],
      row.providerPaymentId ?? "",
      row.orderId ?? "",
      minorToDecimal(row.refundedMinor),
    ].map(spreadsheetSafe),
  );
}

/** What 'Check with provider' did: what the provider said, whether our record changed, and the status after. */
export interface ProviderCheck {
  finding: ProviderFinding;
  changed: boolean;
  statusAfter: PaymentStatus;
}

const STATUS_IN_A_SENTENCE: Record<PaymentStatus, string> = {
  success: "successful",
  pending: "pending",
  failed: "failed",
  cancelled: "cancelled",
};

/** The sentence the admin reads after 'Check with provider'. */
export function providerCheckMessage({ finding, changed, statusAfter }: ProviderCheck): string {
  const recorded = `it is recorded as ${STATUS_IN_A_SENTENCE[statusAfter]}`;
  switch (finding.kind) {
    case "captured":
      return changed
        ? "The provider says this payment was captured: recorded as successful."
        : `The provider says this payment was captured: ${statusAfter === "success" ? "it was already recorded as successful" : recorded}.`;
    case "failed":
      return changed
        ? `The provider says this payment failed: recorded as failed (${finding.reason}).`
        : `The provider says this payment failed (${finding.reason}): ${recorded}, nothing changed.`;
    case "abandoned":
      return changed
        ? "The provider has no completed payment for this order a day after checkout: recorded as failed."
        : `The provider has no completed payment for this order: ${recorded}, nothing changed.`;
    case "in-progress":
      return statusAfter === "pending"
        ? "The provider has no completed payment for this order yet: still pending. It will be checked again automatically."
        : `The provider has no completed payment for this order yet: ${recorded}, nothing changed.`;
    case "no-order":
      return `This payment never reached the provider (it has no order ID): ${recorded}, nothing to ask.`;
  }
}
