import { MapPin, RefreshCw, ScanLine, Settings2, Trophy } from "lucide-react";
import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { formatIndiaClock, formatIndiaDateTime } from "~/platform";
import {
  ANALYTICS_REFRESH_MS,
  ANALYTICS_TEXT,
  analyticsFilterParamName,
  analyticsFilterQuery,
  quizSubmissionsTitle,
  readAnalyticsFilters,
  shortSpotId,
  type AnalyticsFilters,
} from "~/ai-spots";
import { loadSpotAnalytics, type SpotAnalytics } from "~/ai-spots/index.server";
import { db } from "~/platform/index.server";
import { adminLoader } from "./admin-loader.server";
import { StatTile } from "~/ui/admin/stat-tile";
import type { Route } from "./+types/ai-spot-analytics";
import { AdminGate } from "~/staff/ui";
import { adminMeta } from "~/ui/admin/admin-meta";
import { AdminLinkButton, AdminPage, AdminPanel, AdminTable, primaryButtonClass, tdClass } from "~/ui/admin/admin-page";
import { FilterButtons } from "~/ui/admin/admin-search";
import { TextField } from "~/ui/forms/field";
import { DailyBarChart } from "~/ui/admin/daily-bar-chart";
import { pageFrom, Pagination } from "~/ui/admin/pagination";

export const meta = () => adminMeta("AI Spot Analytics");

export async function loader({ request }: Route.LoaderArgs) {
  return adminLoader(request, async (url) => {
    const filters = readAnalyticsFilters(url.searchParams);
    const analytics = await loadSpotAnalytics(await db(), { filters, page: pageFrom(url), now: new Date() });
    return { filters, analytics };
  });
}

export default function AdminSpotAnalytics({ loaderData }: Route.ComponentProps) {
  if (loaderData.gate) return <AdminGate />;
  return <AnalyticsScreen filters={loaderData.filters} analytics={loaderData.analytics} />;
}

// spec 3 §2.13: gold, silver and bronze for the top three.
const MEDALS = [
  { name: "Gold", className: "border-yellow-400 bg-yellow-50", badge: "bg-yellow-400 text-yellow-950" },
  { name: "Silver", className: "border-gray-400 bg-gray-50", badge: "bg-gray-300 text-gray-900" },
  { name: "Bronze", className: "border-orange-400 bg-orange-50", badge: "bg-orange-300 text-orange-950" },
] as const;

function AnalyticsScreen({ filters, analytics }: { filters: AnalyticsFilters; analytics: SpotAnalytics }) {
  const revalidator = useRevalidator();
  const refreshing = revalidator.state !== "idle";

  // spec 3 §4: the figures refresh by themselves every 2 minutes.
  useEffect(() => {
    const timer = window.setInterval(() => revalidator.revalidate(), ANALYTICS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);

  const filterField = (key: keyof AnalyticsFilters, label: string, type = "text") => (
    <TextField
      label={label}
      id={`filter-${key}`}
      name={analyticsFilterParamName(key)}
      type={type}
      defaultValue={filters[key]}
      compact
    />
  );

  return (
    <AdminPage
      title="AI Spot Analytics"
      intro={<span aria-live="polite">Last updated: {formatIndiaClock(analytics.loadedAt)} IST</span>}
      actions={
        <>
          <AdminLinkButton to="/admin/ai-spot-management" icon={Settings2}>
            Manage Spots
          </AdminLinkButton>
          <button type="button" className={primaryButtonClass} onClick={() => revalidator.revalidate()} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={`h-4 w-4 ${refreshing ? "animate-spin" : ""}`} />
            {refreshing ? "Refreshing..." : "Refresh"}
          </button>
        </>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        <StatTile
          icon={<ScanLine aria-hidden="true" className="h-5 w-5" />}
          label="Total Scans Today"
          value={analytics.tiles.scansToday}
        />
        <StatTile
          icon={<MapPin aria-hidden="true" className="h-5 w-5" />}
          label="Total AI Spots"
          value={analytics.tiles.totalSpots}
        />
        <StatTile
          icon={<ScanLine aria-hidden="true" className="h-5 w-5" />}
          label="Total Scans All Time"
          value={analytics.tiles.scansAllTime}
        />
      </ul>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AdminPanel title={ANALYTICS_TEXT.topTitle} id="top-spots">
          {analytics.topSpots.length === 0 ? (
            <p className="text-gray-700">{ANALYTICS_TEXT.noTopSpots}</p>
          ) : (
            <ol className="space-y-3">
              {analytics.topSpots.map((spot, index) => {
                const medal = MEDALS[index]!;
                return (
                  <li key={spot.aispotId} className={`flex items-center gap-3 rounded-xl border-2 p-3 ${medal.className}`}>
                    <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${medal.badge}`}>
                      <Trophy aria-hidden="true" className="h-5 w-5" />
                      <span className="sr-only">{`${medal.name}: rank ${index + 1}`}</span>
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-gray-900">{spot.name}</span>
                      <span className="block text-sm text-gray-700">{spot.label}</span>
                    </span>
                    <span className="text-right text-sm text-gray-800">
                      <span className="block text-xl font-bold text-gray-900">{spot.scans}</span>
                      scans
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </AdminPanel>

        <AdminPanel title="Filters" id="analytics-filters">
          <Form method="get" className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {filterField("state", "State")}
              {filterField("city", "City")}
              {filterField("spotName", "AI Spot Name")}
              {filterField("email", "User Email")}
              {filterField("dateFrom", "Date From", "date")}
              {filterField("dateTo", "Date To", "date")}
            </div>
            <FilterButtons
              listPath="/admin/ai-spot-analytics"
              exportPath="/admin/ai-spot-analytics/export.csv"
              query={analyticsFilterQuery(filters)}
            />
          </Form>
        </AdminPanel>
      </div>

      <AdminPanel title="Submissions per Day" id="daily-chart" className="mt-6">
        <DailyBarChart series={analytics.daily} title="Quiz submissions per day" />
      </AdminPanel>

      <AdminPanel title={quizSubmissionsTitle(analytics.total)} id="submissions" className="mt-6">
        {analytics.submissions.length === 0 ? (
          <p className="py-6 text-center text-gray-700">{ANALYTICS_TEXT.noRows}</p>
        ) : (
          <AdminTable
            label="Quiz submissions table"
            headings={["Visitor Name", "Email", "Mobile", "Date & Time", "AI Spot ID", "AI Spot Name"]}
          >
            {analytics.submissions.map((submission) => (
              <tr key={submission.id}>
                <td className={tdClass}>{submission.name}</td>
                <td className={`${tdClass} break-all`}>{submission.email}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{submission.mobile}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatIndiaDateTime(submission.createdAt)}</td>
                <td className={`${tdClass} font-mono text-xs`} title={submission.aispotId ?? undefined}>
                  {shortSpotId(submission.aispotId)}
                </td>
                <td className={tdClass}>{submission.spotLabel}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination page={analytics.page} pageCount={analytics.pageCount} total={analytics.total} label="Quiz submissions" />
      </AdminPanel>
    </AdminPage>
  );
}
