import { Link } from "react-router";
import {
  hasReferralFilters,
  readReferralFilters,
  REFERRALS_TEXT,
  referrerPath,
  type ReferralFilters,
  type ReferrerBalance,
} from "~/referrals";
import { formatIndiaDateTime, formatMoney } from "~/platform";
import { listReferrers, type ReferrerList } from "~/referrals/index.server";
import { adminListLoader } from "./admin-loader.server";
import type { Route } from "./+types/referrals";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel, AdminTable, tdClass } from "~/ui/admin/admin-page";
import { AdminSearch } from "~/ui/admin/admin-search";
import { Pagination } from "~/ui/admin/pagination";
import { BalanceLines } from "~/referrals/ui";

export const meta = () => adminMeta(REFERRALS_TEXT.title);

export const loader = ({ request }: Route.LoaderArgs) => adminListLoader(request, readReferralFilters, listReferrers);

export default function AdminReferrals({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  const { gate: _gate, filters, ...list } = loaderData;
  return <ReferralsScreen filters={filters} list={list} />;
}

function ReferralsScreen({ filters, list }: { filters: ReferralFilters; list: ReferrerList }) {
  return (
    <AdminPage title={REFERRALS_TEXT.title} intro={REFERRALS_TEXT.intro}>
      <AdminPanel title={`Referrers (${list.total})`} id="referrers">
        <AdminSearch
          id="referrals-search"
          label={REFERRALS_TEXT.searchLabel}
          defaultValue={filters.search}
          placeholder={REFERRALS_TEXT.searchPlaceholder}
        />
        <Totals totals={list.totals} />
        {list.referrers.length === 0 ? (
          <p className="py-6 text-center text-gray-700">
            {hasReferralFilters(filters) ? REFERRALS_TEXT.noMatches : REFERRALS_TEXT.noReferrers}
          </p>
        ) : (
          <AdminTable
            label="Referrers table"
            headings={["Referrer", "Earned", "Clawed back", "Paid out", "Balance", "Claims", "Last activity (IST)"]}
          >
            {list.referrers.map((referrer) => (
              <tr key={referrer.email}>
                <td className={`${tdClass} min-w-[14rem]`}>
                  <Link
                    to={referrerPath(referrer.email)}
                    className="break-all font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {referrer.email}
                  </Link>
                  {referrer.name ? <p className="text-gray-700">{referrer.name}</p> : null}
                </td>
                <MoneyCell balances={referrer.balances} figure="earnedMinor" />
                <MoneyCell balances={referrer.balances} figure="clawedBackMinor" />
                <MoneyCell balances={referrer.balances} figure="paidOutMinor" />
                <MoneyCell balances={referrer.balances} figure="balanceMinor" strong />
                <td className={`${tdClass} whitespace-nowrap`}>
                  {referrer.claimCount === 0 ? (
                    "—"
                  ) : (
                    <>
                      {referrer.claimCount} {referrer.claimCount === 1 ? "claim" : "claims"}
                      <p className="text-gray-700">latest {formatIndiaDateTime(referrer.lastClaimAt!)}</p>
                    </>
                  )}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(referrer.lastActivityAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={list.page} pageCount={list.pageCount} total={list.total} label="Referrers" />
      </AdminPanel>
    </AdminPage>
  );
}

/** One figure of a referrer, one line per currency (never added across currencies). */
function MoneyCell({
  balances,
  figure,
  strong = false,
}: {
  balances: ReferrerBalance[];
  figure: keyof ReferrerBalance;
  strong?: boolean;
}) {
  return (
    <td className={`${tdClass} whitespace-nowrap text-right tabular-nums ${strong ? "font-semibold" : ""}`}>
      {balances.map((balance) => (
        <p key={balance.currency}>{formatMoney(balance[figure] as number, balance.currency)}</p>
      ))}
    </td>
  );
}

/** The searched referrers' figures added up, one line per currency. */
function Totals({ totals }: { totals: ReferrerBalance[] }) {
  if (totals.length === 0) return null;
  return (
    <div className="mb-4">
      <BalanceLines balances={totals} label="Totals of the referrers listed" />
    </div>
  );
}
