import { describe, expect, it } from "vitest";
import { canMoveTo, nextReconcileDelaySeconds, PAYMENT_STATUSES, statusesBefore } from "./payment-state";

describe("payment state only moves forward (spec 1 §4)", () => {
  it("leaves pending for any outcome", () => {
    expect(canMoveTo("pending", "cancelled")).toBe(true);
    expect(canMoveTo("pending", "failed")).toBe(true);
    expect(canMoveTo("pending", "success")).toBe(true);
  });

  it("lets the provider's later capture win over a failure or a dismissal", () => {
    expect(canMoveTo("failed", "success")).toBe(true);
    expect(canMoveTo("cancelled", "success")).toBe(true);
    expect(canMoveTo("cancelled", "failed")).toBe(true);
  });

  it("never overwrites a success, never goes back to pending, never repeats", () => {
    for (const status of PAYMENT_STATUSES) {
      expect(canMoveTo("success", status)).toBe(false);
      expect(canMoveTo(status, "pending")).toBe(false);
      expect(canMoveTo(status, status)).toBe(false);
    }
    expect(canMoveTo("failed", "cancelled")).toBe(false);
  });

  it("lists the statuses a conditional update may start from", () => {
    expect(statusesBefore("success")).toEqual(["pending", "cancelled", "failed"]);
    expect(statusesBefore("failed")).toEqual(["pending", "cancelled"]);
    expect(statusesBefore("cancelled")).toEqual(["pending"]);
  });
});

describe("reconciliation pace", () => {
  it("checks every 5 minutes at first, then less often, at most hourly", () => {
    expect(nextReconcileDelaySeconds(6 * 60)).toBe(300);
    expect(nextReconcileDelaySeconds(2 * 3600)).toBe(1800);
    expect(nextReconcileDelaySeconds(20 * 3600)).toBe(3600);
  });
});
