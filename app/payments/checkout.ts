import { z } from "zod";
import { COUNTRIES, findCatalogueItem, MAX_RENEWAL_MONTHS, MIN_RENEWAL_MONTHS } from "./pricing";
import { type Currency, withoutNulCharacters } from "~/platform";
import { checkGstin } from "~/invoices";

// spec 1 §5 and §8: the payment dialog's messages, word for word. `{...}` parts are filled in here.
export const CHECKOUT_MESSAGES = {
  selectCourse: "Please select a course",
  requiredFields: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  invalidResponse: "Invalid payment response. Please try again.",
  insecureContext: "Razorpay requires HTTPS or localhost for security",
  sdkLoadFailed: "Failed to load Razorpay SDK. Please check your internet connection and try again.",
  emptyKey: "Razorpay Key ID is empty. Please check the payment configuration.",
  initializeFailed: "Failed to initialize Razorpay",
  openFailed: "Failed to open payment modal",
  tooManyAttempts: "Too many payment attempts. Please wait a minute and try again.",
  createRecordFailed: (message: string) => `Failed to create payment record: ${message}`,
  createOrderFailed: (message: string | null | undefined) => `Failed to create order: ${message || "Unknown error"}`,
  initiateFailed: (reason: string, supportEmail: string) =>
    `Failed to initiate payment: ${reason}. Please try again or contact support at ${supportEmail}`,
  paymentFailed: (description: string | null | undefined) => `Payment failed: ${description || "Unknown error"}`,
  recordUpdateFailed: (paymentId: string) =>
    `Payment successful but failed to update record. Please contact support with payment ID: ${paymentId}`,
} as const;

// The optional State and GSTIN fields. No spec text: ours (docs/decisions/0034-tax-invoices.md).
export const BUYER_TAX_MESSAGES = {
  unknownState: "Please choose your state from the list",
  gstinOfAnotherState: (registeredState: string) =>
    `This GSTIN is registered in ${registeredState}: choose that state, or leave State empty`,
} as const;

/** failure_reason when the provider gives no description (spec 1 §4). */
export const DEFAULT_FAILURE_REASON = "Payment failed";

const M = CHECKOUT_MESSAGES;

/** An optional text field: missing or blank is null. */
const optionalText = (max: number) =>
  z
    .preprocess((value) => (value == null ? "" : withoutNulCharacters(value)), z.string().trim().max(max, M.requiredFields))
    .optional()
    .transform((text) => text || null);

const requiredText = (max: number) =>
  z.preprocess(
    (value) => (value == null ? "" : withoutNulCharacters(value)),
    z.string({ error: M.requiredFields }).trim().min(1, M.requiredFields).max(max, M.requiredFields),
  );

/**
 * What the browser sends to create an order. There is no amount: the server prices the order.
 * `checkoutKey` identifies one press of Pay, so a repeated request creates no second order.
 */
export const CheckoutRequestSchema = z.object({
  checkoutKey: z.uuid(),
  course: z
    .preprocess((value) => (value == null ? "" : value), z.string().trim())
    .refine((course) => findCatalogueItem(course) !== undefined, M.selectCourse)
    .transform((course) => findCatalogueItem(course)!.name),
  country: z.enum(COUNTRIES, { error: M.requiredFields }),
  name: requiredText(100),
  email: requiredText(254)
    .pipe(z.email(M.invalidEmail))
    .transform((email) => email.toLowerCase()),
  mobile: requiredText(20),
  couponText: z
    .preprocess((value) => (value == null ? "" : withoutNulCharacters(value)), z.string())
    .transform((text) => text.trim())
    .pipe(z.string().max(254, M.requiredFields)),
  renewalMonths: z.coerce.number().int().min(MIN_RENEWAL_MONTHS).max(MAX_RENEWAL_MONTHS).default(1),
  payUpfront: z.boolean().default(false),
  // The next instalment of this enrolment (from the dashboard): the server prices it from the enrolment,
  // for `renewalMonths` months, and ignores any coupon.
  enrolmentId: z.uuid().optional(),
  // Bought from the CXO page: the enrolment is the 8-month CXO programme (its monthly course is shared).
  programme: z.enum(["cxo"]).optional(),
  // The WhatsApp opt-ins ticked, each 'purpose:notice version'; the consent ledger reads them (readOptIns).
  whatsappConsents: z.array(z.string().max(64)).max(8).default([]),
  // Optional, for a GST tax invoice. The state is checked against the list of states on the server.
  state: optionalText(60),
  gstin: optionalText(30).transform((value, context) => {
    if (value === null) return null;
    const check = checkGstin(value);
    if (check.ok) return check.gstin;
    context.addIssue({ code: "custom", message: check.message });
    return z.NEVER;
  }),
});

export type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof CheckoutRequestSchema>;

/** The first message for an invalid checkout: a missing course is reported first, as the dialog does. */
export function firstCheckoutError(error: z.ZodError): string {
  const courseIssue = error.issues.find((issue) => issue.path[0] === "course");
  if (courseIssue) return M.selectCourse;
  const requiredIssue = error.issues.find((issue) => issue.message === M.requiredFields);
  return requiredIssue?.message ?? error.issues[0]?.message ?? M.requiredFields;
}

/** What the server answers a created order with: everything the browser's checkout needs. */
export interface CheckoutDetails {
  paymentId: string;
  provider: "razorpay" | "sandbox";
  /** The provider's public key for checkout.js. */
  keyId: string;
  orderId: string;
  /** Always INR paise (spec 1 §9 "Payment conversion"). */
  amountPaise: number;
  currency: "INR";
  /** The total in the payer's currency, e.g. "$509.15". */
  displayAmount: string;
  displayCurrency: Currency;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
}

/** The provider's answer to checkout, as the browser passes it on (Razorpay's field names). */
export const CheckoutOutcomeSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("success"),
    paymentId: z.uuid(),
    razorpay_payment_id: z.string().max(100).optional(),
    razorpay_order_id: z.string().max(100).optional(),
    razorpay_signature: z.string().max(200).optional(),
  }),
  z.object({
    outcome: z.literal("failed"),
    paymentId: z.uuid(),
    description: z.string().max(500).nullish(),
  }),
  z.object({ outcome: z.literal("cancelled"), paymentId: z.uuid() }),
]);

/** Whether checkout may open here: the provider requires https, or localhost (spec 1 §5). */
export function isSecureCheckoutLocation(location: { protocol: string; hostname: string }): boolean {
  if (location.protocol === "https:") return true;
  return ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
}
