import { and, eq, inArray, sql } from "drizzle-orm";
import { CHARGE_PERIOD_DAYS } from "~/autopay";
import { claimDue, type Database, sandboxPlans, sandboxSubscriptions, sqlInstant } from "~/platform/index.server";
import {
  ProviderError,
  type CreatePlanInput,
  type CreateSubscriptionInput,
  type ProviderPlan,
  type ProviderSubscription,
} from "./payment-provider.server";

// The sandbox's side of Razorpay Subscriptions: plans and subscriptions in its own tables, a schedule of charges that
// a job runs at the application's time, declined charges retried daily and halted after the third, as Razorpay does.
// Each change returns the webhooks Razorpay would send for it; the caller delivers them.

/** Razorpay retries a failed charge; after this many failures in a row the subscription halts. */
const ATTEMPTS_BEFORE_HALT = 3;
const RETRY_AFTER_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type PlanRow = typeof sandboxPlans.$inferSelect;

/** One webhook to sign and send: Razorpay's event name, payload and the provider's time of the event. */
export interface SandboxEvent {
  event: string;
  payload: Record<string, unknown>;
  at: Date;
}

export function subscriptionEntity(row: SubscriptionRow) {
  return {
    entity: {
      id: row.id,
      entity: "subscription",
      plan_id: row.planId,
      status: row.status,
      quantity: 1,
      notes: row.notes,
      charge_at: row.chargeAt ? Math.floor(row.chargeAt.getTime() / 1000) : null,
      start_at: Math.floor(row.startAt.getTime() / 1000),
      total_count: row.totalCount,
      paid_count: row.paidCount,
      remaining_count: row.totalCount - row.paidCount,
      customer_notify: false,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
      short_url: null,
    },
  };
}

export function providerSubscriptionOf(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    planId: row.planId,
    status: row.status,
    totalCount: row.totalCount,
    paidCount: row.paidCount,
    chargeAt: row.chargeAt,
    shortUrl: null,
  };
}

export async function createSandboxPlan(database: Database, id: string, input: CreatePlanInput): Promise<ProviderPlan> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
    throw new ProviderError("The amount must be at least INR 1.00", 400);
  if (input.periodDays < 7) throw new ProviderError("interval must be at least 7 for daily plans", 400);
  await database
    .insert(sandboxPlans)
    .values({ id, amountPaise: input.amountPaise, periodDays: input.periodDays, name: input.name });
  return { id, amount: input.amountPaise, periodDays: input.periodDays };
}

export async function createSandboxSubscription(
  database: Database,
  id: string,
  input: CreateSubscriptionInput,
  now: Date,
): Promise<ProviderSubscription> {
  const [plan] = await database.select().from(sandboxPlans).where(eq(sandboxPlans.id, input.planId));
  if (!plan) throw new ProviderError("The id provided does not exist", 400);
  if (input.startAt <= now) throw new ProviderError("start_at cannot be lesser than the current time", 400);
  if (!Number.isInteger(input.totalCount) || input.totalCount < 1) throw new ProviderError("total_count must be at least 1", 400);
  const [row] = await database
    .insert(sandboxSubscriptions)
    .values({ id, planId: plan.id, totalCount: input.totalCount, startAt: input.startAt, notes: input.notes })
    .returning();
  return providerSubscriptionOf(row!);
}

export async function findSandboxSubscription(database: Database, id: string): Promise<SubscriptionRow> {
  const [row] = await database.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  if (!row) throw new ProviderError("The id provided does not exist", 400);
  return row;
}

/** Cancels at once; an ended subscription cannot be cancelled (Razorpay answers 400). */
export async function cancelSandboxSubscription(
  database: Database,
  id: string,
  now: Date,
): Promise<{ subscription: ProviderSubscription; events: SandboxEvent[] }> {
  const [row] = await database
    .update(sandboxSubscriptions)
    .set({ status: "cancelled", chargeAt: null })
    .where(
      and(
        eq(sandboxSubscriptions.id, id),
        inArray(sandboxSubscriptions.status, ["created", "authenticated", "active", "pending", "halted"]),
      ),
    )
    .returning();
  if (!row) {
    await findSandboxSubscription(database, id);
    throw new ProviderError("Subscription is not cancellable in cancelled status.", 400);
  }
  return {
    subscription: providerSubscriptionOf(row),
    events: [{ event: "subscription.cancelled", payload: { subscription: subscriptionEntity(row) }, at: now }],
  };
}

/** The customer authorised the mandate in the sandbox checkout: the first charge is scheduled at the start. */
export async function authoriseSandboxSubscription(
  database: Database,
  id: string,
  now: Date,
): Promise<{ row: SubscriptionRow; events: SandboxEvent[] } | null> {
  const [row] = await database
    .update(sandboxSubscriptions)
    .set({ status: "authenticated", chargeAt: sql`${sandboxSubscriptions.startAt}` })
    .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, "created")))
    .returning();
  if (!row) return null;
  return { row, events: [{ event: "subscription.authenticated", payload: { subscription: subscriptionEntity(row) }, at: now }] };
}

/** The next `count` charge attempts of the subscription are declined by the sandbox bank. */
export async function declineSandboxCharges(database: Database, id: string, count: number) {
  await database.update(sandboxSubscriptions).set({ declineCharges: count }).where(eq(sandboxSubscriptions.id, id));
}

/**
 * Takes every charge due at `now`: claimed with a lease, so two servers never take the same one, and each charge
 * moves the schedule in the transaction that records it, so a restart takes it once.
 */
export async function chargeDueSandboxSubscriptions(
  database: Database,
  { now, newId }: { now: Date; newId: (prefix: "pay" | "order" | "inv") => string },
): Promise<SandboxEvent[]> {
  const claimed = await claimDue<{ id: string }>(database, {
    table: "sandbox_subscriptions",
    due: sql`status in ('authenticated', 'active', 'pending') and charge_at <= ${sqlInstant(now)}
      and (charge_lease_until is null or charge_lease_until <= ${sqlInstant(now)})`,
    orderBy: sql`charge_at`,
    leaseColumn: "charge_lease_until",
    returning: sql`id`,
    limit: 100,
    now,
  });
  const events: SandboxEvent[] = [];
  for (const { id } of claimed) {
    events.push(...(await chargeOne(database, id, now, newId)));
  }
  return events;
}

async function chargeOne(
  database: Database,
  id: string,
  now: Date,
  newId: (prefix: "pay" | "order" | "inv") => string,
): Promise<SandboxEvent[]> {
  return database.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).for("update");
    if (!row?.chargeAt || row.chargeAt > now || !["authenticated", "active", "pending"].includes(row.status)) return [];
    const [plan] = await tx.select().from(sandboxPlans).where(eq(sandboxPlans.id, row.planId));
    const declined = row.declineCharges > 0;
    const payment = paymentEntity(row, plan!, now, declined, newId);

    if (declined) {
      const failedAttempts = row.failedAttempts + 1;
      const halted = failedAttempts >= ATTEMPTS_BEFORE_HALT;
      const [next] = await tx
        .update(sandboxSubscriptions)
        .set({
          status: halted ? "halted" : "pending",
          failedAttempts,
          declineCharges: row.declineCharges - 1,
          chargeAt: halted ? null : new Date(row.chargeAt.getTime() + RETRY_AFTER_MS),
          chargeLeaseUntil: null,
        })
        .where(eq(sandboxSubscriptions.id, id))
        .returning();
      return [
        { event: "payment.failed", payload: { payment }, at: now },
        {
          event: halted ? "subscription.halted" : "subscription.pending",
          payload: { subscription: subscriptionEntity(next!) },
          at: now,
        },
      ];
    }

    const paidCount = row.paidCount + 1;
    const completed = paidCount >= row.totalCount;
    const [next] = await tx
      .update(sandboxSubscriptions)
      .set({
        status: completed ? "completed" : "active",
        paidCount,
        failedAttempts: 0,
        chargeAt: completed ? null : new Date(row.chargeAt.getTime() + (plan?.periodDays ?? CHARGE_PERIOD_DAYS) * DAY_MS),
        chargeLeaseUntil: null,
      })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    const subscription = subscriptionEntity(next!);
    const events: SandboxEvent[] = [];
    if (row.paidCount === 0) events.push({ event: "subscription.activated", payload: { subscription }, at: now });
    events.push({ event: "subscription.charged", payload: { subscription, payment }, at: now });
    if (completed) events.push({ event: "subscription.completed", payload: { subscription }, at: now });
    return events;
  });
}

function paymentEntity(
  row: SubscriptionRow,
  plan: PlanRow,
  now: Date,
  declined: boolean,
  newId: (prefix: "pay" | "order" | "inv") => string,
) {
  return {
    entity: {
      id: newId("pay"),
      entity: "payment",
      amount: plan.amountPaise,
      currency: "INR",
      status: declined ? "failed" : "captured",
      order_id: newId("order"),
      invoice_id: newId("inv"),
      method: "upi",
      captured: !declined,
      amount_refunded: 0,
      refund_status: null,
      email: row.notes.email ?? "",
      contact: row.notes.mobile ?? "",
      notes: row.notes,
      error_code: declined ? "BAD_REQUEST_ERROR" : null,
      error_description: declined ? "The sandbox bank declined the autopay debit." : null,
      created_at: Math.floor(now.getTime() / 1000),
    },
  };
}
