import { describe, expect, it } from "vitest";
import { COUPON_CODES, findCoupon } from "./coupons.server";

describe("coupon codes (spec 1 §9)", () => {
  it("knows the spec's two codes, trimmed and case-insensitively", () => {
    expect(findCoupon("  44AgentX44 ")).toEqual({ code: "44agentx44", percent: 15 });
    expect(findCoupon("GOLDISOLD")).toEqual({ code: "goldisold", percent: 30 });
    expect(COUPON_CODES).toEqual(["44agentx44", "goldisold"]);
  });

  it.each(["SAVE10", "", "__proto__", "constructor", "toString", "hasOwnProperty"])("does not know %j", (text) => {
    expect(findCoupon(text)).toBeUndefined();
  });
});
