// /payment-success shows what the server knows about the payment it names: to the browser that
// created the order (a signed receipt cookie) or the account that paid; everyone else gets the generic page.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action as createOrderAction } from "~/routes/api/payments/orders";
import { loader as paymentSuccessLoader } from "~/routes/marketing/payment-success";
import { RECEIPT_SECONDS, receiptPaymentIds, rememberPaymentReceipt } from "~/payments/payment-receipts.server";
import { recordCheckoutFailure } from "~/payments/record-checkout-failure.server";
import { recordPaymentSuccess } from "~/payments/record-payment-success.server";
import type { CheckoutDetails } from "~/payments/create-payment-order.server";
import { signUpStudent } from "../support/admin-fixtures";
import { cookieOf } from "../support/route-calls";
import { someIp, uniquePayerEmail } from "../support/payment-fixtures";
import { useFreshDatabase } from "../support/test-database";
import { verifyEmailThroughLink } from "../support/verified-account";

const testDb = useFreshDatabase();
const ORIGIN = "http://localhost:3000";

/** Presses Pay as the dialog does, with whatever cookies this "browser" has; returns the order and the cookies it gets back. */
async function pressPay({ cookie, email = uniquePayerEmail() }: { cookie?: string; email?: string } = {}) {
  const request = new Request(`${ORIGIN}/api/payments/orders`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "x-client-ip": someIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({
      checkoutKey: randomUUID(),
      course: "Quantum Computing",
      country: "US",
      name: "Kabir Rao",
      email,
      mobile: "9876543210",
      couponText: "44agentx44",
      renewalMonths: 1,
      payUpfront: false,
    }),
  });
  const response = (await createOrderAction({ request, params: {}, context: {} } as never)) as Response;
  expect(response.status).toBe(200);
  const { checkout } = (await response.json()) as { checkout: CheckoutDetails };
  return { checkout, cookie: cookieOf(response) };
}

async function successPage(paymentId: string | null, cookie?: string) {
  const query = paymentId === null ? "" : `?payment=${paymentId}`;
  const request = new Request(`${ORIGIN}/payment-success${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return (
    (await paymentSuccessLoader({ request, params: {}, context: {} } as never)) as Awaited<
      ReturnType<typeof paymentSuccessLoader>
    >
  ).outcome;
}

const paid = (checkout: CheckoutDetails) =>
  recordPaymentSuccess(testDb.db, { razorpayOrderId: checkout.orderId, razorpayPaymentId: `pay_${randomUUID().slice(0, 14)}` });

describe("/payment-success for the buyer", () => {
  it("shows the guest who pressed Pay their pending payment, then the success with course, amount and reference", async () => {
    const { checkout, cookie } = await pressPay();
    expect(cookie).toMatch(/^payment_receipts=/);

    expect(await successPage(checkout.paymentId, cookie)).toEqual({
      kind: "pending",
      summary: {
        referenceId: checkout.paymentId,
        course: "Quantum Computing",
        amount: "$509.15",
        currency: "USD",
        providerPaymentId: null,
        failureReason: null,
      },
    });
    const recorded = await paid(checkout);
    expect(recorded.kind).toBe("recorded");
    const outcome = await successPage(checkout.paymentId, cookie);
    expect(outcome).toMatchObject({
      kind: "success",
      summary: { referenceId: checkout.paymentId, course: "Quantum Computing", amount: "$509.15" },
    });
    expect(outcome.kind === "success" && outcome.summary.providerPaymentId).toMatch(/^pay_/);
  });

  it("keeps the receipts of the browser's earlier orders too", async () => {
    const first = await pressPay();
    const second = await pressPay({ cookie: first.cookie });
    expect((await successPage(first.checkout.paymentId, second.cookie)).kind).toBe("pending");
    expect((await successPage(second.checkout.paymentId, second.cookie)).kind).toBe("pending");
  });

  it("says a failed payment was not completed, with the provider's reason, instead of 'Payment Successful'", async () => {
    const { checkout, cookie } = await pressPay();
    await recordCheckoutFailure(testDb.db, {
      paymentId: checkout.paymentId,
      outcome: "failed",
      description: "Card declined by issuer",
    });
    expect(await successPage(checkout.paymentId, cookie)).toMatchObject({
      kind: "not-completed",
      summary: { failureReason: "Card declined by issuer" },
    });
  });

  it("shows a signed-in payer their payment without the receipt cookie, on another device", async () => {
    const student = await signUpStudent(uniquePayerEmail("account"));
    const { checkout } = await pressPay({ cookie: student.cookie, email: student.email });
    await paid(checkout);
    expect((await successPage(checkout.paymentId, student.cookie)).kind).toBe("success");
  });

  it("shows a verified account the guest payment made with its address", async () => {
    const student = await signUpStudent(uniquePayerEmail("verified"));
    const { checkout } = await pressPay({ email: student.email });
    expect((await successPage(checkout.paymentId, student.cookie)).kind).toBe("generic"); // not verified yet
    await verifyEmailThroughLink(student.email, student.cookie);
    expect((await successPage(checkout.paymentId, student.cookie)).kind).toBe("pending");
  });
});

describe("/payment-success for anyone else: the generic page, no details", () => {
  it("without a payment id, or with one that does not exist", async () => {
    expect(await successPage(null)).toEqual({ kind: "generic" });
    expect(await successPage(randomUUID())).toEqual({ kind: "generic" });
    const request = new Request(`${ORIGIN}/payment-success?payment=not-an-id`);
    expect((await paymentSuccessLoader({ request, params: {}, context: {} } as never)).outcome).toEqual({ kind: "generic" });
  });

  it("for someone who knows the id: another browser, another account, a forged or copied-and-edited cookie", async () => {
    const { checkout, cookie } = await pressPay();
    await paid(checkout);
    const otherBrowser = await pressPay();
    const otherAccount = await signUpStudent(uniquePayerEmail("other"));

    expect(await successPage(checkout.paymentId)).toEqual({ kind: "generic" });
    expect(await successPage(checkout.paymentId, otherBrowser.cookie)).toEqual({ kind: "generic" });
    expect(await successPage(checkout.paymentId, otherAccount.cookie)).toEqual({ kind: "generic" });

    // A receipt naming this payment, but not signed by the server.
    const name = cookie.split("=")[0]!;
    const forgedValue = Buffer.from(JSON.stringify([{ id: checkout.paymentId, until: Date.now() + 60_000 }])).toString("base64");
    expect(await successPage(checkout.paymentId, `${name}=${encodeURIComponent(forgedValue)}`)).toEqual({ kind: "generic" });
    // The other browser's genuine receipt with its signature kept and its content swapped.
    const signature = decodeURIComponent(otherBrowser.cookie.split("=")[1]!).split(".").at(-1);
    expect(signature).toBeTruthy();
    expect(await successPage(checkout.paymentId, `${name}=${encodeURIComponent(`${forgedValue}.${signature}`)}`)).toEqual({
      kind: "generic",
    });
  });

  it("once the receipt has expired (a day: as long as a payment can stay pending)", async () => {
    const paymentId = randomUUID();
    const dayAgo = Date.now() - RECEIPT_SECONDS * 1000 - 1;
    const setCookie = await rememberPaymentReceipt(new Request(ORIGIN), paymentId, dayAgo);
    const request = new Request(ORIGIN, { headers: { Cookie: setCookie.split(";")[0]! } });
    expect(await receiptPaymentIds(request, dayAgo + 1000)).toEqual([paymentId]);
    expect(await receiptPaymentIds(request)).toEqual([]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });
});
