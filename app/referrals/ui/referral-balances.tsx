import type { ReferrerBalance } from "~/referrals/referrals";
import { formatMoney } from "~/platform";

/** A referrer's (or a list's) figures, one line per currency: never added across currencies. */
export function BalanceLines({ balances, label }: { balances: ReferrerBalance[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-800">
      {balances.map((balance) => {
        const money = (minor: number) => formatMoney(minor, balance.currency);
        return (
          <li key={balance.currency}>
            <span className="font-semibold">{balance.currency}:</span> earned{" "}
            <span className="tabular-nums">{money(balance.earnedMinor)}</span>
            {balance.clawedBackMinor > 0 ? (
              <>
                {" "}
                (after <span className="tabular-nums">{money(balance.clawedBackMinor)}</span> clawed back)
              </>
            ) : null}
            , paid out <span className="tabular-nums">{money(balance.paidOutMinor)}</span>, balance{" "}
            <span className="font-semibold tabular-nums">{money(balance.balanceMinor)}</span>
          </li>
        );
      })}
    </ul>
  );
}
