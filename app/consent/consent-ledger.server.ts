import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { authUser, consentLedger, type Database, users } from "~/platform/index.server";
import { toE164 } from "~/platform";
import { CONSENT_PURPOSES, type ConsentChannel, type ConsentPurpose, type ConsentSource } from "./consent";
import { currentNotice, noticeVersion, type OptIn } from "./notices";

// The consent ledger (docs/decisions/0110-consent-ledger.md): rows are only ever appended; what a person consents
// to now is their latest row per purpose and channel.

/** Who consented: their account, or (without one, e.g. a WhatsApp number) their e-mail and mobile. */
export interface ConsentPerson {
  userId?: string | null;
  email?: string | null;
  mobile?: string | null;
}

export interface ConsentEntry {
  id: number;
  purpose: ConsentPurpose;
  channel: ConsentChannel;
  given: boolean;
  source: string;
  noticeVersion: number | null;
  recordedAt: Date;
  email: string | null;
  mobile: string | null;
}

const ENTRY_COLUMNS = {
  id: consentLedger.id,
  purpose: consentLedger.purpose,
  channel: consentLedger.channel,
  given: consentLedger.given,
  source: consentLedger.source,
  noticeVersion: consentLedger.noticeVersion,
  recordedAt: consentLedger.recordedAt,
  email: consentLedger.email,
  mobile: consentLedger.mobile,
};

/** A number as the ledger keeps it: E.164 when valid, else as given (such a number never receives WhatsApp). */
const ledgerMobile = (mobile: string | null | undefined) => (mobile ? toE164(mobile) || mobile.trim() || null : null);

function personColumns(person: ConsentPerson) {
  return {
    userId: person.userId || null,
    email: person.email ? person.email.trim().toLowerCase() : null,
    mobile: ledgerMobile(person.mobile),
  };
}

/**
 * Appends one row: `person` gave (or withdrew) consent to `purpose` on `channel`, at `source`. A consent given
 * records the notice version the person saw (today's notice when not said); a version that never existed is refused.
 */
export async function recordConsent(
  database: Database,
  input: {
    person: ConsentPerson;
    purpose: ConsentPurpose;
    channel: ConsentChannel;
    given: boolean;
    source: ConsentSource;
    noticeVersion?: number | null;
  },
): Promise<ConsentEntry> {
  const person = personColumns(input.person);
  if (!person.userId && !person.email && !person.mobile) throw new Error("A consent must name the person");
  const version = input.noticeVersion ?? (input.given ? currentNotice(input.purpose, input.channel)?.version : null) ?? null;
  if (input.given && version === null) throw new Error(`No notice for ${input.purpose} on ${input.channel}`);
  if (version !== null && !noticeVersion(input.purpose, input.channel, version))
    throw new Error(`No notice version ${version} for ${input.purpose} on ${input.channel}`);
  const [row] = await database
    .insert(consentLedger)
    .values({
      ...person,
      purpose: input.purpose,
      channel: input.channel,
      given: input.given,
      source: input.source,
      noticeVersion: version,
    })
    .returning(ENTRY_COLUMNS);
  return row!;
}

/** Whether the account's latest row for this purpose and channel gives consent (no row: no consent). */
export async function hasConsent(
  database: Database,
  { userId, purpose, channel }: { userId: string; purpose: ConsentPurpose; channel: ConsentChannel },
): Promise<boolean> {
  const [latest] = await database
    .select({ given: consentLedger.given })
    .from(consentLedger)
    .where(and(eq(consentLedger.userId, userId), eq(consentLedger.purpose, purpose), eq(consentLedger.channel, channel)))
    .orderBy(desc(consentLedger.id))
    .limit(1);
  return latest?.given ?? false;
}

/** What the account consents to now: the purposes and channels whose latest row gives consent. */
export async function currentConsents(database: Database, userId: string): Promise<ConsentEntry[]> {
  const latest = await latestEntries(database, eq(consentLedger.userId, userId));
  return latest
    .filter((entry) => entry.given)
    .map(({ userId: _userId, ...entry }) => entry)
    .sort(
      (a, b) => CONSENT_PURPOSES.indexOf(a.purpose) - CONSENT_PURPOSES.indexOf(b.purpose) || a.channel.localeCompare(b.channel),
    );
}

/** Whose rows are an account's: its id, and its e-mail once verified (docs/decisions/0020-email-verification.md). */
export interface ConsentOwner {
  userId: string;
  verifiedEmail?: string | null;
}

function ownedBy({ userId, verifiedEmail }: ConsentOwner) {
  const byAccount = eq(consentLedger.userId, userId);
  return verifiedEmail ? or(byAccount, eq(consentLedger.email, verifiedEmail.toLowerCase())) : byAccount;
}

/** Every row of the account, newest first: the admin's view and the data export. */
export async function consentHistory(database: Database, owner: ConsentOwner): Promise<ConsentEntry[]> {
  return database.select(ENTRY_COLUMNS).from(consentLedger).where(ownedBy(owner)).orderBy(desc(consentLedger.id));
}

/** The admin's view of a student found by e-mail: the rows of any account with that address, and the address's own. */
export async function consentHistoryOfAddress(database: Database, email: string): Promise<ConsentEntry[]> {
  const address = email.trim().toLowerCase();
  const accounts = database
    .select({ id: authUser.id })
    .from(authUser)
    .where(sql`lower(${authUser.email}) = ${address}`);
  return database
    .select(ENTRY_COLUMNS)
    .from(consentLedger)
    .where(or(eq(consentLedger.email, address), inArray(consentLedger.userId, accounts)))
    .orderBy(desc(consentLedger.id));
}

/**
 * Account deletion: the rows stay (what was consented, how, when, where and to which notice) with the person's
 * columns nulled, the one change the ledger's trigger allows.
 */
export async function anonymiseConsents(database: Database, owner: ConsentOwner): Promise<void> {
  await database.update(consentLedger).set({ userId: null, email: null, mobile: null }).where(ownedBy(owner));
}

/**
 * Withdraws every consent on `channel` that a person has given, one row per purpose (a WhatsApp 'STOP' reply, by
 * the sender's number). The number finds the accounts whose profile holds it and the rows recorded with it; each is
 * withdrawn under its own account, or under the number alone. Returns the rows appended.
 */
export async function withdrawAllConsents(
  database: Database,
  input: { mobile?: string | null; userId?: string | null; channel: ConsentChannel; source: ConsentSource },
): Promise<ConsentEntry[]> {
  const mobile = ledgerMobile(input.mobile);
  const userIds = new Set<string>(input.userId ? [input.userId] : []);
  if (mobile) {
    const holders = await database.select({ userId: users.userId }).from(users).where(eq(users.mobileNo, mobile));
    const recorded = await database
      .selectDistinct({ userId: consentLedger.userId })
      .from(consentLedger)
      .where(and(eq(consentLedger.mobile, mobile), isNotNull(consentLedger.userId)));
    for (const { userId } of [...holders, ...recorded]) if (userId) userIds.add(userId);
  }
  const people: ConsentPerson[] = [...[...userIds].map((userId) => ({ userId, mobile })), ...(mobile ? [{ mobile }] : [])];
  const matches = [
    ...(userIds.size ? [inArray(consentLedger.userId, [...userIds])] : []),
    ...(mobile ? [and(eq(consentLedger.mobile, mobile), isNull(consentLedger.userId))] : []),
  ];
  if (!matches.length) return [];
  const latest = await latestEntries(database, and(eq(consentLedger.channel, input.channel), or(...matches)));
  const appended: ConsentEntry[] = [];
  for (const person of people) {
    const given = latest.filter((entry) => entry.given && (entry.userId ?? null) === (person.userId ?? null));
    for (const entry of given)
      appended.push(
        await recordConsent(database, {
          person,
          purpose: entry.purpose,
          channel: input.channel,
          given: false,
          source: input.source,
        }),
      );
  }
  return appended;
}

/** The latest row per account (or per number, for rows without one), purpose and channel. */
async function latestEntries(database: Database, where: SQL | undefined) {
  return database
    .selectDistinctOn([consentLedger.userId, consentLedger.purpose, consentLedger.channel], {
      ...ENTRY_COLUMNS,
      userId: consentLedger.userId,
    })
    .from(consentLedger)
    .where(where)
    .orderBy(consentLedger.userId, consentLedger.purpose, consentLedger.channel, desc(consentLedger.id));
}

/** The WhatsApp opt-ins ticked on a form (sign-up, the payment dialog, /account): one row each. */
export async function recordOptIns(
  database: Database,
  { person, optIns, source }: { person: ConsentPerson; optIns: readonly OptIn[]; source: ConsentSource },
): Promise<void> {
  for (const { purpose, noticeVersion: version } of optIns)
    await recordConsent(database, { person, purpose, channel: "whatsapp", given: true, source, noticeVersion: version });
}
