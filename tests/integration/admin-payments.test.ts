// /admin/payments: the list (filters, search, paging, totals per currency), its CSV export and the payment
// page with 'Check with provider', through the route modules: loader or action → server function → database.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PAYMENTS_CSV_HEADER, readPaymentFilters, type CurrencyTotal, type PaymentListRow } from "~/payments/payments";
import { formatIndiaDateTime, indiaInstant } from "~/platform/india-time";
import { decimalToMinor, minorToDecimal, type Currency } from "~/platform/money";
import * as paymentDetails from "~/routes/admin/payment-details";
import * as paymentInvoice from "~/routes/admin/payment-invoice-download";
import * as paymentsExport from "~/routes/admin/payments-export";
import * as paymentsList from "~/routes/admin/payments";
import { loader as robotsTxt } from "~/routes/seo/robots-txt";
import { loader as sitemapXml } from "~/routes/seo/sitemap-xml";
import { checkPaymentWithProvider } from "~/payments/check-payment-with-provider.server";
import { exportPaymentsCsv } from "~/payments/export-payments-csv.server";
import type { PaymentDetails } from "~/payments/load-payment-details.server";
import { auditLog, enrolments, invoices, payments, refunds } from "~/platform/db/schema";
import { getPaymentProvider, getSandboxProvider } from "~/payments/get-payment-provider.server";
import { handleRazorpayWebhook } from "~/payments/handle-razorpay-webhook.server";
import { ProviderError, type PaymentProvider } from "~/payments/payment-provider.server";
import { SANDBOX_FAILURE_DESCRIPTION } from "~/payments/sandbox-provider.server";
import { simulateSandboxCheckout } from "~/payments/simulate-sandbox-checkout.server";
import { useNewAdmin } from "../support/admin-fixtures";
import { formPost, pageRequest, payloadOf, run, statusOf } from "../support/route-calls";
import { csvDownloadRecords, expectExportFollowsList, parseCsv } from "../support/csv";
import { checkoutRequest, guestPaymentRow, placeOrder, uniquePayerEmail } from "../support/payment-fixtures";
import { adminList, inJanuary, JANUARY } from "../support/admin-lists";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();
const admin = useNewAdmin();

// ── The list's fixtures: payments of January 2021 (India time), apart from today's payments of the other tests.

/** A payment of the list's fixtures: a list row, before the database gives it an id. */
type Fixture = Omit<PaymentListRow, "id" | "createdAt" | "refundedMinor" | "refundPending"> & {
  createdAt: Date;
  refundedMinor?: number;
};

const run8 = randomUUID().slice(0, 8);
const fixture = (overrides: Partial<Fixture> & { key: string }): Fixture => ({
  name: "Filler Student",
  email: `filler.${overrides.key}.${run8}@example.com`,
  course: "Agentic AI",
  currency: "INR",
  amountMinor: 299_900,
  status: "success",
  providerPaymentId: `pay_Adm${overrides.key}${run8}`,
  orderId: `order_Adm${overrides.key}${run8}`,
  createdAt: indiaInstant("2021-01-20", "12:00"),
  ...overrides,
});

const FIXTURES: Fixture[] = [
  fixture({
    key: "Priya",
    name: "Priya Sharma",
    email: `priya.sharma.${run8}@example.com`,
    providerPaymentId: `pay_PriyaQ${run8}`,
    orderId: `order_PriyaQ${run8}`,
    createdAt: indiaInstant("2021-01-05", "10:00"),
    refundedMinor: 1_499_50,
  }),
  fixture({
    key: "John",
    name: "John Doe",
    email: `john.doe.${run8}@example.com`,
    course: "Vibe Coding",
    currency: "USD",
    amountMinor: 14_900,
    status: "failed",
    createdAt: indiaInstant("2021-01-06", "08:30"),
  }),
  fixture({
    key: "Mary",
    name: "Mary Jones",
    course: "Quantum Computing",
    currency: "USD",
    amountMinor: 59_900,
    createdAt: indiaInstant("2021-01-07", "09:00"),
  }),
  // The last second of the window, India time, and the first second after it.
  fixture({
    key: "LastSecond",
    name: "Kiran Last",
    course: "Quantum Computing",
    amountMinor: 1_199_900,
    status: "pending",
    providerPaymentId: null,
    createdAt: indiaInstant("2021-01-31", "23:59:59"),
  }),
  fixture({ key: "After", name: "Kiran After", status: "cancelled", createdAt: indiaInstant("2021-02-01", "00:00:00") }),
  fixture({ key: "Before", name: "Kiran Before", createdAt: indiaInstant("2020-12-31", "23:59:59") }),
  // Text a spreadsheet would run as a formula; text with LIKE's wildcards.
  fixture({ key: "Formula", name: '=HYPERLINK("http://evil.example")', createdAt: indiaInstant("2021-01-08", "11:00") }),
  fixture({ key: "Percent", name: "Sure_Man 100% Ready", createdAt: indiaInstant("2021-01-09", "11:00") }),
  fixture({ key: "Jane", name: "Jane Meena", createdAt: indiaInstant("2021-01-09", "12:00") }),
  // Two payments of the same instant: the order (and the export's batches) fall back on the id.
  fixture({ key: "TwinA", name: "Twin Payer A", createdAt: indiaInstant("2021-01-15", "10:00") }),
  fixture({ key: "TwinB", name: "Twin Payer B", createdAt: indiaInstant("2021-01-15", "10:00") }),
  // Enough more for two pages.
  ...Array.from({ length: 24 }, (_, index) =>
    fixture({
      key: `Filler${index}`,
      name: `Filler Student ${index}`,
      createdAt: indiaInstant("2021-01-20", `10:${String(index).padStart(2, "0")}`),
    }),
  ),
];

const FIXTURE_IDS = new Map<string, string>(); // order id → payment id

beforeAll(async () => {
  const rows = await testDb.db
    .insert(payments)
    .values(
      FIXTURES.map((payment) =>
        guestPaymentRow({
          userId: `guest_${randomUUID()}`,
          name: payment.name,
          email: payment.email,
          course: payment.course,
          country: payment.currency === "INR" ? "India" : "US",
          currency: payment.currency,
          amount: minorToDecimal(payment.amountMinor),
          providerAmountPaise: payment.amountMinor,
          paymentStatus: payment.status,
          razorpayPaymentId: payment.providerPaymentId,
          razorpayOrderId: payment.orderId,
          createdAt: payment.createdAt,
        }),
      ),
    )
    .returning({ id: payments.id, orderId: payments.razorpayOrderId });
  for (const row of rows) FIXTURE_IDS.set(row.orderId!, row.id);
  // Refunds the provider processed count in the export's 'Refunded'; one still pending does not.
  for (const payment of FIXTURES.filter((fixture) => fixture.refundedMinor)) {
    for (const status of ["processed", "pending"] as const) {
      await testDb.db.insert(refunds).values({
        paymentId: FIXTURE_IDS.get(payment.orderId!)!,
        refundKey: randomUUID(),
        currency: payment.currency,
        amount: status === "processed" ? payment.refundedMinor! : 1_00,
        providerAmountPaise: 1_00,
        reason: "Fixture refund",
        status,
        requestedBy: "admin-fixture",
      });
    }
  }
});

const inWindow = (payment: Fixture) =>
  payment.createdAt >= indiaInstant(JANUARY.from) && payment.createdAt < indiaInstant("2021-02-01");
const newestFirst = (a: Fixture, b: Fixture) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (FIXTURE_IDS.get(b.orderId!)! > FIXTURE_IDS.get(a.orderId!)! ? 1 : -1);
/** What the list should show for a filter: the fixtures it selects, newest first, as list rows. */
const expected = (select: (payment: Fixture) => boolean): PaymentListRow[] =>
  FIXTURES.filter((payment) => inWindow(payment) && select(payment))
    .sort(newestFirst)
    .map((payment) => ({
      id: FIXTURE_IDS.get(payment.orderId!)!,
      createdAt: payment.createdAt.toISOString(),
      name: payment.name,
      email: payment.email,
      course: payment.course,
      currency: payment.currency,
      amountMinor: payment.amountMinor,
      status: payment.status,
      providerPaymentId: payment.providerPaymentId,
      orderId: payment.orderId,
      refundedMinor: payment.refundedMinor ?? 0,
      // The fixtures' refunded payments have a refund still pending too.
      refundPending: Boolean(payment.refundedMinor),
    }));

interface ListPayload {
  gate: false;
  payments: PaymentListRow[];
  totals: CurrencyTotal[];
  total: number;
  page: number;
  pageCount: number;
  filters: Record<string, string>;
}

const { list, allPages } = adminList<ListPayload, PaymentListRow>(
  paymentsList.loader,
  "/admin/payments",
  () => admin.cookie,
  (payload) => payload.payments,
);

describe("the payments list", () => {
  it("shows the newest first, 25 to a page, every row reachable through the pages", async () => {
    const everything = await list("");
    expect(everything.payments).toHaveLength(25);
    const times = everything.payments.map((payment) => payment.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const january = expected(() => true);
    expect(january.length).toBeGreaterThan(25);
    const first = await list(inJanuary());
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: january.length });
    expect(first.payments).toEqual(january.slice(0, 25));
    expect((await list(inJanuary("page=2"))).payments).toEqual(january.slice(25));
    // A page past the end shows the last one; a page that is not a number, the first.
    expect((await list(inJanuary("page=99"))).page).toBe(2);
    expect((await list(inJanuary("page=abc"))).page).toBe(1);
  });

  it.each([
    ["status", "status=failed", (payment: Fixture) => payment.status === "failed"],
    ["status", "status=pending", (payment: Fixture) => payment.status === "pending"],
    ["course", "course=Quantum+Computing", (payment: Fixture) => payment.course === "Quantum Computing"],
    ["currency", "currency=USD", (payment: Fixture) => payment.currency === "USD"],
    [
      "course and currency together",
      "course=Quantum+Computing&currency=USD",
      (payment: Fixture) => payment.course === "Quantum Computing" && payment.currency === "USD",
    ],
  ])("filters by %s (%s)", async (_name, query, select) => {
    const rows = await allPages(inJanuary(query));
    expect(rows).toEqual(expected(select));
    expect(rows.length).toBeGreaterThan(0);
  });

  it("takes the date range as India dates, both days whole: the window's last second is in, the next second out", async () => {
    const orderIds = async (query: string) => (await allPages(query)).map((payment) => payment.orderId);
    const window = await orderIds(inJanuary());
    expect(window).toContain(`order_AdmLastSecond${run8}`);
    expect(window).not.toContain(`order_AdmAfter${run8}`);
    expect(window).not.toContain(`order_AdmBefore${run8}`);
    expect(await orderIds("from=2021-02-01&to=2021-02-01")).toEqual([`order_AdmAfter${run8}`]);
    expect(await orderIds("from=2020-12-31&to=2020-12-31")).toEqual([`order_AdmBefore${run8}`]);
    expect(await orderIds("from=2021-01-06&to=2021-01-07")).toEqual([`order_AdmMary${run8}`, `order_AdmJohn${run8}`]);
  });

  it.each([
    ["an e-mail, in any case", `q=PRIYA.SHARMA.${run8}%40EXAMPLE`, "Priya Sharma"],
    ["a name, in any case", "q=priya+sharma", "Priya Sharma"],
    ["part of the provider's payment id, in any case", `q=pay_priyaq${run8}`, "Priya Sharma"],
    ["the order id", `q=order_PriyaQ${run8}`, "Priya Sharma"],
    // Unescaped, '%0%%' would match every row with a 0 and '%e_m%' 'Jane Meena' too.
    ["a literal %", "q=0%25", "Sure_Man 100% Ready"],
    ["a literal _", "q=e_m", "Sure_Man 100% Ready"],
  ])("searches by %s", async (_name, query, name) => {
    expect((await allPages(inJanuary(query))).map((row) => row.name)).toEqual([name]);
  });

  it("finds a payment by our own id too, and nothing for a search that matches nothing (the empty state)", async () => {
    const id = FIXTURE_IDS.get(`order_AdmJohn${run8}`)!;
    expect((await list(`q=${id}`)).payments.map((row) => row.name)).toEqual(["John Doe"]);
    const none = await list(inJanuary("q=nobody-by-this-name"));
    expect(none).toMatchObject({ payments: [], totals: [], total: 0, page: 1, pageCount: 1 });
  });

  it("ignores filter values that are not choices or dates", async () => {
    const result = await list("status=refunded&course=Knitting&currency=EUR&from=2021-02-30&to=yesterday");
    expect(result.filters).toEqual({ status: "", course: "", currency: "", from: "", to: "", search: "" });
  });

  it("totals the whole filtered set per currency: count, sum, and the successful part (minor units)", async () => {
    const january = FIXTURES.filter(inWindow);
    const totalsOf = (currency: Currency) => {
      const rows = january.filter((payment) => payment.currency === currency);
      return {
        currency,
        count: rows.length,
        amountMinor: rows.reduce((sum, payment) => sum + payment.amountMinor, 0),
        successfulMinor: rows
          .filter((payment) => payment.status === "success")
          .reduce((sum, payment) => sum + payment.amountMinor, 0),
      };
    };
    const result = await list(inJanuary());
    expect(result.totals).toEqual([totalsOf("INR"), totalsOf("USD")]);
    expect(result.totals[1]).toEqual({ currency: "USD", count: 2, amountMinor: 74_800, successfulMinor: 59_900 });
    expect((await list(inJanuary("currency=USD&status=failed"))).totals).toEqual([
      { currency: "USD", count: 1, amountMinor: 14_900, successfulMinor: 0 },
    ]);
  });
});

describe("the unfiltered totals", () => {
  /** The sums of every payment per currency, as the filtered totals would add them up. */
  async function summed(): Promise<CurrencyTotal[]> {
    const rows = await testDb.db
      .select({
        currency: payments.currency,
        count: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${payments.amount})::text`,
        successful: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.paymentStatus} = 'success'), 0)::text`,
      })
      .from(payments)
      .groupBy(payments.currency)
      .orderBy(payments.currency);
    return rows.map((row) => ({
      currency: row.currency,
      count: row.count,
      amountMinor: decimalToMinor(row.amount),
      successfulMinor: decimalToMinor(row.successful),
    }));
  }

  it("are kept by the payments trigger: they equal the payments' sums through inserts, changes and deletes", async () => {
    const initial = await list("");
    expect(initial.totals).toEqual(await summed());
    expect(initial.total).toBe(initial.totals.reduce((all, total) => all + total.count, 0));

    const [first, second] = await testDb.db
      .insert(payments)
      .values(
        ["INR", "USD"].map((currency, index) =>
          guestPaymentRow({
            userId: `guest_${randomUUID()}`,
            name: `Totals Payer ${index}`,
            email: `totals.${index}.${run8}@example.com`,
            country: currency === "INR" ? "India" : "US",
            currency: currency as Currency,
            amount: currency === "INR" ? "2999.00" : "59.00",
            paymentStatus: "pending",
            razorpayOrderId: `order_Totals${index}${run8}`,
          }),
        ),
      )
      .returning({ id: payments.id });
    expect((await list("")).totals).toEqual(await summed());

    const changes = [
      { paymentStatus: "success" as const },
      { amount: "2500.50" },
      { currency: "USD" as const, amount: "30.25" },
      { paymentStatus: "failed" as const, amount: "0.00" },
    ];
    for (const change of changes) {
      await testDb.db.update(payments).set(change).where(eq(payments.id, first!.id));
      expect((await list("")).totals).toEqual(await summed());
    }
    // A change that leaves currency, status and amount as they were leaves the totals alone too.
    await testDb.db.update(payments).set({ name: "Totals Payer Renamed" }).where(eq(payments.id, second!.id));
    expect((await list("")).totals).toEqual(await summed());

    await testDb.db.delete(payments).where(inArray(payments.id, [first!.id, second!.id]));
    expect((await list("")).totals).toEqual(initial.totals);
  });
});

describe("the CSV export", () => {
  async function exportCsv(query: string) {
    const response = (await run(
      paymentsExport.loader,
      pageRequest(`/admin/payments/export.csv?${query}`, admin.cookie),
    )) as Response;
    return csvDownloadRecords(response, "payments");
  }

  const asCsv = (rows: PaymentListRow[]) =>
    rows.map((row) => [
      `${formatIndiaDateTime(row.createdAt)} IST`,
      row.name.startsWith("=") ? `'${row.name}` : row.name,
      row.email,
      row.course,
      row.currency,
      minorToDecimal(row.amountMinor),
      { success: "Success", pending: "Pending", failed: "Failed", cancelled: "Cancelled" }[row.status],
      row.providerPaymentId ?? "",
      row.orderId ?? "",
      minorToDecimal(row.refundedMinor),
    ]);

  const paymentsList = { exportRecords: exportCsv, listRows: allPages, asRecords: asCsv };

  it("holds every filtered row of every page, the table's columns plus 'Refunded'", async () => {
    const [header] = await exportCsv(inJanuary());
    expect(header).toEqual([...PAYMENTS_CSV_HEADER]);
    expect(header!.at(-1)).toBe("Refunded");
    expect((await allPages(inJanuary())).length).toBeGreaterThan(25);
    await expectExportFollowsList([inJanuary()], paymentsList);
  });

  it("follows the screen's filters and search", async () => {
    await expectExportFollowsList(
      [inJanuary("currency=USD"), inJanuary("status=pending"), "q=priya+sharma", inJanuary("q=nobody")],
      paymentsList,
    );
  });

  it("writes the same file batch after batch: each batch continues after the last row of the one before", async () => {
    const read = async (rowsPerBatch?: number) =>
      new Response(
        exportPaymentsCsv(testDb.db, { filters: readPaymentFilters(new URLSearchParams(inJanuary())), rowsPerBatch }),
      ).text();
    const whole = await read();
    expect(parseCsv(whole).length).toBe(expected(() => true).length + 1);
    for (const rowsPerBatch of [1, 4, 31]) expect(await read(rowsPerBatch), `batches of ${rowsPerBatch}`).toBe(whole);
  });

  it("neutralises spreadsheet formulas", async () => {
    const [, ...records] = await exportCsv(inJanuary("q=HYPERLINK"));
    expect(records).toHaveLength(1);
    expect(records[0]![1]).toBe('\'=HYPERLINK("http://evil.example")');
  });
});

// ── The payment page: payments made through the sandbox checkout, as a student would.
const sandbox = () => getSandboxProvider(getPaymentProvider())!;

async function sandboxOrder(email = uniquePayerEmail("admin-view")) {
  return {
    ...(await placeOrder(testDb.db, checkoutRequest({ email, name: "Ananya Rao" }), { provider: getPaymentProvider() })),
    email,
  };
}

async function simulate(paymentId: string, outcome: "success" | "failed") {
  const simulated = await simulateSandboxCheckout(testDb.db, { sandbox: sandbox(), paymentId, outcome });
  if (simulated.kind !== "answered") throw new Error("no such sandbox order");
  return simulated;
}

async function details(paymentId: string) {
  const result = await run(paymentDetails.loader, pageRequest(`/admin/payments/${paymentId}`, admin.cookie), { paymentId });
  expect(statusOf(result)).toBe(200);
  return (payloadOf(result) as { details: PaymentDetails }).details;
}

async function checkWithProvider(paymentId: string, cookie = admin.cookie) {
  return run(paymentDetails.action, formPost(`/admin/payments/${paymentId}`, { intent: "check-with-provider" }, { cookie }), {
    paymentId,
  });
}

async function paymentRow(paymentId: string) {
  const [row] = await testDb.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
}

async function checksOf(paymentId: string) {
  return testDb.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "payments"), eq(auditLog.rowId, paymentId), eq(auditLog.action, "check-with-provider")));
}

describe("the payment page", () => {
  it("shows every field, the enrolment, the invoice, the webhooks received and the audit trail", async () => {
    const checkout = await sandboxOrder();
    const simulated = await simulate(checkout.paymentId, "success");
    for (const hook of simulated.webhooks) {
      const delivered = await handleRazorpayWebhook(testDb.db, {
        rawBody: hook.body,
        signature: hook.signature,
        eventId: hook.eventId,
        provider: getPaymentProvider(),
      });
      expect(delivered.status).toBe(200);
    }
    const [invoice] = await testDb.db.select().from(invoices).where(eq(invoices.paymentId, checkout.paymentId));

    const page = await details(checkout.paymentId);
    expect(page.payment).toMatchObject({
      id: checkout.paymentId,
      status: "success",
      name: "Ananya Rao",
      email: checkout.email,
      mobile: "9876543210",
      course: "Agentic AI",
      country: "India",
      currency: "INR",
      amountMinor: 299_900,
      providerAmountPaise: 299_900,
      orderId: checkout.orderId,
      providerPaymentId: expect.stringMatching(/^pay_/),
      nextReconcileAt: null,
    });
    expect(page.enrolment).toMatchObject({
      course: "Agentic AI",
      plan: "monthly",
      status: "active",
      currency: "INR",
      feeMinor: 4 * 299_900,
      paidMinor: 299_900,
      monthsPaid: 1,
      monthsInPlan: 4,
    });
    expect(page.invoice).toEqual({ number: invoice!.number, kind: invoice!.kind, issuedAt: invoice!.issuedAt.toISOString() });
    expect(page.webhookEvents.map((event) => [event.eventId, event.event])).toEqual(
      simulated.webhooks.map((hook) => [hook.eventId, JSON.parse(hook.body).event]),
    );
    // What each event did: the first recorded the success, the next found it already recorded.
    expect(page.webhookEvents.map((event) => event.outcome)).toEqual(
      simulated.webhooks.map((_, index) => (index === 0 ? "processed" : "already-recorded")),
    );
    expect(page.reconciliations).toEqual([]);
    expect(page.auditTrail).toEqual([]);

    // The admin's own invoice route gives the PDF; the student's route would not (it is the payer's alone).
    const pdf = (await run(
      paymentInvoice.loader,
      pageRequest(`/admin/payments/${checkout.paymentId}/invoice.pdf`, admin.cookie),
      {
        paymentId: checkout.paymentId,
      },
    )) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice!.number.replaceAll("/", "-")}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // A check is in the trail: who, what, what it found.
    expect(payloadOf(await checkWithProvider(checkout.paymentId))).toEqual({
      ok: true,
      intent: "check-with-provider",
      message: "The provider says this payment was captured: it was already recorded as successful.",
    });
    const [entry] = (await details(checkout.paymentId)).auditTrail;
    expect(entry).toMatchObject({ actorEmail: admin.email, action: "check-with-provider" });
    expect(JSON.parse(entry!.details!)).toMatchObject({
      changed: false,
      from: "success",
      to: "success",
      finding: { kind: "captured" },
    });
  });

  it("answers 404 for a payment that does not exist, and has no invoice for one that has not succeeded", async () => {
    for (const paymentId of [randomUUID(), "not-a-payment-id"]) {
      const result = await run(paymentDetails.loader, pageRequest(`/admin/payments/${paymentId}`, admin.cookie), { paymentId });
      expect(statusOf(result)).toBe(404);
      expect(statusOf(await checkWithProvider(paymentId))).toBe(404);
    }
    const pending = await sandboxOrder();
    expect((await details(pending.paymentId)).invoice).toBeNull();
    const pdf = await run(paymentInvoice.loader, pageRequest(`/admin/payments/${pending.paymentId}/invoice.pdf`, admin.cookie), {
      paymentId: pending.paymentId,
    });
    expect(statusOf(pdf)).toBe(404);
  });

  it("refuses an action it does not know", async () => {
    const checkout = await sandboxOrder();
    const result = await run(
      paymentDetails.action,
      formPost(`/admin/payments/${checkout.paymentId}`, { intent: "delete" }, { cookie: admin.cookie }),
      { paymentId: checkout.paymentId },
    );
    expect(statusOf(result)).toBe(400);
    expect(await checksOf(checkout.paymentId)).toEqual([]);
  });
});

describe("'Check with provider'", () => {
  it("records a pending payment the provider captured as successful: enrolment, invoice and the audit row with it", async () => {
    const checkout = await sandboxOrder();
    await simulate(checkout.paymentId, "success"); // the browser never came back and no webhook arrived
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("pending");

    const answer = await checkWithProvider(checkout.paymentId);
    expect(statusOf(answer)).toBe(200);
    expect(payloadOf(answer)).toMatchObject({
      ok: true,
      message: "The provider says this payment was captured: recorded as successful.",
    });
    const paid = await paymentRow(checkout.paymentId);
    expect(paid).toMatchObject({ paymentStatus: "success", razorpayPaymentId: expect.stringMatching(/^pay_/) });
    expect(paid.enrolmentId).not.toBeNull();
    expect(await testDb.db.select().from(enrolments).where(eq(enrolments.id, paid.enrolmentId!))).toHaveLength(1);
    expect(await testDb.db.select().from(invoices).where(eq(invoices.paymentId, checkout.paymentId))).toHaveLength(1);
    const [check] = await checksOf(checkout.paymentId);
    expect(check).toMatchObject({ actorEmail: admin.email, tableName: "payments", rowId: checkout.paymentId });
    expect(check!.details).toMatchObject({ changed: true, from: "pending", to: "success", finding: { kind: "captured" } });

    // Asked again: nothing more happens, and the answer says so.
    expect(payloadOf(await checkWithProvider(checkout.paymentId))).toMatchObject({
      message: "The provider says this payment was captured: it was already recorded as successful.",
    });
    expect(await testDb.db.select().from(invoices).where(eq(invoices.paymentId, checkout.paymentId))).toHaveLength(1);
    expect(await checksOf(checkout.paymentId)).toHaveLength(2);
    // Both checks are kept on the payment's page, newest first.
    expect((await details(checkout.paymentId)).reconciliations).toMatchObject([
      { source: "admin", finding: "captured", detail: paid.razorpayPaymentId, changed: false },
      { source: "admin", finding: "captured", detail: paid.razorpayPaymentId, changed: true },
    ]);
  });

  it("leaves a payment the provider has no completed attempt for pending, and says so", async () => {
    const checkout = await sandboxOrder();
    expect(payloadOf(await checkWithProvider(checkout.paymentId))).toMatchObject({
      ok: true,
      message: "The provider has no completed payment for this order yet: still pending. It will be checked again automatically.",
    });
    const row = await paymentRow(checkout.paymentId);
    expect(row.paymentStatus).toBe("pending");
    expect(row.nextReconcileAt).not.toBeNull();
    expect((await checksOf(checkout.paymentId))[0]!.details).toMatchObject({ changed: false, from: "pending", to: "pending" });
  });

  it("records a payment the provider failed as failed, with the provider's reason", async () => {
    const checkout = await sandboxOrder();
    await simulate(checkout.paymentId, "failed");
    expect(payloadOf(await checkWithProvider(checkout.paymentId))).toMatchObject({
      ok: true,
      message: `The provider says this payment failed: recorded as failed (${SANDBOX_FAILURE_DESCRIPTION}).`,
    });
    expect(await paymentRow(checkout.paymentId)).toMatchObject({
      paymentStatus: "failed",
      failureReason: SANDBOX_FAILURE_DESCRIPTION,
    });
  });

  it("saves the change and its audit row together or not at all", async () => {
    const checkout = await sandboxOrder();
    await simulate(checkout.paymentId, "success");
    // An actor the audit log cannot record (no id): the audit insert fails inside the check's transaction.
    await expect(
      checkPaymentWithProvider(testDb.db, {
        actor: { id: null as unknown as string, email: admin.email },
        paymentId: checkout.paymentId,
      }),
    ).rejects.toThrow();
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("pending");
    expect(await testDb.db.select().from(invoices).where(eq(invoices.paymentId, checkout.paymentId))).toEqual([]);
    expect(await checksOf(checkout.paymentId)).toEqual([]);
  });

  it("writes nothing when the provider cannot be reached", async () => {
    const checkout = await sandboxOrder();
    const unreachable: PaymentProvider = {
      ...getPaymentProvider(),
      fetchOrderPayments: () => Promise.reject(new ProviderError("connect ECONNREFUSED")),
    };
    await expect(
      checkPaymentWithProvider(testDb.db, {
        actor: { id: "admin-id", email: admin.email },
        paymentId: checkout.paymentId,
        provider: unreachable,
      }),
    ).rejects.toThrow(ProviderError);
    expect(await checksOf(checkout.paymentId)).toEqual([]);
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("pending");
    // Only the attempt is kept, saying the provider could not be asked.
    expect((await details(checkout.paymentId)).reconciliations).toMatchObject([
      { source: "admin", finding: "error", detail: "connect ECONNREFUSED", changed: false },
    ]);
  });

  it("is refused from another site, even with the admin's cookie", async () => {
    const checkout = await sandboxOrder();
    await simulate(checkout.paymentId, "success");
    const result = await run(
      paymentDetails.action,
      formPost(
        `/admin/payments/${checkout.paymentId}`,
        { intent: "check-with-provider" },
        {
          cookie: admin.cookie,
          origin: "https://evil.example",
        },
      ),
      { paymentId: checkout.paymentId },
    );
    expect(statusOf(result)).toBe(403);
    expect((await paymentRow(checkout.paymentId)).paymentStatus).toBe("pending");
    expect(await checksOf(checkout.paymentId)).toEqual([]);
  });
});

describe("search engines", () => {
  it("are kept out: robots.txt disallows /admin, the sitemap lists no admin page, and both pages say noindex", async () => {
    expect(await robotsTxt().text()).toMatch(/^Disallow: \/admin$/m);
    expect(await (await sitemapXml()).text()).not.toContain("/admin");
    for (const meta of [paymentsList.meta(), paymentDetails.meta()])
      expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
