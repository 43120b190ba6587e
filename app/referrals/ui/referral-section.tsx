import { Gift, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { formatDisplayDate, formatMoney } from "~/platform";
import { REFERRAL_CREDIT_PERCENT, REFERRAL_PERCENT } from "~/payments";
import type { StudentDashboard } from "~/enrolments/index.server";
import { CopyButton } from "~/ui/dashboard/copy-button";
import { DashboardSection } from "~/ui/dashboard/dashboard-section";
import { linkButtonClass, secondaryLinkButtonClass } from "~/ui/dashboard/link-styles";

export function ReferralSection({ referral, className }: { referral: StudentDashboard["referral"]; className?: string }) {
  return (
    <DashboardSection
      id="referral"
      title="Refer & Earn"
      icon={<Gift aria-hidden="true" className="h-5 w-5 text-brand-700" />}
      className={className}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <p className="text-sm text-gray-700">
            Your e-mail address is your referral code. Friends who enter it when they pay get {REFERRAL_PERCENT}% off, and you
            earn {REFERRAL_CREDIT_PERCENT}% of what they pay.
          </p>
          <div>
            <p className="text-sm font-medium text-gray-800">Your referral code</p>
            <p className="mt-1 break-all rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900">
              {referral.code}
            </p>
            <div className="mt-2">
              <CopyButton text={referral.code} label="Copy code" />
            </div>
          </div>
          <figure>
            <figcaption className="text-sm font-medium text-gray-800">Message to share</figcaption>
            <blockquote className="mt-1 break-words rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm text-gray-800">
              {referral.shareMessage}
            </blockquote>
          </figure>
          <a href={referral.shareLink} target="_blank" rel="noopener noreferrer" className={linkButtonClass}>
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            Share on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <div className="min-w-0 space-y-4">
          <div className="rounded-xl border border-gray-200 p-4">
            <p className="text-sm font-medium text-gray-800">Your referral earnings</p>
            {referral.totals.length === 0 ? (
              <p className="mt-1 text-2xl font-bold text-gray-900">{formatMoney(0, "INR", { decimals: "when-fractional" })}</p>
            ) : (
              <ul className="mt-1 space-y-3" aria-label="Earnings by currency">
                {referral.totals.map((total) => {
                  const money = (minor: number) => formatMoney(minor, total.currency, { decimals: "when-fractional" });
                  return (
                    <li key={total.currency}>
                      <p className="text-2xl font-bold text-gray-900">
                        {money(total.earningMinor)}
                        <span className="ml-2 text-sm font-normal text-gray-700">
                          {REFERRAL_CREDIT_PERCENT}% of {money(total.referredMinor)}
                        </span>
                      </p>
                      <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-gray-700">
                        <div className="flex gap-1">
                          <dt>Paid out</dt>
                          <dd className="font-semibold text-gray-900">{money(total.paidOutMinor)}</dd>
                        </div>
                        <div className="flex gap-1">
                          <dt>Balance</dt>
                          <dd className="font-semibold text-gray-900">{money(total.balanceMinor)}</dd>
                        </div>
                      </dl>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="mt-3">
              <Link to="/contact?referral=claim" className={secondaryLinkButtonClass}>
                Claim
              </Link>
            </div>
          </div>
          {referral.payouts.length > 0 ? (
            <div>
              <h3 className="text-sm font-semibold text-gray-900">Payouts</h3>
              <ul className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label="Payouts">
                {referral.payouts.map((payout, index) => (
                  <li key={index} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-semibold text-gray-900">{formatDisplayDate(payout.paidOn)}</p>
                      <p className="break-all text-gray-700">Reference: {payout.reference}</p>
                    </div>
                    <p className="font-semibold text-gray-900">
                      {formatMoney(payout.amountMinor, payout.currency, { decimals: "when-fractional" })}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h3 className="text-sm font-semibold text-gray-900">Referred payments</h3>
            {referral.payments.length === 0 ? (
              <p className="mt-1 text-sm text-gray-700">No one has used your referral code yet.</p>
            ) : (
              <ul className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label="Referred payments">
                {referral.payments.map((payment, index) => (
                  <li key={index} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <div>
                      <p className="font-semibold text-gray-900">{payment.maskedName}</p>
                      <p className="text-gray-700">
                        {payment.course} · {formatDisplayDate(payment.paymentDate)}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className="text-gray-700">
                        Paid {formatMoney(payment.amountMinor, payment.currency, { decimals: "when-fractional" })}
                      </p>
                      <p className="font-semibold text-green-800">
                        You earn {formatMoney(payment.earningMinor, payment.currency, { decimals: "when-fractional" })}
                      </p>
                      {payment.clawedBackMinor > 0 ? (
                        <p className="text-gray-700">
                          {formatMoney(payment.clawedBackMinor, payment.currency, { decimals: "when-fractional" })} taken back
                          after a refund
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </DashboardSection>
  );
}
