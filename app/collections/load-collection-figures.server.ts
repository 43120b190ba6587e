import { sql } from "drizzle-orm";
import { collectionRate } from "~/collections/collections";
import { addDaysToDate, type Currency, decimalToMinor, indiaDate } from "~/platform";
import { type Database, queryRows } from "~/platform/index.server";

export interface CollectionFigures {
  /** 'YYYY-MM': the India month the rate is of. */
  month: string;
  /** Per currency with anything due this month or overdue: collected, due, the rate (null: nothing due) and overdue. */
  currencies: { currency: Currency; collectedMinor: number; dueMinor: number; rate: number | null; overdueMinor: number }[];
}

/**
 * The overview's collection figures (docs/decisions/0107-collections.md): this India month's collection rate and
 * every unpaid instalment past its due date, per currency. Two statements.
 */
export async function loadCollectionFigures(database: Database, { now }: { now: Date }): Promise<CollectionFigures> {
  const today = indiaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonthStart = `${addDaysToDate(monthStart, 32).slice(0, 7)}-01`;
  const [collected, owed] = await Promise.all([
    queryRows<{ currency: Currency; collected: string }>(
      database,
      sql`select p.currency, sum(p.amount)::text as collected
            from payments p join enrolments e on e.id = p.enrolment_id
           where p.payment_status = 'success' and e.plan in ('monthly', 'cxo')
             and p.payment_date >= ${monthStart}::date and p.payment_date < ${nextMonthStart}::date
             and exists (select 1 from payments first where first.enrolment_id = p.enrolment_id
                           and first.payment_status = 'success' and first.created_at < p.created_at)
           group by p.currency`,
    ),
    queryRows<{ currency: Currency; outstanding: string; overdue: string }>(
      database,
      sql`select e.currency,
                 coalesce(sum(least(e.price_per_month, e.fee - e.amount_paid))
                   filter (where e.due_on >= ${monthStart}::date and e.due_on < ${nextMonthStart}::date), 0)::text as outstanding,
                 coalesce(sum(least(e.price_per_month, e.fee - e.amount_paid)) filter (where e.due_on < ${today}::date), 0)::text as overdue
            from enrolments e
           where e.status = 'active' and e.amount_paid < e.fee and e.due_on < ${nextMonthStart}::date
           group by e.currency`,
    ),
  ]);
  const currencies = (["INR", "USD"] as const).flatMap((currency) => {
    const collectedMinor = decimalToMinor(collected.find((row) => row.currency === currency)?.collected ?? "0");
    const owing = owed.find((row) => row.currency === currency);
    const dueMinor = collectedMinor + decimalToMinor(owing?.outstanding ?? "0");
    const overdueMinor = decimalToMinor(owing?.overdue ?? "0");
    if (dueMinor === 0 && overdueMinor === 0) return [];
    return [{ currency, collectedMinor, dueMinor, rate: collectionRate(collectedMinor, dueMinor), overdueMinor }];
  });
  return { month: today.slice(0, 7), currencies };
}
