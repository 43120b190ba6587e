import type { Database } from "../db/client.server";
import { isRegisteredEmail } from "../accounts/is-registered-email.server";

/**
 * Whether `referralEmail` earns the 7 % referral discount: it belongs to a registered user
 * (spec 1 §5: looked up trimmed and lower-cased) other than the payer. The browser only shows
 * this answer; the order is priced with the server's own check.
 */
export async function checkReferral(
  database: Database,
  { referralEmail, payerEmails }: { referralEmail: string; payerEmails: (string | null | undefined)[] },
): Promise<boolean> {
  const referral = referralEmail.trim().toLowerCase();
  if (!referral.includes("@") || !referral.includes(".")) return false;
  if (payerEmails.some((email) => email && email.trim().toLowerCase() === referral)) return false;
  return isRegisteredEmail(database, referral);
}
