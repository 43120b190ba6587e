// A GSTIN (GST identification number) checked by its shape and its check character, so a typing mistake is caught
// in the payment dialog rather than printed on a tax invoice. There is no spec text: the messages are ours
// (docs/decisions/0034-tax-invoices.md).

const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character.
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// State codes run 01–38; 97 is "Other Territory" and 99 the Centre's jurisdiction.
const isStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

export const GSTIN_MESSAGES = {
  shape: "Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)",
  checkCharacter: "This GSTIN is not valid: please check it for a typing mistake",
} as const;

export type GstinCheck = { ok: true; gstin: string; stateCode: string } | { ok: false; message: string };

/** The official mod-36 check character of a GSTIN's first 14 characters (factors 1, 2, 1, 2, … from the left). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Checks a GSTIN as typed: spaces are ignored and letters may be lower case. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.replace(/\s+/g, "").toUpperCase();
  const shape = GSTIN_SHAPE.exec(gstin);
  if (!shape || !isStateCode(Number(shape[1]))) return { ok: false, message: GSTIN_MESSAGES.shape };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return { ok: false, message: GSTIN_MESSAGES.checkCharacter };
  return { ok: true, gstin, stateCode: shape[1]! };
}
