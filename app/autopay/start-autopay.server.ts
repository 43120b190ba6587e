import { and, eq, inArray, isNull } from "drizzle-orm";
import { AUTOPAY_LIMIT_PAISE, AUTOPAY_TEXT, CHARGE_PERIOD_DAYS, chargeAtForDueDate, LIVE_STATUSES } from "./autopay";
import { enrolmentStanding, instalmentPrice } from "~/enrolments";
import { enrolmentFacts, findOwnEnrolment } from "~/enrolments/index.server";
import { toProviderPaise } from "~/payments";
import { addDaysToDate, indiaDate } from "~/platform";
import { autopayPlans, autopaySubscriptions, type Database } from "~/platform/index.server";
import { getPaymentProvider, type PaymentProvider } from "~/payments/index.server";

export type StartAutopayResult =
  | { kind: "authorise"; subscriptionId: string; providerSubscriptionId: string }
  | { kind: "already-on" }
  | { kind: "refused"; message: string };

/** A debit needs its notice at least 24 h before: the first charge is never sooner than two India days away. */
const EARLIEST_FIRST_CHARGE_DAYS = 2;

/**
 * 'Pay monthly automatically' on an enrolment with instalments left: a plan for its course, currency and instalment
 * price (made once, then reused), and a subscription for the remaining instalments from the next due date, waiting
 * for the student's authorisation in checkout. Pressed twice, it answers the same subscription.
 */
export async function startAutopay(
  database: Database,
  {
    enrolmentId,
    user,
    now,
    provider = getPaymentProvider(),
  }: {
    enrolmentId: string;
    user: { id: string; email: string; emailVerified: boolean };
    now: Date;
    provider?: PaymentProvider;
  },
): Promise<StartAutopayResult> {
  const row = await findOwnEnrolment(database, { enrolmentId, user });
  if (row?.status !== "active" || (row.plan !== "monthly" && row.plan !== "cxo")) {
    return { kind: "refused", message: "This enrolment has no monthly instalments to pay automatically." };
  }
  const facts = enrolmentFacts(row);
  const standing = enrolmentStanding(facts);
  const instalmentMinor = instalmentPrice(facts, 1);
  if (!standing.nextDueDate || instalmentMinor === undefined || instalmentMinor !== facts.pricePerMonthMinor) {
    return { kind: "refused", message: "This enrolment has no monthly instalments to pay automatically." };
  }
  const amountPaise = toProviderPaise(instalmentMinor, row.currency);
  if (amountPaise > AUTOPAY_LIMIT_PAISE) return { kind: "refused", message: AUTOPAY_TEXT.overLimit };

  const [live] = await database
    .select()
    .from(autopaySubscriptions)
    .where(
      and(
        eq(autopaySubscriptions.enrolmentId, row.id),
        isNull(autopaySubscriptions.cancelRequestedAt),
        inArray(autopaySubscriptions.status, LIVE_STATUSES),
      ),
    );
  if (live?.status === "created") {
    return { kind: "authorise", subscriptionId: live.id, providerSubscriptionId: live.providerSubscriptionId };
  }
  if (live) return { kind: "already-on" };

  const plan = await planFor(database, provider, { course: row.course, currency: row.currency, instalmentMinor, amountPaise });
  const earliest = addDaysToDate(indiaDate(now), EARLIEST_FIRST_CHARGE_DAYS);
  const firstDue = standing.nextDueDate > earliest ? standing.nextDueDate : earliest;
  const subscription = await provider.createSubscription({
    planId: plan.providerPlanId,
    totalCount: standing.monthsRemaining,
    startAt: chargeAtForDueDate(firstDue),
    notes: { enrolment_id: row.id, email: row.studentEmail, course: row.course },
  });
  const [inserted] = await database
    .insert(autopaySubscriptions)
    .values({
      enrolmentId: row.id,
      studentEmail: row.studentEmail.toLowerCase(),
      planId: plan.id,
      provider: provider.name,
      providerSubscriptionId: subscription.id,
      instalmentMinor,
      currency: row.currency,
      providerAmountPaise: amountPaise,
      totalCount: subscription.totalCount,
      status: "created",
      nextChargeAt: chargeAtForDueDate(firstDue),
    })
    .onConflictDoNothing()
    .returning();
  // Two presses at once: the other one's subscription stands; this one is never authorised and expires unused.
  if (!inserted) return startAutopay(database, { enrolmentId, user, now, provider });
  return { kind: "authorise", subscriptionId: inserted.id, providerSubscriptionId: inserted.providerSubscriptionId };
}

async function planFor(
  database: Database,
  provider: PaymentProvider,
  price: { course: string; currency: "INR" | "USD"; instalmentMinor: number; amountPaise: number },
) {
  const key = and(
    eq(autopayPlans.provider, provider.name),
    eq(autopayPlans.course, price.course),
    eq(autopayPlans.currency, price.currency),
    eq(autopayPlans.instalmentMinor, price.instalmentMinor),
  );
  const [known] = await database.select().from(autopayPlans).where(key);
  if (known) return known;
  const plan = await provider.createPlan({
    amountPaise: price.amountPaise,
    periodDays: CHARGE_PERIOD_DAYS,
    name: `${price.course}: monthly instalment`,
    notes: { course: price.course, currency: price.currency },
  });
  await database
    .insert(autopayPlans)
    .values({
      provider: provider.name,
      providerPlanId: plan.id,
      course: price.course,
      currency: price.currency,
      instalmentMinor: price.instalmentMinor,
      providerAmountPaise: price.amountPaise,
    })
    .onConflictDoNothing();
  const [stored] = await database.select().from(autopayPlans).where(key);
  return stored!;
}
