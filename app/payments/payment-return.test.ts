import { describe, expect, it } from "vitest";
import { paymentCancelledPath, paymentIdFrom, paymentSuccessPath, retryPaymentLink, retryRequestFrom } from "./payment-return";

const ID = "6f1c2b9e-3f4a-4c1d-9b8e-2a7d5c4e1f01";
const params = (path: string) => new URL(path, "http://localhost").searchParams;

describe("/payment-success names its payment", () => {
  it("carries the payment id and reads back only a UUID", () => {
    expect(paymentSuccessPath(ID)).toBe(`/payment-success?payment=${ID}`);
    expect(paymentIdFrom(params(paymentSuccessPath(ID)))).toBe(ID);
    expect(paymentIdFrom(params(`/payment-success?payment=${ID.toUpperCase()}`))).toBe(ID);
    for (const bad of ["/payment-success", "/payment-success?payment=1", "/payment-success?payment=' or 1=1"]) {
      expect(paymentIdFrom(params(bad))).toBeNull();
    }
  });
});

describe("'Try Payment Again' (spec 2 §2.12)", () => {
  it("goes back to the page the payer was on, asking it to reopen the dialog with the course", () => {
    const cancelled = paymentCancelledPath({ course: "Vibe Coding", variant: "normal", from: "/courses/vibe-coding" });
    expect(retryPaymentLink(params(cancelled))).toBe("/courses/vibe-coding?retryCourse=Vibe+Coding");
    const zodiac = paymentCancelledPath({
      course: "Zodiac Premium AI Course",
      variant: "zodiac-only",
      from: "/zodiac-premium-ai",
    });
    expect(retryPaymentLink(params(zodiac))).toBe(
      "/zodiac-premium-ai?retryCourse=Zodiac+Premium+AI+Course&retryVariant=zodiac-only",
    );
  });

  it("leads to /courses, as the spec says, when there is no course to go back to", () => {
    expect(retryPaymentLink(params("/payment-cancelled"))).toBe("/courses");
    expect(retryPaymentLink(params("/payment-cancelled?course=Nonsense&from=/about"))).toBe("/courses");
  });

  it("never leaves the site, and never returns to an outcome page", () => {
    for (const from of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect(retryPaymentLink(params(`/payment-cancelled?${new URLSearchParams({ course: "Agentic AI", from })}`))).toBe(
        "/courses?retryCourse=Agentic+AI",
      );
    }
    expect(
      retryPaymentLink(params(paymentCancelledPath({ course: "Agentic AI", variant: "normal", from: "/payment-cancelled" }))),
    ).toBe("/courses?retryCourse=Agentic+AI");
    // the page's own query is not carried back: it could hold anything
    expect(
      retryPaymentLink(
        params(paymentCancelledPath({ course: "Agentic AI", variant: "normal", from: "/masterclass?payment=true" })),
      ),
    ).toBe("/masterclass?retryCourse=Agentic+AI");
  });

  it("reopens the dialog from the returned-to page's query, keeping its other parameters", () => {
    const request = retryRequestFrom(
      params("/masterclass?retryCourse=Renewal+Fee+(Existing+Student+Only)&retryVariant=renewal-only&x=1"),
    )!;
    expect(request.defaultCourse).toBe("Renewal Fee (Existing Student Only)");
    expect(request.variant).toBe("renewal-only");
    expect(request.rest.toString()).toBe("x=1");
    expect(retryRequestFrom(params("/courses?retryCourse=Agentic+AI&retryVariant=bogus"))!.variant).toBe("normal");
    expect(retryRequestFrom(params("/courses?retryCourse=Build+AI+Projects"))).toBeNull();
    expect(retryRequestFrom(params("/courses"))).toBeNull();
  });
});
