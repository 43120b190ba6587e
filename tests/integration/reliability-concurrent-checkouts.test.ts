// A crowd of checkouts at once (200 on PostgreSQL, a smaller crowd on the one-connection
// PGlite), each finished by the provider's webhooks (every one delivered twice, in any order) racing the payer's
// browser callback. Every payment is recorded exactly once and every student's total is exact.
import { randomUUID } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as ordersAction } from "~/routes/api/payments/orders";
import { action as outcomeAction } from "~/routes/api/payments/outcome";
import { action as webhookAction } from "~/routes/api/webhooks/razorpay";
import { getConfig } from "~/platform/config.server";
import { emailOutbox, paymentWebhookEvents, payments, studentMasterTable } from "~/platform/db/schema";
import { getSandboxProvider } from "~/payments/get-payment-provider.server";
import type { CheckoutSuccessResponse } from "~/payments/sandbox-provider.server";
import { simulateSandboxCheckout } from "~/payments/simulate-sandbox-checkout.server";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const APP_ORIGIN = new URL(getConfig().appUrl).origin;

const CHECKOUTS = process.env.TEST_DB_KIND === "postgres" ? 200 : 40;
const CHECKOUTS_PER_PAYER = 4;

function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const call = (action: (args: never) => unknown, request: Request) =>
  action({ request, params: {}, context: {} } as never) as Promise<Response>;

/** A deterministic shuffle, so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 20_26): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

describe(`${CHECKOUTS} concurrent checkouts with duplicated webhooks`, () => {
  it("records every payment exactly once, and every student's total is exact", async () => {
    const payers = Array.from({ length: CHECKOUTS / CHECKOUTS_PER_PAYER }, (_, index) => ({
      email: `crowd.${index}.${randomUUID().slice(0, 6)}@example.test`,
      ip: `198.51.${Math.floor(index / 200)}.${(index % 200) + 1}`,
    }));
    const presses = payers.flatMap((payer) =>
      Array.from({ length: CHECKOUTS_PER_PAYER }, () => ({
        payer,
        body: {
          checkoutKey: randomUUID(),
          course: "Agentic AI",
          country: "India",
          name: "Crowd Payer",
          email: payer.email,
          mobile: "9876543210",
          couponText: "",
          renewalMonths: 1,
          payUpfront: false,
        },
      })),
    );

    // Every press of Pay at once; a tenth of them pressed twice (a double click): still one order each.
    const requests = shuffled([...presses, ...presses.filter((_, index) => index % 10 === 0)]);
    const answers = await Promise.all(
      requests.map(async ({ payer, body }) => {
        const response = await call(ordersAction, jsonPost("/api/payments/orders", body, { "x-client-ip": payer.ip }));
        expect(response.status).toBe(200);
        const { checkout } = (await response.json()) as { checkout: { paymentId: string; orderId: string; amountPaise: number } };
        return { checkoutKey: body.checkoutKey, ...checkout };
      }),
    );
    const orderByKey = new Map<string, (typeof answers)[number]>();
    for (const answer of answers) {
      const known = orderByKey.get(answer.checkoutKey);
      if (known) expect(answer).toEqual(known);
      orderByKey.set(answer.checkoutKey, answer);
    }
    const orders = [...orderByKey.values()];
    expect(orders).toHaveLength(CHECKOUTS);
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(CHECKOUTS);
    expect(orders.every((order) => order.amountPaise === 299_900)).toBe(true);

    // The provider takes every payment and sends payment.captured and order.paid for each.
    const sandbox = getSandboxProvider()!;
    const paid = await Promise.all(
      orders.map(async (order) => {
        const simulated = await simulateSandboxCheckout(testDb.db, { sandbox, paymentId: order.paymentId, outcome: "success" });
        if (simulated.kind !== "answered") throw new Error("the sandbox did not find the payment");
        return { order, browser: simulated.response as CheckoutSuccessResponse, webhooks: simulated.webhooks };
      }),
    );

    // All deliveries at once, in a scrambled order: each webhook twice, and half the browsers calling back.
    const deliveries = shuffled(
      paid.flatMap(({ order, browser, webhooks }, index) => [
        ...webhooks
          .flatMap((hook) => [hook, hook])
          .map(
            (hook) => () =>
              call(
                webhookAction,
                jsonPost("/api/webhooks/razorpay", hook.body, {
                  "x-razorpay-signature": hook.signature,
                  "x-razorpay-event-id": hook.eventId,
                }),
              ),
          ),
        ...(index % 2 === 0
          ? [
              () =>
                call(
                  outcomeAction,
                  jsonPost("/api/payments/outcome", { outcome: "success", paymentId: order.paymentId, ...browser }),
                ),
            ]
          : []),
      ]),
    );
    const statuses = await Promise.all(deliveries.map((deliver) => deliver().then((response) => response.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // Every payment: success, with the provider's payment id, and nothing else created.
    const rows = await testDb.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.email,
          payers.map((payer) => payer.email),
        ),
      );
    expect(rows).toHaveLength(CHECKOUTS);
    const providerPaymentIds = new Map(paid.map(({ order, browser }) => [order.paymentId, browser.razorpay_payment_id]));
    for (const row of rows) {
      expect(row).toMatchObject({ paymentStatus: "success", razorpayPaymentId: providerPaymentIds.get(row.id) });
    }

    // Every webhook event recorded once; every student's total exactly their payments; one e-mail per payment.
    const [events] = await testDb.db
      .select({ total: count() })
      .from(paymentWebhookEvents)
      .where(
        inArray(
          paymentWebhookEvents.razorpayOrderId,
          orders.map((order) => order.orderId),
        ),
      );
    expect(events!.total).toBe(CHECKOUTS * 2);
    const students = await testDb.db
      .select()
      .from(studentMasterTable)
      .where(
        inArray(
          studentMasterTable.email,
          payers.map((payer) => payer.email),
        ),
      );
    expect(students).toHaveLength(payers.length);
    for (const student of students) expect(student.totalAmountPaid, student.email).toBe("11996.00");
    for (const payer of payers.slice(0, 5)) {
      expect(await testDb.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, payer.email))).toHaveLength(
        CHECKOUTS_PER_PAYER,
      );
    }
    const [mails] = await testDb.db
      .select({ total: count() })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.toAddress,
          payers.map((payer) => payer.email),
        ),
      );
    expect(mails!.total).toBe(CHECKOUTS);
  });
});
