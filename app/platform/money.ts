// Currencies and amounts, once for the whole site. Money is integer minor units (paise, cents) in code and
// numeric(12,2) text in the database; nothing here reads an amount as a float.

export type Currency = "INR" | "USD";

export const CURRENCY_SYMBOL: Record<Currency, string> = { INR: "₹", USD: "$" };

/** Minor units as the database's numeric(12,2) text: 755748 → "7557.48". */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/**
 * A numeric(12,2) value from the database ("7557.48", "2999", "12.5") in minor units. Exact: the text is
 * split, never read as a float; a number is first written with two decimals.
 */
export function decimalToMinor(decimal: string | number): number {
  const text = typeof decimal === "number" ? decimal.toFixed(2) : decimal.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(decimal)}`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -minor : minor;
}

export interface MoneyFormat {
  /**
   * "always" (the default): "₹11,996.00", as the payment dialog and receipts show prices.
   * "when-fractional": "₹11,996" but "₹2,789.07", as the dashboard and short labels show amounts.
   */
  decimals?: "always" | "when-fractional";
}

/** "₹7,557.48", "$509.15": symbol, grouping of the currency's country (1,00,000 in India), two decimals. */
export function formatMoney(minor: number, currency: Currency, format: MoneyFormat = {}): string {
  const decimals = format.decimals === "when-fractional" && minor % 100 === 0 ? 0 : 2;
  return `${CURRENCY_SYMBOL[currency]}${numberFormat(currency, decimals).format(minor / 100)}`;
}

/** A short figure for a chart's scale or a tile: "₹1.2L", "$12K" (the currency country's compact notation). */
export function formatMoneyCompact(minor: number, currency: Currency): string {
  return `${CURRENCY_SYMBOL[currency]}${numberFormat(currency, "compact").format(minor / 100)}`;
}

// Making an Intl.NumberFormat costs far more than using one, and a dashboard or library render formats many amounts
// so each is made once: one per currency and style, on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(currency: Currency, style: 0 | 2 | "compact") {
  const key = `${currency} ${style}`;
  let made = numberFormats.get(key);
  if (!made) {
    const locale = currency === "INR" ? "en-IN" : "en-US";
    made = new Intl.NumberFormat(
      locale,
      style === "compact" ? { notation: "compact" } : { minimumFractionDigits: style, maximumFractionDigits: 2 },
    );
    numberFormats.set(key, made);
  }
  return made;
}

/**
 * An amount an admin typed ('1499.50', '1,499.5', '₹1499'): positive, at most two decimals, in minor units; null
 * otherwise. Used by the refund and payout forms.
 */
export function parseAmountInput(text: string): number | null {
  const cleaned = text.replace(/[\s,₹$]/g, "");
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(cleaned)) return null;
  const minor = decimalToMinor(cleaned);
  return minor > 0 ? minor : null;
}

/** `percent` % of an amount, in integer arithmetic, rounded half up (inputs are non-negative). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/** What share of `whole` `part` is, in whole percent rounded down, at most 100: for progress bars. */
export function wholePercent(part: number, whole: number): number {
  return Math.min(100, Math.floor((part * 100) / whole));
}
