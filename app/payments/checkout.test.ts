import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, CheckoutRequestSchema, firstCheckoutError, isSecureCheckoutLocation } from "./checkout";

const valid = {
  checkoutKey: "0b6f7f0e-5d0c-4d4e-9a55-2f8e0e1f4a11",
  course: "Agentic AI",
  country: "India",
  name: "Meera Iyer",
  email: " Meera@Example.com ",
  mobile: "9876543210",
  couponText: " goldisold ",
  renewalMonths: 1,
  payUpfront: true,
};

function errorFor(input: Record<string, unknown>) {
  const parsed = CheckoutRequestSchema.safeParse(input);
  return parsed.success ? null : firstCheckoutError(parsed.error);
}

describe("checkout request (spec 1 §5)", () => {
  it("accepts a complete request, trimming and lower-casing the e-mail", () => {
    const parsed = CheckoutRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "meera@example.com", couponText: "goldisold", course: "Agentic AI" });
  });

  it("names the canonical course for a page title", () => {
    expect(CheckoutRequestSchema.parse({ ...valid, course: "Agentic AI Development" }).course).toBe("Agentic AI");
  });

  it("asks for a course first", () => {
    expect(errorFor({ ...valid, course: "", name: "" })).toBe("Please select a course");
    expect(errorFor({ ...valid, course: "Build AI Projects" })).toBe("Please select a course");
  });

  it("asks for the required fields", () => {
    for (const field of ["name", "email", "mobile"]) {
      expect(errorFor({ ...valid, [field]: "  " })).toBe("Please fill in all required fields");
      expect(errorFor({ ...valid, [field]: undefined })).toBe("Please fill in all required fields");
    }
    expect(errorFor({ ...valid, country: "Atlantis" })).toBe("Please fill in all required fields");
  });

  it("rejects an e-mail that is not one", () => {
    expect(errorFor({ ...valid, email: "meera" })).toBe(CHECKOUT_MESSAGES.invalidEmail);
  });

  it("keeps renewal months within 1 to 4", () => {
    expect(CheckoutRequestSchema.safeParse({ ...valid, renewalMonths: 5 }).success).toBe(false);
    expect(CheckoutRequestSchema.safeParse({ ...valid, renewalMonths: 0 }).success).toBe(false);
  });

  it("has no amount: whatever the browser adds is dropped", () => {
    const parsed = CheckoutRequestSchema.parse({ ...valid, amount: 1 }) as Record<string, unknown>;
    expect(parsed.amount).toBeUndefined();
  });
});

describe("messages with parts filled in (spec 1 §8)", () => {
  it("reads word for word", () => {
    expect(CHECKOUT_MESSAGES.createOrderFailed(undefined)).toBe("Failed to create order: Unknown error");
    expect(CHECKOUT_MESSAGES.createRecordFailed("boom")).toBe("Failed to create payment record: boom");
    expect(CHECKOUT_MESSAGES.initiateFailed("x", "s@e.in")).toBe(
      "Failed to initiate payment: x. Please try again or contact support at s@e.in",
    );
    expect(CHECKOUT_MESSAGES.paymentFailed("")).toBe("Payment failed: Unknown error");
    expect(CHECKOUT_MESSAGES.createOrderFailed("declined")).toBe("Failed to create order: declined");
    expect(CHECKOUT_MESSAGES.paymentFailed("Card declined")).toBe("Payment failed: Card declined");
  });

  it("says the spec's fixed messages word for word (spec 1 §5 and §8)", () => {
    expect(CHECKOUT_MESSAGES.selectCourse).toBe("Please select a course");
    expect(CHECKOUT_MESSAGES.requiredFields).toBe("Please fill in all required fields");
    expect(CHECKOUT_MESSAGES.invalidResponse).toBe("Invalid payment response. Please try again.");
    expect(CHECKOUT_MESSAGES.sdkLoadFailed).toBe(
      "Failed to load Razorpay SDK. Please check your internet connection and try again.",
    );
    expect(CHECKOUT_MESSAGES.initializeFailed).toBe("Failed to initialize Razorpay");
    expect(CHECKOUT_MESSAGES.openFailed).toBe("Failed to open payment modal");
    // spec 1 §8 gives the gist only ("mentions the provider"; "payment successful but failed to update record").
    expect(CHECKOUT_MESSAGES.insecureContext).toBe("Razorpay requires HTTPS or localhost for security");
    expect(CHECKOUT_MESSAGES.recordUpdateFailed("pay_1")).toBe(
      "Payment successful but failed to update record. Please contact support with payment ID: pay_1",
    );
  });
});

describe("secure checkout location", () => {
  it("allows https and localhost only", () => {
    expect(isSecureCheckoutLocation({ protocol: "https:", hostname: "academy.example" })).toBe(true);
    expect(isSecureCheckoutLocation({ protocol: "http:", hostname: "localhost" })).toBe(true);
    expect(isSecureCheckoutLocation({ protocol: "http:", hostname: "academy.example" })).toBe(false);
  });
});

describe("checkout request: State and GSTIN", () => {
  it("leaves both optional", () => {
    expect(CheckoutRequestSchema.parse(valid)).toMatchObject({ state: null, gstin: null });
    expect(CheckoutRequestSchema.parse({ ...valid, state: " ", gstin: "" })).toMatchObject({ state: null, gstin: null });
  });

  it("keeps a valid GSTIN in its canonical form", () => {
    expect(CheckoutRequestSchema.parse({ ...valid, state: "Maharashtra", gstin: "27aapfu0939f1zv" })).toMatchObject({
      state: "Maharashtra",
      gstin: "27AAPFU0939F1ZV",
    });
  });

  it("refuses a wrong GSTIN with its clear message", () => {
    expect(errorFor({ ...valid, gstin: "27AAPFU0939F1Z" })).toBe("Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)");
    expect(errorFor({ ...valid, gstin: "27AAPFU0939F1ZW" })).toBe(
      "This GSTIN is not valid: please check it for a typing mistake",
    );
  });
});
