import { sql } from "drizzle-orm";
import {
  dailyRevenue,
  OVERVIEW_PERIODS,
  PENDING_ALERT_MINUTES,
  periodStart,
  sumPeriods,
  type DayFigures,
  type PeriodFigures,
} from "~/payments/overview";
import { type Currency, decimalToMinor, indiaDate, indiaStartOfDay } from "~/platform";
import {
  contactSubmissions,
  type Database,
  enrolments,
  indiaDateOf,
  leadGenResponses,
  payments,
  queryRows,
  quizResponses,
  refunds,
  sessionMasterTable,
} from "~/platform/index.server";

export interface AdminOverview {
  today: string;
  periods: (PeriodFigures & { pendingPayments: number })[];
  todaysSessions: number;
  /** Net revenue of each of the last 30 days, per currency, for the chart. */
  revenueByDay: Record<Currency, { day: string; count: number }[]>;
}

const LONGEST_PERIOD_DAYS = Math.max(...OVERVIEW_PERIODS.map((period) => period.days));

/** The overview's figures, from a few grouped queries over the last 30 India days (indexed by date). */
export async function loadAdminOverview(database: Database, { now }: { now: Date }): Promise<AdminOverview> {
  const today = indiaDate(now);
  const since = indiaStartOfDay(periodStart(today, LONGEST_PERIOD_DAYS));
  const [paymentDays, refundDays, enrolmentDays, leadDays, pending, sessions] = await Promise.all([
    queryRows<{ day: string; currency: Currency; revenue: string; successful: number; failed: number }>(
      database,
      sql`select ${payments.paymentDate}::text as day, ${payments.currency} as currency,
            coalesce(sum(${payments.amount}) filter (where ${payments.paymentStatus} = 'success'), 0)::text as revenue,
            (count(*) filter (where ${payments.paymentStatus} = 'success'))::int as successful,
            (count(*) filter (where ${payments.paymentStatus} = 'failed'))::int as failed
          from ${payments} where ${payments.createdAt} >= ${since.toISOString()}::timestamptz
          group by 1, 2`,
    ),
    // Processed refunds come off the revenue of the day they were processed (minor units of the payment's currency).
    queryRows<{ day: string; currency: Currency; refunded: string }>(
      database,
      sql`select ${indiaDateOf(refunds.processedAt)}::text as day, ${refunds.currency} as currency,
            sum(${refunds.amount})::text as refunded
          from ${refunds} where ${refunds.status} = 'processed' and ${refunds.processedAt} >= ${since.toISOString()}::timestamptz
          group by 1, 2`,
    ),
    queryRows<{ day: string; count: number }>(
      database,
      sql`select ${indiaDateOf(enrolments.startedAt)}::text as day, count(*)::int as count
          from ${enrolments} where ${enrolments.startedAt} >= ${since.toISOString()}::timestamptz group by 1`,
    ),
    queryRows<{ day: string; count: number }>(
      database,
      sql`select day::text, count(*)::int as count from (
            select ${indiaDateOf(contactSubmissions.createdAt)} as day from ${contactSubmissions}
              where ${contactSubmissions.createdAt} >= ${since.toISOString()}::timestamptz
            union all
            select ${indiaDateOf(leadGenResponses.createdAt)} from ${leadGenResponses}
              where ${leadGenResponses.createdAt} >= ${since.toISOString()}::timestamptz
            union all
            select ${indiaDateOf(quizResponses.createdAt)} from ${quizResponses}
              where ${quizResponses.createdAt} >= ${since.toISOString()}::timestamptz
          ) leads group by 1`,
    ),
    queryRows<Record<string, number>>(
      database,
      sql.join(
        [
          sql`select`,
          sql.join(
            OVERVIEW_PERIODS.map(
              (period) =>
                sql`(count(*) filter (where ${payments.createdAt} >= ${indiaStartOfDay(periodStart(today, period.days)).toISOString()}::timestamptz))::int as ${sql.identifier(period.key)}`,
            ),
            sql`, `,
          ),
          sql`from ${payments} where ${payments.paymentStatus} = 'pending'
            and ${payments.createdAt} >= ${since.toISOString()}::timestamptz
            and ${payments.createdAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${PENDING_ALERT_MINUTES})`,
        ],
        sql` `,
      ),
    ),
    queryRows<{ count: number }>(
      database,
      sql`select count(*)::int as count from ${sessionMasterTable} where ${sessionMasterTable.sessionDate} = ${today}`,
    ),
  ]);

  const days = new Map<string, DayFigures>();
  const dayOf = (day: string) => {
    let figures = days.get(day);
    if (!figures) {
      figures = { day, revenue: {}, successfulPayments: 0, failedPayments: 0, newEnrolments: 0, newLeads: 0 };
      days.set(day, figures);
    }
    return figures;
  };
  for (const row of paymentDays) {
    const figures = dayOf(row.day);
    figures.revenue[row.currency] = (figures.revenue[row.currency] ?? 0) + decimalToMinor(row.revenue);
    figures.successfulPayments += row.successful;
    figures.failedPayments += row.failed;
  }
  for (const row of refundDays) {
    const figures = dayOf(row.day);
    figures.revenue[row.currency] = (figures.revenue[row.currency] ?? 0) - Number(row.refunded);
  }
  for (const row of enrolmentDays) dayOf(row.day).newEnrolments += row.count;
  for (const row of leadDays) dayOf(row.day).newLeads += row.count;

  const all = [...days.values()];
  const pendingCounts = pending[0] ?? {};
  return {
    today,
    periods: sumPeriods(all, today).map((period) => ({ ...period, pendingPayments: pendingCounts[period.key] ?? 0 })),
    todaysSessions: sessions[0]?.count ?? 0,
    revenueByDay: { INR: dailyRevenue(all, today, "INR"), USD: dailyRevenue(all, today, "USD") },
  };
}
