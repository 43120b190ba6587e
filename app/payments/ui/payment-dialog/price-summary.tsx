import type { ReactNode } from "react";
import { formatMoney, type Currency } from "~/platform";
import type { DiscountLine, PriceQuote } from "~/payments/pricing";

const DISCOUNT_LABELS: Record<DiscountLine["kind"], string> = {
  coupon: "Coupon Discount",
  referral: "Referral Discount",
  upfront: "4-Month Upfront Discount",
};

/** The course's price, each discount granted, and the total charged (spec 1 §9). */
export function PriceSummary({ quote }: { quote: PriceQuote }) {
  return (
    <SummaryBox
      heading={`${quote.item.name}${quote.months && quote.months > 1 ? ` (${quote.months} months)` : ""}`}
      base={quote.base}
      total={quote.total}
      currency={quote.currency}
    >
      {quote.discounts.map((line) => (
        <div key={line.kind} className="mt-1 flex justify-between gap-4 text-sm text-green-800">
          <span>
            {DISCOUNT_LABELS[line.kind]} ({line.percent}%)
          </span>
          <span>-{formatMoney(line.amount, quote.currency)}</span>
        </div>
      ))}
    </SummaryBox>
  );
}

/** The next instalment(s) of an enrolment: no discounts; the server prices it from the enrolment. */
export function InstalmentSummary({
  course,
  months,
  total,
  currency,
}: {
  course: string;
  months: number;
  total: number;
  currency: Currency;
}) {
  return (
    <SummaryBox
      heading={`${course} (${months === 1 ? "1 month" : `${months} months`})`}
      base={total}
      total={total}
      currency={currency}
    />
  );
}

function SummaryBox({
  heading,
  base,
  total,
  currency,
  children,
}: {
  heading: string;
  base: number;
  total: number;
  currency: Currency;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
      <div className="flex justify-between gap-4">
        <span className="font-semibold text-gray-900">{heading}</span>
        <span className="font-semibold text-gray-900">{formatMoney(base, currency)}</span>
      </div>
      {children}
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-2">
        <span className="font-bold text-gray-900">Total Amount</span>
        <span className="text-2xl font-bold text-brand-700" data-testid="payment-total">
          {formatMoney(total, currency)}
        </span>
      </div>
    </div>
  );
}
