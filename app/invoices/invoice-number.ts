// Invoice numbers: one gapless series per Indian financial year (April–March), e.g. AEA/26-27/000123.
import { indiaDate } from "~/platform";

/** The business's series prefix. */
export const INVOICE_PREFIX = "AEA";
/** CGST Rule 46(b): an invoice number has at most 16 characters. */
export const MAX_INVOICE_NUMBER_LENGTH = 16;

/** The financial year an instant falls in, on a clock in India: 1 April 2026 00:00 IST onwards is '26-27'. */
export function financialYearOf(instant: Date): string {
  const [year, month] = indiaDate(instant).split("-").map(Number);
  const startYear = month >= 4 ? year : year - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, "0");
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
}

/** The printed number of the `sequence`-th invoice of a financial year; refuses a number longer than Rule 46 allows. */
export function formatInvoiceNumber(financialYear: string, sequence: number, prefix = INVOICE_PREFIX): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`not an invoice sequence: ${sequence}`);
  const number = `${prefix}/${financialYear}/${String(sequence).padStart(6, "0")}`;
  if (number.length > MAX_INVOICE_NUMBER_LENGTH) {
    throw new RangeError(`invoice number ${number} is longer than ${MAX_INVOICE_NUMBER_LENGTH} characters (CGST Rule 46)`);
  }
  return number;
}
