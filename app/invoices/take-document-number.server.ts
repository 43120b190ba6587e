import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/platform/index.server";

/** The counters of the gapless series: invoices, and credit notes, one row per financial year each. */
const SERIES = { invoice: sql.raw("invoice_sequences"), "credit-note": sql.raw("credit_note_sequences") } as const;

/**
 * The next number of a series in a financial year, by a row-locking upsert in the caller's transaction
 * (docs/decisions/0034-tax-invoices.md): no gaps and no repeats.
 */
export async function takeDocumentNumber(
  transaction: Database,
  { series, financialYear }: { series: keyof typeof SERIES; financialYear: string },
): Promise<number> {
  const [allocated] = await queryRows<{ last_number: number }>(
    transaction,
    sql`insert into ${SERIES[series]} as sequences (financial_year, last_number) values (${financialYear}, 1)
        on conflict (financial_year) do update set last_number = sequences.last_number + 1
        returning last_number`,
  );
  return Number(allocated!.last_number);
}
