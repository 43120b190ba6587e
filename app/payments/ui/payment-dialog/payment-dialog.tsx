// The payment dialog 'Pay Now to Book Your Seat' (spec 1 §2, §4, §5). Code-split: loaded
// only when a page opens it. It shows the price the shared pricing module computes from the discount
// the server granted for the coupon-or-referral text; the server recomputes it and is the only one
// whose number is charged.
import { X } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { siteConfig } from "~/content/site-config";
import { couponFeedback, grantedDiscount } from "~/payments/coupon-feedback";
import { formatMoney } from "~/platform";
import { findCatalogueItem, quotePrice } from "~/payments/pricing";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { closePaymentDialogShell } from "~/ui/document-scripts";
import { ErrorBanner } from "~/ui/forms/form-controls";
import { BuyerFields } from "./buyer-fields";
import { fetchPrefill } from "./checkout-client";
import { coursesFor, hasCourseChoice, initialCourse } from "./course-options";
import { CourseSelection } from "./course-selection";
import { DiscountFields } from "./discount-fields";
import { instalmentCountry, instalmentTotal } from "./instalment";
import { InstalmentSelection } from "./instalment-selection";
import { PaymentActions } from "./payment-actions";
import type { PaymentDialogRequest } from "./payment-dialog-context";
import { initialPaymentForm, paymentFormReducer } from "./payment-form-state";
import { InstalmentSummary, PriceSummary } from "./price-summary";
import { SandboxCheckoutDialog } from "./sandbox-checkout-dialog";
import { useCheckoutLaunch } from "./use-checkout-launch";
import { useDiscountLookup } from "./use-discount-lookup";

export default function PaymentDialog({ request, onClose }: { request: PaymentDialogRequest; onClose: () => void }) {
  const user = useOptionalUser();
  const { instalment } = request;
  const variant = request.variant ?? "normal";
  const offered = coursesFor(variant);
  const canChooseCourse = hasCourseChoice(variant);
  // A page may name a programme the price list does not hold (e.g. 'Build AI Projects'): say so, and let the payer choose.
  const unpricedDefault =
    !instalment && request.defaultCourse && !findCatalogueItem(request.defaultCourse) ? request.defaultCourse : null;

  const [form, dispatch] = useReducer(
    paymentFormReducer,
    instalment
      ? { course: instalment.course, country: instalmentCountry(instalment), user }
      : { course: initialCourse(request), user },
    initialPaymentForm,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Open as a modal (the rest of the page becomes inert); give focus back to the opener afterwards.
  useEffect(() => {
    // A tap before React was there opened the dialog's frame from the page's markup: this dialog takes its place.
    closePaymentDialogShell();
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => opener?.focus?.();
  }, []);

  // Signed in: name and e-mail come with the page; the mobile number from the profile.
  useEffect(() => {
    if (!user) return;
    let current = true;
    fetchPrefill()
      .then((prefill) => {
        if (current && prefill) dispatch({ type: "prefilled", ...prefill });
      })
      .catch(() => {}); // the payer types it instead
    return () => {
      current = false;
    };
  }, [user]);

  const lookup = useDiscountLookup(form.couponText, form.email);
  const feedback = couponFeedback(form.couponText, lookup, siteConfig.supportEmail);
  const item = findCatalogueItem(form.course);
  const discount = grantedDiscount(lookup.state === "answered" ? lookup.check : null);
  const { course, country, renewalMonths, payUpfront } = form;
  const quote = course && !instalment ? quotePrice({ course, country, discount, renewalMonths, payUpfront }) : undefined;
  // An instalment is shown at the enrolment's monthly price; the server charges what it computes.
  const instalmentMinor = instalment && instalmentTotal(instalment, renewalMonths);
  const total =
    instalment && instalmentMinor !== undefined
      ? formatMoney(instalmentMinor, instalment.currency)
      : quote && formatMoney(quote.total, quote.currency);
  const { pay, outcomeHandlers } = useCheckoutLaunch({ form, dispatch, item, request, onClose });

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby="payment-dialog-title"
        onCancel={(event) => {
          event.preventDefault();
          if (!form.sandboxCheckout) onClose(); // Escape closes the dialog
        }}
        className="m-auto max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
      >
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="payment-dialog-title" className="text-2xl font-bold text-gray-900">
              Pay Now to Book Your Seat
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-full p-2 text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <p className="mt-1 text-sm text-gray-700">Online payment by card, UPI or net banking.</p>
          {unpricedDefault ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Enrolling in {unpricedDefault}? Choose the course you are paying for below.
            </p>
          ) : null}

          <form onSubmit={pay} noValidate className="mt-5 space-y-4">
            <ErrorBanner message={form.error} />
            {instalment ? (
              <InstalmentSelection instalment={instalment} form={form} dispatch={dispatch} />
            ) : (
              <CourseSelection form={form} dispatch={dispatch} offered={offered} canChooseCourse={canChooseCourse} item={item} />
            )}
            <BuyerFields form={form} dispatch={dispatch} />
            {instalment ? null : <DiscountFields form={form} dispatch={dispatch} feedback={feedback} item={item} />}
            {instalment && instalmentMinor !== undefined ? (
              <InstalmentSummary
                course={instalment.course}
                months={renewalMonths}
                total={instalmentMinor}
                currency={instalment.currency}
              />
            ) : quote ? (
              <PriceSummary quote={quote} />
            ) : null}
            <PaymentActions total={total} processing={form.processing} canPay={Boolean(course)} />
          </form>
        </div>
      </dialog>
      {form.sandboxCheckout ? (
        <SandboxCheckoutDialog checkout={form.sandboxCheckout} {...outcomeHandlers(form.sandboxCheckout)} />
      ) : null}
    </>
  );
}
