// The Orders and Refunds API stub for one test file (or describe block), with a Razorpay provider pointed at it.
import { afterAll, beforeAll } from "vitest";
import type { PaymentProvider } from "~/payments/payment-provider.server";
import { createRazorpayProvider } from "~/payments/razorpay-provider.server";
import { startRazorpayStub, type RazorpayStub } from "./razorpay-stub";

/** Starts the stub before the tests, hands it and its provider to `started`, and closes it after. */
export function useRazorpayStub(started: (razorpay: { stub: RazorpayStub; provider: PaymentProvider }) => void) {
  let stub: RazorpayStub | undefined;
  beforeAll(async () => {
    stub = await startRazorpayStub();
    started({ stub, provider: createRazorpayProvider({ ...stub.credentials, apiBase: stub.apiBase }) });
  });
  afterAll(() => stub?.close());
}
