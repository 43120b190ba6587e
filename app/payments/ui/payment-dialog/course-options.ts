import { CATALOGUE, findCatalogueItem, RENEWAL_COURSE, ZODIAC_COURSE, type CatalogueItem } from "~/payments/pricing";
import { formatMoney, type Currency } from "~/platform";
import type { PaymentDialogRequest } from "./payment-dialog-context";

export type PaymentDialogVariant = NonNullable<PaymentDialogRequest["variant"]>;

/**
 * The courses the dialog offers (spec 1 §2): every item normally; the renewal alone for
 * renewal-only; the Zodiac course alone on /zodiac-premium-ai (spec 2 §2.9).
 */
export function coursesFor(variant: PaymentDialogVariant): readonly CatalogueItem[] {
  if (variant === "renewal-only") return CATALOGUE.filter((item) => item.name === RENEWAL_COURSE);
  if (variant === "zodiac-only") return CATALOGUE.filter((item) => item.name === ZODIAC_COURSE);
  return CATALOGUE;
}

/** Whether the visitor chooses the course (more than one on offer); a single fixed course is never reset. */
export function hasCourseChoice(variant: PaymentDialogVariant): boolean {
  return coursesFor(variant).length > 1;
}

/** The course selected when the dialog opens: the page's default when on offer, else the variant's own. */
export function initialCourse(request: PaymentDialogRequest): string {
  const variant = request.variant ?? "normal";
  const offered = coursesFor(variant);
  const wanted = findCatalogueItem(request.defaultCourse);
  if (wanted && offered.includes(wanted)) return wanted.name;
  if (variant === "renewal-plus-course") return RENEWAL_COURSE;
  return offered.length === 1 ? offered[0]!.name : "";
}

/** ₹2,999 rather than ₹2,999.00 in a short label; $4.99 keeps its cents. */
const shortMoney = (minor: number, currency: Currency) => formatMoney(minor, currency, { decimals: "when-fractional" });

/** "Agentic AI (4 months): ₹2,999 per month", "Masterclass (2 hours): $4.99 (was $19.99)". */
export function courseOptionLabel(item: CatalogueItem, currency: Currency): string {
  const price = shortMoney(item.price[currency], currency);
  if (item.kind === "session") {
    const was = item.wasPrice ? ` (was ${shortMoney(item.wasPrice[currency], currency)})` : "";
    return `${item.name} (2 hours): ${price}${was}`;
  }
  if (item.kind === "renewal") return `${item.name}: ${price} per month`;
  return `${item.name} (4 months): ${price} per month`;
}
