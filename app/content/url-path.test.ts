import { describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "./url-path";

describe("withoutTrailingSlash", () => {
  it.each([
    ["/refund-policy/", "/refund-policy"],
    ["/ai-certification//", "/ai-certification"],
    ["/ai-certification/sales", "/ai-certification/sales"],
    ["/", "/"],
    ["//", "/"],
  ])("%s → %s", (input, expected) => {
    expect(withoutTrailingSlash(input)).toBe(expected);
  });
});
