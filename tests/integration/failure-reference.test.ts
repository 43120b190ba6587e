// Where a payment route fails unexpectedly, the visitor reads a reference (the request's x-request-id,
// as server/app.ts sets it) and never the database's or the exception's own words; the log has those.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { action as createOrderAction } from "~/routes/api/payments/orders";
import { action as outcomeAction } from "~/routes/api/payments/outcome";
import { checkoutRequest, someIp } from "../support/payment-fixtures";
import { expectReportedFailure, watchErrorLog } from "../support/safe-failures";
import { useFreshDatabase } from "../support/test-database";

const testDb = useFreshDatabase();

function post(action: (args: never) => unknown, path: string, body: unknown, requestId: string) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      Origin: "http://localhost:3000",
      "x-client-ip": someIp(),
      "x-request-id": requestId,
    },
  });
  return action({ request, params: {}, context: {} } as never) as Promise<Response>;
}

describe("payment routes that fail unexpectedly", () => {
  it("answer with the spec's message, the request's id as reference, and no database text", async () => {
    await testDb.db.execute("alter table payments rename to payments_away" as never);
    const errorLog = watchErrorLog();
    try {
      const order = await post(createOrderAction, "/api/payments/orders", checkoutRequest(), "req-orders-1");
      expect(order.status).toBe(500);
      const { error: orderError } = (await order.json()) as { error: string };
      expect(orderError).toBe("Failed to create order: something went wrong on our side (reference req-orders-1)");
      expectReportedFailure(orderError, { prefix: "Failed to create order: ", internals: /payments|relation|select/i, errorLog });

      const outcome = await post(
        outcomeAction,
        "/api/payments/outcome",
        { outcome: "cancelled", paymentId: randomUUID() },
        "req-outcome-1",
      );
      expect(outcome.status).toBe(500);
      const { error: outcomeError } = (await outcome.json()) as { error: string };
      expect(outcomeError).toBe(
        "Sorry, something went wrong on our side (reference req-outcome-1). Please try again or contact support.",
      );
      expect(outcomeError).not.toMatch(/payments|relation|update/i);
      expect(errorLog).toHaveBeenCalledWith(expect.objectContaining({ requestId: "req-outcome-1" }), expect.any(String));
    } finally {
      await testDb.db.execute("alter table payments_away rename to payments" as never);
    }
  });
});
