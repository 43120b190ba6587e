// spec 1 §9 prices, discounts and conversion, in integer minor units. Shared with the payment dialog, but only the
// server's result counts; which discount applies is the server's answer, this module only does the arithmetic.
import { percentOf, type Currency } from "~/platform";

export const COUNTRIES = ["India", "US", "Canada", "South America", "Rest of Asia & Australia", "Africa"] as const;
export type Country = (typeof COUNTRIES)[number];

/** India pays in INR; every other country is priced in USD (spec 1 §9). */
export function currencyFor(country: Country): Currency {
  return country === "India" ? "INR" : "USD";
}

export const RENEWAL_COURSE = "Renewal Fee (Existing Student Only)";
export const ZODIAC_COURSE = "Zodiac Premium AI Course";
export const MASTERCLASS_COURSE = "Masterclass";
/** The standard 4-month course: the six courses at 2999 INR / 149 USD a month share its price (spec 1 §9). */
export const STANDARD_COURSE = "Agentic AI";
export const QUANTUM_COURSE = "Quantum Computing";

/** four-month: a 4-month course paid monthly (or upfront); session: the 2-hour masterclass; renewal: per month. */
export type CatalogueKind = "four-month" | "session" | "renewal";

export interface CatalogueItem {
  name: string;
  kind: CatalogueKind;
  /** Price of one month (or of the whole session) in minor units. */
  price: Record<Currency, number>;
  /** Struck-through former price, for display only. */
  wasPrice?: Record<Currency, number>;
}

const monthly = (name: string, inr: number, usd: number): CatalogueItem => ({
  name,
  kind: "four-month",
  price: { INR: inr * 100, USD: usd * 100 },
});

// spec 1 §9 "Per-month prices", in the spec's order.
export const CATALOGUE: readonly CatalogueItem[] = [
  monthly(STANDARD_COURSE, 2999, 149),
  monthly("Vibe Coding", 2999, 149),
  monthly("Python for ML & AI", 2999, 149),
  monthly("4 Months AI Certification For Professionals", 2999, 149),
  monthly("PowerBI & Tableau", 2999, 149),
  monthly("O365 & Excel Automation", 2999, 149),
  monthly(QUANTUM_COURSE, 11999, 599),
  monthly(ZODIAC_COURSE, 3999, 199),
  {
    name: MASTERCLASS_COURSE,
    kind: "session",
    price: { INR: 19_900, USD: 499 },
    wasPrice: { INR: 399_900, USD: 1_999 },
  },
  { name: RENEWAL_COURSE, kind: "renewal", price: { INR: 299_900, USD: 14_900 } },
];

// Course pages pass their own titles as the dialog's default course (spec 2 §2.1); these are the same items.
const COURSE_ALIASES: Record<string, string> = {
  "agentic ai development": "Agentic AI",
  "vive coding": "Vibe Coding",
  "business intelligence with power bi & tableau": "PowerBI & Tableau",
  "microsoft excel & o365 automation with python, vba & ai": "O365 & Excel Automation",
  "zodiac premium ai": ZODIAC_COURSE,
  "master class": MASTERCLASS_COURSE,
};

/** The catalogue item a course name (or a page's title for it) stands for; undefined when none. */
export function findCatalogueItem(name: string | null | undefined): CatalogueItem | undefined {
  if (!name) return undefined;
  const wanted = name.trim().toLowerCase();
  const canonical = Object.hasOwn(COURSE_ALIASES, wanted) ? COURSE_ALIASES[wanted]!.toLowerCase() : wanted;
  return CATALOGUE.find((item) => item.name.toLowerCase() === canonical);
}

/** One month's price of a catalogue course, in minor units; throws for a name the catalogue does not hold. */
export function monthlyPrice(course: string, currency: Currency): number {
  const item = findCatalogueItem(course);
  if (item?.kind !== "four-month") throw new Error(`not a monthly course of the catalogue: ${course}`);
  return item.price[currency];
}

/** Whether the '4 months upfront' option applies: only courses whose duration is 4 months (spec 1 §5). */
export function offersUpfront(item: CatalogueItem | undefined): boolean {
  return item?.kind === "four-month";
}

export const MIN_RENEWAL_MONTHS = 1;
export const MAX_RENEWAL_MONTHS = 4;
/** A four-month course lasts this many months; paying upfront pays them all at once. */
export const COURSE_MONTHS = 4;

// spec 1 §9 "Discounts and totals", in whole percent. The coupon codes themselves live on the server
// (app/payments/coupons.server.ts): this module reaches the browser, and no code may.
export const REFERRAL_PERCENT = 7;
export const UPFRONT_PERCENT = 7;
/** spec 1 §9 "Referral": the referrer earns 10 % of the referred student's payment. */
export const REFERRAL_CREDIT_PERCENT = 10;
/** spec 1 §9 "Payment conversion": USD is charged in INR at this rate. */
export const INR_PER_USD = 83;

export type CouponText =
  | { kind: "empty" }
  | { kind: "referral"; email: string }
  /** `code` is the text trimmed and lower-cased, for the server's lookup; `text` is trimmed, as typed. */
  | { kind: "code"; code: string; text: string };

/**
 * The coupon-or-referral field by shape alone: text with '@' and '.' is a referral e-mail (spec 1 §5), anything else
 * a coupon code, which only the server can tell known or wrong.
 */
export function classifyCouponText(raw: string | null | undefined): CouponText {
  const text = (raw ?? "").trim();
  if (text === "") return { kind: "empty" };
  const lowered = text.toLowerCase();
  if (text.includes("@") && text.includes(".")) return { kind: "referral", email: lowered };
  return { kind: "code", code: lowered, text };
}

/** The discount the server granted for the field's text: a known coupon's percent, or a valid referral. */
export type GrantedDiscount = { kind: "none" } | { kind: "coupon"; percent: number } | { kind: "referral" };

export interface PriceInput {
  course: string;
  country: Country;
  /** Decided by the server (a known coupon, a valid referral); none when absent. */
  discount?: GrantedDiscount;
  /** Months paid for a renewal, 1 to 4; ignored for other items. */
  renewalMonths?: number;
  /** '4 months upfront': honoured only for 4-month courses. */
  payUpfront?: boolean;
}

export interface DiscountLine {
  kind: "coupon" | "referral" | "upfront";
  percent: number;
  /** This discount alone, rounded half up, for display; the total is rounded once on its own. */
  amount: number;
}

export interface PriceQuote {
  item: CatalogueItem;
  currency: Currency;
  /** Months paid (1 to 4), or null for the 2-hour session. */
  months: number | null;
  upfront: boolean;
  /** One month's price, price × 4 upfront, or price × months for a renewal. */
  base: number;
  discounts: DiscountLine[];
  totalPercent: number;
  /** What the payer owes, in minor units of `currency`; never negative, never above the base. */
  total: number;
  /** What the provider charges: always INR paise; USD cents × 83. */
  providerAmountPaise: number;
  /** The payment record's duration column. */
  duration: string;
}

export function clampRenewalMonths(months: number | undefined): number {
  if (months === undefined || !Number.isFinite(months)) return MIN_RENEWAL_MONTHS;
  return Math.min(MAX_RENEWAL_MONTHS, Math.max(MIN_RENEWAL_MONTHS, Math.trunc(months)));
}

function durationLabel(item: CatalogueItem, months: number | null, upfront: boolean): string {
  if (item.kind === "session") return "2 hours";
  if (upfront) return "4 months (upfront)";
  return monthsDuration(months ?? 1);
}

/** The payment record's duration for months paid one by one: "1 month", "3 months". */
export function monthsDuration(count: number): string {
  return `${count} ${count === 1 ? "month" : "months"}`;
}

/** The price of one checkout, or undefined when the course is not in the catalogue. */
export function quotePrice(input: PriceInput): PriceQuote | undefined {
  const item = findCatalogueItem(input.course);
  if (!item) return undefined;
  const currency = currencyFor(input.country);
  const upfront = Boolean(input.payUpfront) && offersUpfront(item);
  const months =
    item.kind === "session"
      ? null
      : item.kind === "renewal"
        ? clampRenewalMonths(input.renewalMonths)
        : upfront
          ? COURSE_MONTHS
          : 1;
  const base = item.price[currency] * (months ?? 1);

  // spec 1 §9: the discounts add together, each computed on the base.
  const discounts: DiscountLine[] = [];
  const granted = input.discount ?? { kind: "none" };
  // A coupon's percent is a whole number from the server; anything else is no discount.
  if (granted.kind === "coupon" && Number.isInteger(granted.percent) && granted.percent > 0) {
    discounts.push({ kind: "coupon", percent: Math.min(100, granted.percent), amount: 0 });
  }
  if (granted.kind === "referral") discounts.push({ kind: "referral", percent: REFERRAL_PERCENT, amount: 0 });
  if (upfront) discounts.push({ kind: "upfront", percent: UPFRONT_PERCENT, amount: 0 });
  for (const line of discounts) line.amount = percentOf(base, line.percent);

  const totalPercent = discounts.reduce((sum, line) => sum + line.percent, 0);
  // Rounded once, at the end; floored at 0 (spec 1 §9).
  const total = Math.max(0, percentOf(base, 100 - Math.min(100, totalPercent)));
  return {
    item,
    currency,
    months,
    upfront,
    base,
    discounts,
    totalPercent,
    total,
    providerAmountPaise: toProviderPaise(total, currency),
    duration: durationLabel(item, months, upfront),
  };
}

/** spec 1 §9: the provider is always charged in INR, in paise; USD at 83 INR per dollar. */
export function toProviderPaise(minor: number, currency: Currency): number {
  return currency === "USD" ? minor * INR_PER_USD : minor;
}

/**
 * An amount in another currency at the spec's 83 INR per USD, rounded half up: for adding a
 * payment to a student's running total kept in the other currency.
 */
export function convertMinor(minor: number, from: Currency, to: Currency): number {
  if (from === to) return minor;
  return from === "USD" ? minor * INR_PER_USD : Math.floor((2 * minor + INR_PER_USD) / (2 * INR_PER_USD));
}

/** The referrer's 10 % of a payment, in the payment's currency, rounded half up. */
export function referralCredit(amountMinor: number): number {
  return percentOf(amountMinor, REFERRAL_CREDIT_PERCENT);
}
