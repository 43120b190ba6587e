// `npm run bench:payments`: order creation and webhook processing under load, then a count of every record (nothing
// lost, nothing doubled). The provider is the in-process sandbox, so the figures are our code's and the database's.
// How it works and its options: docs/performance.md.
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { CheckoutRequestSchema } from "~/payments/checkout";
import { openDatabase, queryRows, type Database, type DatabaseHandle } from "~/platform/db/client.server";
import { createPaymentOrder } from "~/payments/create-payment-order.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { createSandboxProvider, sandboxSecrets, type WebhookDelivery } from "~/payments/sandbox-provider.server";
import { createScratchDatabase } from "./lib/common";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
// One webhook in ten is delivered twice, as the provider's retries do.
const DUPLICATE_EVERY = 10;

interface Target {
  name: string;
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Runs `work(index)` for 0..count-1 with at most `concurrency` at once; returns each one's milliseconds. */
async function timed(count: number, concurrency: number, work: (index: number) => Promise<void>) {
  const durations: number[] = new Array(count);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      for (let index = next++; index < count; index = next++) {
        const begin = performance.now();
        await work(index);
        durations[index] = performance.now() - begin;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...durations].sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), seconds };
}

async function benchmark(target: Target): Promise<boolean> {
  const handle = await target.open();
  const database: Database = handle.db;
  const sandbox = createSandboxProvider(sandboxSecrets(randomBytes(32).toString("hex")));
  const runId = randomBytes(4).toString("hex");
  const orders: { paymentId: string; orderId: string; amountPaise: number }[] = new Array(ORDERS);

  try {
    const creation = await timed(ORDERS, CONCURRENCY, async (index) => {
      const checkout = CheckoutRequestSchema.parse({
        checkoutKey: randomUUID(),
        course: index % 3 === 0 ? "Quantum Computing" : "Agentic AI",
        country: index % 2 === 0 ? "India" : "US",
        name: `Bench Payer ${index}`,
        email: `bench.${runId}.${index}@example.test`,
        mobile: "9876543210",
        couponText: index % 5 === 0 ? "goldisold" : "",
        renewalMonths: 1,
        payUpfront: index % 4 === 0,
      });
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      const result = await createPaymentOrder(database, { checkout, user: null, clientIp: ip, provider: sandbox });
      if (result.kind !== "created") throw new Error(`order ${index} failed: ${result.message}`);
      orders[index] = {
        paymentId: result.checkout.paymentId,
        orderId: result.checkout.orderId,
        amountPaise: result.checkout.amountPaise,
      };
    });

    const deliveries: WebhookDelivery[] = [];
    orders.forEach((order, index) => {
      const simulated = sandbox.simulateCheckout({ order: { id: order.orderId, amount: order.amountPaise }, outcome: "success" });
      deliveries.push(...simulated.webhooks);
      if (index % DUPLICATE_EVERY === 0) deliveries.push(simulated.webhooks[0]!);
    });
    const processing = await timed(deliveries.length, CONCURRENCY, async (index) => {
      const hook = deliveries[index]!;
      const result = await handleRazorpayWebhook(database, {
        rawBody: hook.body,
        signature: hook.signature,
        eventId: hook.eventId,
        provider: sandbox,
      });
      if (result.status !== 200) throw new Error(`webhook ${index} answered ${result.status}`);
    });

    const like = `bench.${runId}.%`;
    const [counts] = await queryRows<Record<string, number>>(
      database,
      sql`select
        (select count(*)::int from payments where email like ${like}) as payments,
        (select count(*)::int from payments where email like ${like} and payment_status = 'success') as succeeded,
        (select count(distinct razorpay_order_id)::int from payments where email like ${like}) as orders,
        (select count(*)::int from payment_webhook_events e join payments p on p.razorpay_order_id = e.razorpay_order_id
          where p.email like ${like}) as webhook_events,
        (select count(*)::int from student_master_table where email like ${like}) as students,
        (select count(*)::int from student_master_table s join payments p on p.email = s.email
          where s.email like ${like} and s.total_amount_paid <> p.amount) as wrong_totals,
        (select count(*)::int from email_outbox where to_address like ${like}) as emails`,
    );
    const expected = {
      payments: ORDERS,
      succeeded: ORDERS,
      orders: ORDERS,
      webhook_events: 2 * ORDERS,
      students: ORDERS,
      wrong_totals: 0,
      emails: ORDERS,
    };
    const ok = Object.entries(expected).every(([key, value]) => Number(counts![key]) === value);

    console.log(
      `\n${target.name}: ${ORDERS} orders, ${deliveries.length} webhooks (${Math.ceil(ORDERS / DUPLICATE_EVERY)} duplicates), concurrency ${CONCURRENCY}`,
    );
    console.log(
      `  order creation     ${creation.perSecond.toFixed(0).padStart(6)} orders/s   p50 ${creation.p50.toFixed(1)} ms   p99 ${creation.p99.toFixed(1)} ms`,
    );
    console.log(
      `  webhook processing ${processing.perSecond.toFixed(0).padStart(6)} events/s   p50 ${processing.p50.toFixed(1)} ms   p99 ${processing.p99.toFixed(1)} ms`,
    );
    console.log(
      `  records: ${Object.entries(counts!)
        .map(([key, value]) => `${key}=${value}`)
        .join(" ")}`,
    );
    console.log(`  ${ok ? "OK: nothing lost, nothing duplicated" : `MISMATCH: expected ${JSON.stringify(expected)}`}`);
    return ok;
  } finally {
    await handle.dispose();
  }
}

const pglite: Target = {
  name: "PGlite (in memory)",
  async open() {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    return { ...handle, dispose: () => handle.close() };
  },
};

/** A fresh database on the given server, dropped afterwards: the benchmark never touches real data. */
function postgres(adminUrl: string): Target {
  return {
    name: `PostgreSQL (${new URL(adminUrl).host})`,
    async open() {
      const scratch = await createScratchDatabase(adminUrl, "bench_payments");
      const handle = await openDatabase({ kind: "postgres", url: scratch.url });
      return {
        ...handle,
        async dispose() {
          await handle.close();
          await scratch.drop();
        },
      };
    },
  };
}

export default async function main(): Promise<number> {
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const targets = [pglite, ...(postgresUrl ? [postgres(postgresUrl)] : [])];
  if (!postgresUrl) console.log("(set DATABASE_URL or TEST_DATABASE_URL to run on PostgreSQL too)");
  let allOk = true;
  for (const target of targets) allOk = (await benchmark(target)) && allOk;
  return allOk ? 0 : 1;
}
