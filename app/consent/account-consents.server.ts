import { toE164 } from "~/platform";
import type { Database } from "~/platform/index.server";
import { type ConsentChannel, type ConsentPurpose } from "./consent";
import { currentConsents, type ConsentEntry, recordConsent, recordOptIns } from "./consent-ledger.server";
import { ACCOUNT_WHATSAPP_OPT_INS, type ConsentNotice, currentNotice, type OptIn } from "./notices";

// /account's consents: what the person consents to now (each withdrawn with one click), and the WhatsApp opt-ins
// not given yet, unticked, each with its notice. WhatsApp needs the profile's mobile number in E.164.

interface AccountHolder {
  id: string;
  email: string;
}

export interface AccountConsents {
  current: ConsentEntry[];
  offered: ConsentNotice[];
  /** The number WhatsApp messages go to, or null when the profile has no valid one. */
  whatsappNumber: string | null;
}

export async function loadAccountConsents(
  database: Database,
  { user, mobile }: { user: AccountHolder; mobile: string },
): Promise<AccountConsents> {
  const current = await currentConsents(database, user.id);
  const offered = ACCOUNT_WHATSAPP_OPT_INS.filter(
    (purpose) => !current.some((entry) => entry.purpose === purpose && entry.channel === "whatsapp"),
  ).map((purpose) => currentNotice(purpose, "whatsapp")!);
  return { current, offered, whatsappNumber: toE164(mobile) };
}

/** Records the ticked opt-ins under the account and its number; refused without a valid mobile number. */
export async function giveAccountConsents(
  database: Database,
  { user, mobile, optIns }: { user: AccountHolder; mobile: string; optIns: readonly OptIn[] },
): Promise<"given" | "no-mobile"> {
  const number = toE164(mobile);
  if (!number) return "no-mobile";
  await recordOptIns(database, { person: { userId: user.id, email: user.email, mobile: number }, optIns, source: "account" });
  return "given";
}

/** One click on /account: a withdrawal row for this purpose and channel. */
export async function withdrawAccountConsent(
  database: Database,
  { user, mobile, purpose, channel }: { user: AccountHolder; mobile: string; purpose: ConsentPurpose; channel: ConsentChannel },
): Promise<void> {
  const person = { userId: user.id, email: user.email, mobile: toE164(mobile) };
  await recordConsent(database, { person, purpose, channel, given: false, source: "account" });
}
