import { describe, expect, it } from "vitest";
import { showsFloatingPayButton } from "./floating-pay-button-visibility";

describe("floating pay button (spec 1 §2 'Layout')", () => {
  it("shows everywhere except sign-in, sign-up, forgot-password and the Zodiac page", () => {
    for (const path of ["/", "/courses/agentic-ai", "/contact", "/dashboard", "/reset-password", "/masterclass"]) {
      expect(showsFloatingPayButton(path)).toBe(true);
    }
    for (const path of ["/signin", "/signup", "/forgot-password", "/zodiac-premium-ai"])
      expect(showsFloatingPayButton(path)).toBe(false);
  });
});
