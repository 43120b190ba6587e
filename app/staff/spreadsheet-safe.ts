// Every CSV export of the admin screens (AI Spot analytics, payments) writes its cells through this.

// A cell starting with one of these is read as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value made safe to open in a spreadsheet: formula-looking text is prefixed with an apostrophe. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
