// /admin/referrals — earnings and payouts: the list's filters, a referrer's balance per currency, and the
// 'Record payout' form with its messages. Pure rules; docs/decisions/0039-referral-payouts.md holds the choices.
import { z } from "zod";
import { filterQuery, filterText } from "~/staff";
import type { ContactPurpose } from "~/leads";
import {
  type Currency,
  CURRENCY_SYMBOL,
  formatMoney,
  isCalendarDate,
  isUuid,
  parseAmountInput,
  withoutNulCharacters,
} from "~/platform";

export const REFERRALS_PAGE_SIZE = 25;
/** The contact form's purpose that `/contact?referral=claim` preselects: a referrer asking to be paid. */
export const REFERRAL_CLAIM_PURPOSE = "request_referral_commission" satisfies ContactPurpose;
export const MAX_PAYOUT_REFERENCE_LENGTH = 100;
export const REFERRAL_CURRENCIES = Object.keys(CURRENCY_SYMBOL) as Currency[];

export const REFERRALS_TEXT = {
  title: "Referrals",
  intro:
    "What each referrer has earned (10% of each referred successful payment, less refund clawbacks), what has been paid out, and what is still owed, per currency. Newest activity first; dates are India dates.",
  noReferrers: "No referral earnings yet",
  noMatches: "No referrers match this search",
  searchLabel: "Search referrers",
  searchPlaceholder: "Referrer e-mail",
  detailTitle: "Referrer",
  notFound: "Referrer not found",
} as const;

// ── The list's filters, kept in the address as /admin/payments keeps its own.

export interface ReferralFilters {
  /** Part of the referrer's e-mail (contains, any case). */
  search: string;
}

const FILTER_PARAMS: Record<keyof ReferralFilters, string> = { search: "q" };

export function readReferralFilters(params: URLSearchParams): ReferralFilters {
  return { search: filterText(params, FILTER_PARAMS.search) };
}

export const hasReferralFilters = (filters: ReferralFilters) => filterQuery(filters, FILTER_PARAMS) !== "";

/** The referrer's page: their e-mail (lower-case, as the ledger holds it), URL-encoded. */
export function referrerPath(email: string) {
  return `/admin/referrals/${encodeURIComponent(email)}`;
}

/** The referrer from the page's address, as the ledger holds it (lower-case); null when it cannot be an e-mail. */
export function referrerFromParam(param: string | undefined): string | null {
  const email = (param ?? "").trim().toLowerCase();
  return email.length > 0 && email.length <= 254 && email.includes("@") ? email : null;
}

// ── A referrer's figures.

/** What the ledger holds for one referrer in one currency, in minor units. */
export interface ReferrerLedgerSums {
  currency: Currency;
  /** Σ referral_credits.amount: 10 % of each referred successful payment, as written at its success. */
  creditedMinor: number;
  /** Σ referral_credits.clawed_back: the part taken back because those payments were refunded. */
  clawedBackMinor: number;
  /** Σ referral_payouts.amount. */
  paidOutMinor: number;
}

export interface ReferrerBalance extends ReferrerLedgerSums {
  /** Credited less clawed back: what the referrer has earned. */
  earnedMinor: number;
  /** Earned less paid out: what is still owed. Negative when a refund clawed back money already paid out. */
  balanceMinor: number;
}

/**
 * The referrer's figures per currency, INR first, one line per currency that has any credit or payout. Currencies
 * are never added together: an INR credit does not pay a USD payout.
 */
export function referrerBalances(sums: readonly ReferrerLedgerSums[]): ReferrerBalance[] {
  return REFERRAL_CURRENCIES.flatMap((currency) => {
    const inCurrency = sums.filter((sum) => sum.currency === currency);
    if (inCurrency.length === 0) return [];
    const total = (key: "creditedMinor" | "clawedBackMinor" | "paidOutMinor") =>
      inCurrency.reduce((all, sum) => all + sum[key], 0);
    const creditedMinor = total("creditedMinor");
    const clawedBackMinor = total("clawedBackMinor");
    const paidOutMinor = total("paidOutMinor");
    const earnedMinor = creditedMinor - clawedBackMinor;
    return [{ currency, creditedMinor, clawedBackMinor, paidOutMinor, earnedMinor, balanceMinor: earnedMinor - paidOutMinor }];
  });
}

/** The balance in one currency (0 when the referrer has nothing in it). */
export function balanceIn(balances: readonly ReferrerBalance[], currency: Currency): number {
  return balances.find((balance) => balance.currency === currency)?.balanceMinor ?? 0;
}

// ── 'Record payout': the form, its check, and what its action answers.

/**
 * Every answer of `POST /admin/referrals/:referrerEmail/payout`. The action redirects back to the referrer with the
 * code (`?payout=over-balance&currency=INR`), never with text: the page words it from its own figures.
 */
export const PAYOUT_OUTCOMES = [
  "recorded",
  "duplicate",
  "form-expired",
  "invalid-amount",
  "invalid-currency",
  "invalid-date",
  "future-date",
  "missing-reference",
  "reference-too-long",
  "over-balance",
] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];

/** The id of the payouts section on the referrer's page: the form's answer comes back to it. */
export const PAYOUT_SECTION_ID = "payouts";

export function isPayoutOutcome(value: unknown): value is PayoutOutcome {
  return typeof value === "string" && (PAYOUT_OUTCOMES as readonly string[]).includes(value);
}

export function isReferralCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (REFERRAL_CURRENCIES as readonly string[]).includes(value);
}

export function payoutFormAction(email: string) {
  return `${referrerPath(email)}/payout`;
}

/** Where the form's answer is shown: the referrer's page, with the outcome's code and the currency it was about. */
export function payoutAnswerPath(email: string, outcome: PayoutOutcome, currency?: Currency) {
  const query = new URLSearchParams({ payout: outcome });
  if (currency) query.set("currency", currency);
  return `${referrerPath(email)}?${query.toString()}#${PAYOUT_SECTION_ID}`;
}

/** The message of an outcome; `balance` is the referrer's balance now in the payout's currency, when known. */
export function payoutOutcomeMessage(
  outcome: PayoutOutcome,
  balance: { minor: number; currency: Currency } | null,
): { kind: "success" | "error"; text: string } {
  const success = (text: string) => ({ kind: "success" as const, text });
  const error = (text: string) => ({ kind: "error" as const, text });
  switch (outcome) {
    case "recorded":
      return success("Payout recorded.");
    case "duplicate":
      return success("This payout was already recorded (the form was sent twice): nothing more was recorded.");
    case "form-expired":
      return error("This form has expired. Please reload the page and try again.");
    case "invalid-amount":
      return error("Enter the amount paid, such as 1499.50.");
    case "invalid-currency":
      return error("Choose the currency the payout was made in.");
    case "invalid-date":
      return error("Enter the date the payout was made.");
    case "future-date":
      return error("The payout date cannot be in the future.");
    case "missing-reference":
      return error("Enter the payment reference, such as the UPI transaction ID.");
    case "reference-too-long":
      return error(`Please keep the reference under ${MAX_PAYOUT_REFERENCE_LENGTH} characters.`);
    case "over-balance":
      if (!balance) return error("That is more than the referrer's balance in this currency. Nothing was recorded.");
      return balance.minor > 0
        ? error(
            `That is more than the referrer's ${balance.currency} balance: at most ${formatMoney(balance.minor, balance.currency)} can be paid out. Nothing was recorded.`,
          )
        : error(`The referrer has no ${balance.currency} balance to pay out. Nothing was recorded.`);
  }
}

export interface PayoutForm {
  /** The form's own id (a hidden field, new with each page): sending the same form twice records once. */
  idempotencyKey: string;
  amountMinor: number;
  currency: Currency;
  /** The India date the money was sent, 'YYYY-MM-DD'. */
  paidOn: string;
  reference: string;
}

const posted = z.preprocess((value) => (typeof value === "string" ? withoutNulCharacters(value).trim() : ""), z.string());

// Each problem's message is its outcome code: the action answers with the first one.
const payoutFormSchema = (today: string) =>
  z.object({
    idempotencyKey: posted.refine(isUuid, "form-expired" satisfies PayoutOutcome),
    amount: posted.refine((text) => parseAmountInput(text) !== null, "invalid-amount" satisfies PayoutOutcome),
    currency: posted.refine(isReferralCurrency, "invalid-currency" satisfies PayoutOutcome),
    paidOn: posted
      .refine(isCalendarDate, "invalid-date" satisfies PayoutOutcome)
      // ISO dates compare as text.
      .refine((day) => !isCalendarDate(day) || day <= today, "future-date" satisfies PayoutOutcome),
    reference: posted
      .pipe(z.string().min(1, "missing-reference" satisfies PayoutOutcome))
      .pipe(z.string().max(MAX_PAYOUT_REFERENCE_LENGTH, "reference-too-long" satisfies PayoutOutcome)),
  });

/** The form as posted, checked against `today` (the India date): the value, or the first problem's outcome. */
export function checkPayoutForm(
  values: unknown,
  { today }: { today: string },
): { ok: true; value: PayoutForm } | { ok: false; outcome: PayoutOutcome } {
  const result = payoutFormSchema(today).safeParse(values);
  if (!result.success) {
    const code = result.error.issues[0]?.message;
    return { ok: false, outcome: isPayoutOutcome(code) ? code : "form-expired" };
  }
  return {
    ok: true,
    value: {
      idempotencyKey: result.data.idempotencyKey.toLowerCase(),
      amountMinor: parseAmountInput(result.data.amount)!,
      currency: result.data.currency as Currency,
      paidOn: result.data.paidOn,
      reference: result.data.reference,
    },
  };
}

/** Whether a payout of `amountMinor` fits the balance: the exact balance does, a paisa more does not. */
export function payoutFitsBalance(amountMinor: number, balanceMinor: number): boolean {
  return amountMinor > 0 && amountMinor <= balanceMinor;
}
