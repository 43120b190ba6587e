import { eq, sql } from "drizzle-orm";
import { balanceIn, payoutFitsBalance, type PayoutForm, type PayoutOutcome } from "~/referrals/referrals";
import { minorToDecimal } from "~/platform";
import { type Database, referralPayouts } from "~/platform/index.server";
import { recordAudit, type AuditActor } from "~/staff/index.server";
import { referrerLedgerBalances } from "./referral-ledger.server";

/** The first key of the payout lock (`pg_advisory_xact_lock(int, int)`); the second is the referrer's hash. */
const PAYOUT_LOCK_SPACE = 727_016;

export type PayoutResult = { kind: "not-found" } | { kind: "answered"; outcome: PayoutOutcome; payoutId: string | null };

/**
 * An admin's record of money paid to a referrer (docs/decisions/0039-referral-payouts.md), under an advisory lock on
 * the referrer's e-mail: a resent form records once, the amount may not exceed the balance. Admin checked by caller.
 */
export async function recordReferralPayout(
  database: Database,
  { referrerEmail, form, admin }: { referrerEmail: string; form: PayoutForm; admin: AuditActor },
): Promise<PayoutResult> {
  return database.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    await transaction.execute(
      sql`select pg_advisory_xact_lock(${sql.raw(String(PAYOUT_LOCK_SPACE))}, hashtext(${referrerEmail}))`,
    );
    const answered = (outcome: PayoutOutcome, payoutId: string | null = null): PayoutResult => ({
      kind: "answered",
      outcome,
      payoutId,
    });

    const [sameForm] = await transaction
      .select({ id: referralPayouts.id, referrerEmail: referralPayouts.referrerEmail })
      .from(referralPayouts)
      .where(eq(referralPayouts.idempotencyKey, form.idempotencyKey));
    if (sameForm) return sameForm.referrerEmail === referrerEmail ? answered("duplicate", sameForm.id) : answered("form-expired");

    const balances = (await referrerLedgerBalances(transaction, [referrerEmail])).get(referrerEmail);
    if (!balances) return { kind: "not-found" };
    if (!payoutFitsBalance(form.amountMinor, balanceIn(balances, form.currency))) return answered("over-balance");

    const [payout] = await transaction
      .insert(referralPayouts)
      .values({
        referrerEmail,
        currency: form.currency,
        amount: minorToDecimal(form.amountMinor),
        paidOn: form.paidOn,
        reference: form.reference,
        idempotencyKey: form.idempotencyKey,
        recordedBy: admin.id,
      })
      // The same key for another referrer, sent at the same moment (a different lock): the unique key holds.
      .onConflictDoNothing({ target: referralPayouts.idempotencyKey })
      .returning({ id: referralPayouts.id });
    if (!payout) return answered("form-expired");
    await recordAudit(transaction, {
      actor: admin,
      action: "payout",
      tableName: "referral_payouts",
      rowId: payout.id,
      details: {
        referrerEmail,
        amount: minorToDecimal(form.amountMinor),
        currency: form.currency,
        paidOn: form.paidOn,
        reference: form.reference,
      },
    });
    return answered("recorded", payout.id);
  });
}
