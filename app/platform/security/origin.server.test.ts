import { describe, expect, it } from "vitest";
import { getConfig } from "../config.server";
import { assertSameOrigin, isSameOriginRequest } from "./origin.server";

const appOrigin = new URL(getConfig().appUrl).origin;

function post(origin: string | null, method = "POST") {
  return new Request(`${appOrigin}/signin`, { method, headers: origin === null ? {} : { origin } });
}

describe("same-origin check for the site's forms", () => {
  it("accepts this site's own origin and requests without an Origin header", () => {
    expect(isSameOriginRequest(post(appOrigin))).toBe(true);
    expect(isSameOriginRequest(post(null))).toBe(true);
    expect(() => assertSameOrigin(post(appOrigin))).not.toThrow();
  });

  it.each(["https://evil.example", "null", `${appOrigin}.evil.example`, appOrigin.replace("http:", "https:")])(
    "refuses a POST from %s with 403",
    (origin) => {
      expect(isSameOriginRequest(post(origin))).toBe(false);
      try {
        assertSameOrigin(post(origin));
        expect.unreachable("a foreign origin must be refused");
      } catch (refusal) {
        expect((refusal as { init: { status: number } }).init.status).toBe(403);
      }
    },
  );

  it("lets reads through whatever their origin", () => {
    expect(isSameOriginRequest(post("https://evil.example", "GET"))).toBe(true);
  });
});
