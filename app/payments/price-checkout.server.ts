import { CXO_DIALOG_COURSE } from "~/content/cxo";
import type { CheckoutRequest } from "~/payments/checkout";
import { CHECKOUT_MESSAGES } from "~/payments/checkout";
import { grantedDiscount } from "~/payments/coupon-feedback";
import { ENROLMENT_MESSAGES, enrolmentStanding, instalmentPrice } from "~/enrolments";
import type { Currency } from "~/platform";
import { monthsDuration, quotePrice, RENEWAL_COURSE, toProviderPaise } from "~/payments/pricing";
import type { Database } from "~/platform/index.server";
import { enrolmentFacts, findOwnEnrolment, latestActiveCourseEnrolment } from "~/enrolments/index.server";
import { resolveDiscount } from "./resolve-discount.server";

/** What the payment row records about what is bought and its price: decided here, never by the browser. */
export interface PricedCheckout {
  course: string;
  country: string;
  currency: Currency;
  total: number;
  providerAmountPaise: number;
  duration: string;
  referralEmail: string | null;
  couponCode: string | null;
  enrolmentId: string | null;
  programme: "cxo" | null;
}

export type CheckoutPrice = ({ kind: "priced" } & PricedCheckout) | { kind: "failed"; status: number; message: string };

export interface CheckoutPayer {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The price of a checkout (spec 1 §9): an instalment at its enrolment's price; a renewal only for an active course
 * enrolment; anything else from the catalogue with the server's discount.
 */
export async function priceCheckout(
  database: Database,
  { checkout, user }: { checkout: CheckoutRequest; user: CheckoutPayer | null },
): Promise<CheckoutPrice> {
  if (checkout.enrolmentId)
    return priceInstalment(database, { enrolmentId: checkout.enrolmentId, months: checkout.renewalMonths, user });

  const discount = await resolveDiscount(database, { text: checkout.couponText, payerEmails: [checkout.email, user?.email] });
  const quote = quotePrice({
    course: checkout.course,
    country: checkout.country,
    discount: grantedDiscount(discount.check),
    renewalMonths: checkout.renewalMonths,
    payUpfront: checkout.payUpfront,
  });
  if (!quote) return { kind: "failed", status: 400, message: CHECKOUT_MESSAGES.selectCourse };

  let enrolmentId: string | null = null;
  if (quote.item.name === RENEWAL_COURSE) {
    const enrolment = await latestActiveCourseEnrolment(database, { email: checkout.email, user });
    if (!enrolment) return { kind: "failed", status: 400, message: ENROLMENT_MESSAGES.renewalWithoutEnrolment };
    enrolmentId = enrolment.id;
  }
  return {
    kind: "priced",
    course: quote.item.name,
    country: checkout.country,
    currency: quote.currency,
    total: quote.total,
    providerAmountPaise: quote.providerAmountPaise,
    duration: quote.duration,
    referralEmail: discount.referralEmail,
    couponCode: discount.couponCode,
    enrolmentId,
    programme: checkout.programme === "cxo" && quote.item.name === CXO_DIALOG_COURSE ? "cxo" : null,
  };
}

async function priceInstalment(
  database: Database,
  { enrolmentId, months, user }: { enrolmentId: string; months: number; user: CheckoutPayer | null },
): Promise<CheckoutPrice> {
  if (!user) return { kind: "failed", status: 401, message: ENROLMENT_MESSAGES.signInForInstalment };
  if (!user.emailVerified) return { kind: "failed", status: 403, message: ENROLMENT_MESSAGES.verifyForInstalment };
  const row = await findOwnEnrolment(database, { enrolmentId, user });
  // Another student's enrolment reads as none at all.
  if (row?.status !== "active") return { kind: "failed", status: 404, message: ENROLMENT_MESSAGES.instalmentNotFound };
  const enrolment = enrolmentFacts(row);
  const standing = enrolmentStanding(enrolment);
  if (standing.monthsRemaining === 0) return { kind: "failed", status: 400, message: ENROLMENT_MESSAGES.fullyPaid };
  const total = instalmentPrice(enrolment, months);
  if (total === undefined) {
    return { kind: "failed", status: 400, message: ENROLMENT_MESSAGES.instalmentMonths(standing.monthsRemaining) };
  }
  return {
    kind: "priced",
    course: row.course,
    country: row.country,
    currency: row.currency,
    total,
    providerAmountPaise: toProviderPaise(total, row.currency),
    duration: monthsDuration(months),
    referralEmail: null,
    couponCode: null,
    enrolmentId: row.id,
    programme: null,
  };
}
