// /admin — the overview: the business's numbers at a glance, each tile linking to the list it counts.
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { paymentFilterQuery, type PaymentStatus, PENDING_ALERT_MINUTES } from "~/payments";
import { type Currency, formatDisplayDate, formatMoney, formatMoneyCompact } from "~/platform";
import { loadAdminOverview, type AdminOverview } from "~/payments/index.server";
import { appClock, db } from "~/platform/index.server";
import { type CollectionFigures, loadCollectionFigures } from "~/collections/index.server";
import { adminLoader } from "./admin-loader.server";
import type { Route } from "./+types/admin-index";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminPage, AdminPanel } from "~/ui/admin/admin-page";
import { DailyBarChart } from "~/ui/admin/daily-bar-chart";

export const meta = () => adminMeta("Overview");

export const loader = ({ request }: Route.LoaderArgs) =>
  adminLoader(request, async () => {
    const [database, now] = [await db(), appClock()];
    const [overview, collections] = await Promise.all([
      loadAdminOverview(database, { now }),
      loadCollectionFigures(database, { now }),
    ]);
    return { overview, collections };
  });

export default function AdminOverviewRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <OverviewScreen overview={loaderData.overview} collections={loaderData.collections} />;
}

/** The payments list filtered to a status and a period, in the list's own address format. */
function paymentsLink(status: PaymentStatus, from: string, to: string) {
  return `/admin/payments?${paymentFilterQuery({ status, course: "", currency: "", from, to, search: "" })}`;
}

function Tile({ label, value, to, note }: { label: string; value: ReactNode; to?: string; note?: string }) {
  const body = (
    <>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-gray-900">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-gray-600">{note}</dd> : null}
    </>
  );
  return (
    <div className="min-w-0 rounded-xl bg-gray-50 ring-1 ring-gray-200">
      {to ? (
        <Link
          to={to}
          className="block rounded-xl px-4 py-3 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className="px-4 py-3">{body}</dl>
      )}
    </div>
  );
}

const money = (minor: number, currency: Currency) => formatMoney(minor, currency, { decimals: "when-fractional" });

function OverviewScreen({ overview, collections }: { overview: AdminOverview; collections: CollectionFigures }) {
  return (
    <AdminPage
      title="Overview"
      intro={`The business today, ${formatDisplayDate(overview.today)}, and over the last 7 and 30 days (India time).`}
    >
      <div className="grid gap-6">
        {overview.periods.map((period) => (
          <AdminPanel key={period.key} title={period.label} id={`overview-${period.key}`}>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              <Tile
                label="Revenue"
                to={paymentsLink("success", period.from, period.to)}
                value={
                  <span className="flex flex-col">
                    <span>{money(period.revenue.INR, "INR")}</span>
                    <span className="text-base">{money(period.revenue.USD, "USD")}</span>
                  </span>
                }
              />
              <Tile
                label="Successful payments"
                value={period.successfulPayments}
                to={paymentsLink("success", period.from, period.to)}
              />
              <Tile label="New enrolments" value={period.newEnrolments} to="/admin/students" />
              <Tile
                label={`Pending over ${PENDING_ALERT_MINUTES} minutes`}
                value={period.pendingPayments}
                to={paymentsLink("pending", period.from, period.to)}
              />
              <Tile label="Failed payments" value={period.failedPayments} to={paymentsLink("failed", period.from, period.to)} />
              <Tile
                label="New leads"
                value={period.newLeads}
                note="Contact messages, certificate applications and quiz answers"
              />
            </div>
          </AdminPanel>
        ))}
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <AdminPanel title="Today's sessions" id="overview-sessions">
            <Tile label="Sessions scheduled today" value={overview.todaysSessions} to="/admin/sessions" />
          </AdminPanel>
          <AdminPanel title="Daily revenue, last 30 days" id="overview-revenue" className="lg:col-span-2">
            <RevenueCharts revenueByDay={overview.revenueByDay} />
          </AdminPanel>
        </div>
        <AdminPanel title="Instalments this month" id="overview-collections">
          {collections.currencies.length === 0 ? (
            <p className="text-gray-700">No instalments fell due this month.</p>
          ) : (
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {collections.currencies.map((figures) => (
                <Fragment key={figures.currency}>
                  <Tile
                    label={`Collection rate (${figures.currency})`}
                    value={figures.rate === null ? "—" : `${figures.rate}%`}
                    note={`${money(figures.collectedMinor, figures.currency)} collected of ${money(figures.dueMinor, figures.currency)} due`}
                  />
                  <Tile
                    label={`Overdue (${figures.currency})`}
                    value={money(figures.overdueMinor, figures.currency)}
                    to="/admin/collections?bucket=overdue-1-7"
                  />
                </Fragment>
              ))}
            </div>
          )}
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

/** One chart per currency that had revenue in the last 30 days (amounts in two currencies are never added up). */
function RevenueCharts({ revenueByDay }: { revenueByDay: AdminOverview["revenueByDay"] }) {
  const earning = (["INR", "USD"] as const).filter((currency) => revenueByDay[currency].some((day) => day.count !== 0));
  if (earning.length === 0) return <p className="text-gray-700">No revenue in the last 30 days.</p>;
  return (
    <div className="grid gap-4">
      {earning.map((currency) => (
        <DailyBarChart
          key={currency}
          series={revenueByDay[currency]}
          title={`Daily revenue in ${currency === "INR" ? "rupees" : "dollars"}`}
          valueLabel="Revenue"
          formatValue={(minor) => money(minor, currency)}
          formatAxis={(minor) => formatMoneyCompact(minor, currency)}
        />
      ))}
    </div>
  );
}
