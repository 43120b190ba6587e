import { formatMoney } from "~/domain/money";
import type { DiscountLine, PriceQuote } from "~/domain/pricing";

const DISCOUNT_LABELS: Record<DiscountLine["kind"], string> = {
  coupon: "Coupon Discount",
  referral: "Referral Discount",
  upfront: "4-Month Upfront Discount",
};

/** The course's price, each discount granted, and the total charged (spec 1 §9). */
export function PriceSummary({ quote }: { quote: PriceQuote }) {
  return (
    <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
      <div className="flex justify-between gap-4">
        <span className="font-semibold text-gray-900">
          {quote.item.name}
          {quote.months && quote.months > 1 ? ` (${quote.months} months)` : ""}
        </span>
        <span className="font-semibold text-gray-900">{formatMoney(quote.base, quote.currency)}</span>
      </div>
      {quote.discounts.map((line) => (
        <div key={line.kind} className="mt-1 flex justify-between gap-4 text-sm text-green-800">
          <span>
            {DISCOUNT_LABELS[line.kind]} ({line.percent}%)
          </span>
          <span>-{formatMoney(line.amount, quote.currency)}</span>
        </div>
      ))}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-2">
        <span className="font-bold text-gray-900">Total Amount</span>
        <span className="text-2xl font-bold text-brand-700" data-testid="payment-total">
          {formatMoney(quote.total, quote.currency)}
        </span>
      </div>
    </div>
  );
}
