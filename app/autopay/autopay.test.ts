import { describe, expect, it } from "vitest";
import { chargeAtForDueDate, debitNoticeDue, nextAutopayStatus } from "./autopay";

const at = (iso: string) => new Date(iso);

describe("nextAutopayStatus: the provider's state whatever order its events arrive in", () => {
  it("a later stage beats an earlier one, however late the earlier arrives", () => {
    expect(
      nextAutopayStatus(
        { status: "active", at: at("2026-12-01T03:30:00Z") },
        { status: "authenticated", at: at("2026-12-02T00:00:00Z") },
      ),
    ).toBe("active");
    expect(nextAutopayStatus({ status: "created", at: null }, { status: "active", at: at("2026-12-01T03:30:00Z") })).toBe(
      "active",
    );
  });

  it("an ended subscription stays ended", () => {
    expect(
      nextAutopayStatus(
        { status: "cancelled", at: at("2026-12-01T00:00:00Z") },
        { status: "active", at: at("2026-12-05T00:00:00Z") },
      ),
    ).toBe("cancelled");
    expect(nextAutopayStatus({ status: "active", at: null }, { status: "completed", at: at("2026-12-01T00:00:00Z") })).toBe(
      "completed",
    );
  });

  it("among active, pending and halted the provider's latest event wins", () => {
    const halted = { status: "halted" as const, at: at("2026-12-03T03:30:00Z") };
    expect(nextAutopayStatus(halted, { status: "pending", at: at("2026-12-02T03:30:00Z") })).toBe("halted");
    expect(nextAutopayStatus(halted, { status: "active", at: at("2026-12-04T03:30:00Z") })).toBe("active");
  });
});

describe("charge time and pre-debit notice", () => {
  it("charges at 09:00 in India on the due date", () => {
    expect(chargeAtForDueDate("2026-12-29").toISOString()).toBe("2026-12-29T03:30:00.000Z");
  });

  it("the notice is due from 48 hours before the charge until it", () => {
    const charge = at("2026-12-29T03:30:00Z");
    expect(debitNoticeDue(charge, at("2026-12-27T03:29:00Z"))).toBe(false);
    expect(debitNoticeDue(charge, at("2026-12-27T03:30:00Z"))).toBe(true);
    expect(debitNoticeDue(charge, at("2026-12-29T03:29:59Z"))).toBe(true);
    expect(debitNoticeDue(charge, charge)).toBe(false);
  });
});
