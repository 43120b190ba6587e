import { describe, expect, it } from "vitest";
import { MAX_RENEWAL_MONTHS } from "~/payments/pricing";
import { instalmentCountry, instalmentMonthsOffered, instalmentTotal } from "./instalment";

// A Quantum student pays their own monthly price, ₹11,999, not the flat renewal price.
const quantum = { pricePerMonthMinor: 1_199_900, remainingMinor: 3_599_700, monthsRemaining: 3 };

describe("the instalment dialog's figures", () => {
  it("prices each month at the enrolment's monthly price, capped at what remains", () => {
    expect(instalmentTotal(quantum, 1)).toBe(1_199_900);
    expect(instalmentTotal(quantum, 3)).toBe(3_599_700);
    // A first month paid with a coupon leaves a last instalment smaller than a month.
    expect(instalmentTotal({ pricePerMonthMinor: 299_900, remainingMinor: 500_000 }, 2)).toBe(500_000);
  });

  it("offers 1 up to the months remaining, within what one order may carry", () => {
    expect(instalmentMonthsOffered(quantum)).toBe(3);
    expect(instalmentMonthsOffered({ monthsRemaining: 1 })).toBe(1);
    expect(instalmentMonthsOffered({ monthsRemaining: 7 })).toBe(MAX_RENEWAL_MONTHS);
  });

  it("keeps the enrolment's country, or one of its currency when the list does not hold it", () => {
    expect(instalmentCountry({ country: "Canada", currency: "USD" })).toBe("Canada");
    expect(instalmentCountry({ country: "Atlantis", currency: "USD" })).toBe("US");
    expect(instalmentCountry({ country: "", currency: "INR" })).toBe("India");
  });
});
