// The payment dialog 'Pay Now to Book Your Seat' (spec 1 §2, §4, §5; issue 4). Code-split: loaded
// only when a page opens it. It shows the price the shared pricing module computes from the discount
// the server granted for the coupon-or-referral text; the server recomputes it and is the only one
// whose number is charged.
import { CreditCard, X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { siteConfig } from "~/content/site-config";
import { CHECKOUT_MESSAGES, isSecureCheckoutLocation } from "~/domain/checkout";
import {
  couponFeedback,
  discountQueryFor,
  grantedDiscount,
  type DiscountCheck,
  type DiscountLookup,
} from "~/domain/coupon-feedback";
import { paymentCancelledPath, paymentSuccessPath } from "~/domain/payment-return";
import {
  COUNTRIES,
  currencyFor,
  findCatalogueItem,
  formatMoney,
  MAX_RENEWAL_MONTHS,
  offersUpfront,
  quotePrice,
  type Country,
  type DiscountLine,
} from "~/domain/pricing";
import { useOptionalUser } from "~/ui/account/use-optional-user";
import { SelectField, TextField } from "~/ui/forms/field";
import { ErrorBanner, SubmitButton } from "~/ui/forms/form-controls";
import {
  checkDiscountText,
  createOrder,
  fetchPrefill,
  openRazorpayCheckout,
  reportOutcome,
  ShownAsIs,
  type CheckoutDetails,
  type ProviderFailureResponse,
  type ProviderSuccessResponse,
} from "./checkout-client";
import { courseOptionLabel, coursesFor, hasCourseChoice, initialCourse } from "./course-options";
import type { PaymentDialogRequest } from "./payment-dialog-context";
import { SandboxCheckoutDialog } from "./sandbox-checkout-dialog";

const LOOKUP_DEBOUNCE_MS = 400;

const DISCOUNT_LABELS: Record<DiscountLine["kind"], string> = {
  coupon: "Coupon Discount",
  referral: "Referral Discount",
  upfront: "4-Month Upfront Discount",
};

const MONTH_OPTIONS = Array.from({ length: MAX_RENEWAL_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? "1 Month" : `${index + 1} Months`,
}));

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

/** The lookup for one text and payer: the answer counts only for what it was asked about. */
interface LookupState {
  key: string;
  lookup: DiscountLookup;
}

export default function PaymentDialog({ request, onClose }: { request: PaymentDialogRequest; onClose: () => void }) {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const location = useLocation();
  const variant = request.variant ?? "normal";
  const offered = coursesFor(variant);
  const canChooseCourse = hasCourseChoice(variant);
  // A page may name a programme the price list does not hold (e.g. 'Build AI Projects'): say so, and let the payer choose.
  const unpricedDefault = request.defaultCourse && !findCatalogueItem(request.defaultCourse) ? request.defaultCourse : null;

  const [course, setCourse] = useState(() => initialCourse(request));
  const [country, setCountry] = useState<Country>("India");
  const [name, setName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [mobile, setMobile] = useState("");
  const [couponText, setCouponText] = useState("");
  const [renewalMonths, setRenewalMonths] = useState(1);
  const [payUpfront, setPayUpfront] = useState(false);
  const [lookupState, setLookupState] = useState<LookupState>({ key: "", lookup: { state: "idle" } });
  // Answers already given, by text and payer: typing a code again needs no second request.
  // The server's answers by text and payer, kept for the dialog's life: retyping a code costs no request.
  const [answers] = useState(() => new Map<string, DiscountCheck | null>());
  const [error, setError] = useState("");
  const [processing, setProcessing] = useState(false);
  const [sandboxCheckout, setSandboxCheckout] = useState<CheckoutDetails | null>(null);
  const working = useRef(false); // set synchronously: a double click starts one checkout
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Open as a modal (the rest of the page becomes inert); give focus back to the opener afterwards.
  useEffect(() => {
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
        if (!current || !prefill) return;
        setName((value) => value || prefill.name);
        setEmail((value) => value || prefill.email);
        setMobile((value) => value || prefill.mobile);
      })
      .catch(() => {}); // the payer types it instead
    return () => {
      current = false;
    };
  }, [user]);

  // Coupon codes and referral e-mails are checked on the server, once typing pauses (spec 1 §5): no
  // code is in this page's JavaScript. Changing the text drops the previous discount until it is checked.
  const discountQuery = discountQueryFor(couponText);
  const lookupKey = discountQuery ? `${discountQuery}|${email.trim().toLowerCase()}` : "";
  useEffect(() => {
    if (!discountQuery || answers.has(lookupKey)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDiscountText(discountQuery, email, controller.signal)
        .then((check) => {
          answers.set(lookupKey, check);
          setLookupState({ key: lookupKey, lookup: check ? { state: "answered", check } : { state: "idle" } });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("discount check failed", error);
          setLookupState({ key: lookupKey, lookup: { state: "unavailable" } });
        });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lookupKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const known = answers.get(lookupKey);
  const lookup: DiscountLookup = !discountQuery
    ? { state: "idle" }
    : known
      ? { state: "answered", check: known }
      : lookupState.key === lookupKey
        ? lookupState.lookup
        : { state: "checking" };
  const feedback = couponFeedback(couponText, lookup, siteConfig.supportEmail);
  const item = findCatalogueItem(course);
  const currency = currencyFor(country);
  const discount = grantedDiscount(lookup.state === "answered" ? lookup.check : null);
  const quote = course ? quotePrice({ course, country, discount, renewalMonths, payUpfront }) : undefined;

  function changeCountry(next: Country) {
    setCountry(next);
    // spec 1 §4: changing the country resets the selected course (a single fixed course stays).
    if (canChooseCourse) setCourse("");
    setError("");
  }

  function finishWithError(message: string) {
    setError(message);
    setProcessing(false);
    working.current = false;
  }

  async function handleSuccess(checkout: CheckoutDetails, response: ProviderSuccessResponse | null | undefined) {
    setSandboxCheckout(null);
    if (!response || typeof response !== "object" || !response.razorpay_payment_id || !response.razorpay_order_id) {
      finishWithError(CHECKOUT_MESSAGES.invalidResponse);
      return;
    }
    const result = await reportOutcome({
      outcome: "success",
      paymentId: checkout.paymentId,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_order_id: response.razorpay_order_id,
      razorpay_signature: response.razorpay_signature,
    }).catch(() => null);
    // The server refused the response (a bad signature, an order it does not know): nothing was paid
    // as far as it can tell, so the payer stays here and is told so — never 'Payment Successful'.
    if (result?.status === 400) {
      finishWithError(CHECKOUT_MESSAGES.invalidResponse);
      return;
    }
    // The money has moved: if our record could not be updated, the webhook will; the payer keeps the id,
    // and /payment-success shows what the server knows until it is final.
    if (!result?.ok) window.alert(CHECKOUT_MESSAGES.recordUpdateFailed(response.razorpay_payment_id));
    onClose();
    navigate(paymentSuccessPath(checkout.paymentId));
  }

  async function handleFailure(checkout: CheckoutDetails, response: ProviderFailureResponse) {
    setSandboxCheckout(null);
    const description = response.error?.description ?? null;
    await reportOutcome({ outcome: "failed", paymentId: checkout.paymentId, description }).catch(() => {});
    finishWithError(CHECKOUT_MESSAGES.paymentFailed(description));
  }

  async function handleDismiss(checkout: CheckoutDetails) {
    setSandboxCheckout(null);
    await reportOutcome({ outcome: "cancelled", paymentId: checkout.paymentId }).catch(() => {});
    setProcessing(false);
    working.current = false;
    onClose();
    // 'Try Payment Again' there brings the payer back to this page with this course (issue 20).
    navigate(paymentCancelledPath({ course: checkout.notes.course ?? course, variant, from: location.pathname }));
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (working.current) return;
    if (!course) return setError(CHECKOUT_MESSAGES.selectCourse);
    if (!name.trim() || !email.trim() || !mobile.trim()) return setError(CHECKOUT_MESSAGES.requiredFields);

    working.current = true;
    setProcessing(true);
    setError("");
    try {
      if (!isSecureCheckoutLocation(window.location)) throw new Error(CHECKOUT_MESSAGES.insecureContext);
      const checkout = await createOrder({
        checkoutKey: crypto.randomUUID(),
        course,
        country,
        name,
        email,
        mobile,
        couponText,
        renewalMonths,
        payUpfront: payUpfront && offersUpfront(item),
      });
      if (checkout.provider === "sandbox") {
        setSandboxCheckout(checkout);
        return;
      }
      await openRazorpayCheckout(checkout, {
        onSuccess: (response) => void handleSuccess(checkout, response),
        onFailure: (response) => void handleFailure(checkout, response),
        onDismiss: () => void handleDismiss(checkout),
      });
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : "Unknown error";
      finishWithError(failure instanceof ShownAsIs ? reason : CHECKOUT_MESSAGES.initiateFailed(reason, siteConfig.supportEmail));
    }
  }

  const feedbackTone = {
    none: "",
    info: "text-brand-700",
    success: "text-green-800",
    error: "text-red-700",
    warning: "text-amber-800",
  }[feedback.tone];

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-labelledby="payment-dialog-title"
        onCancel={(event) => {
          event.preventDefault();
          if (!sandboxCheckout) onClose(); // Escape closes the dialog
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
            <ErrorBanner message={error} />
            <SelectField
              label="Country"
              name="payment_country"
              required
              options={COUNTRY_OPTIONS}
              value={country}
              onChange={(event) => changeCountry(event.target.value as Country)}
            />
            <SelectField
              label="Course"
              name="payment_course"
              required
              placeholder={canChooseCourse ? "Select a course" : undefined}
              options={offered.map((option) => ({ value: option.name, label: courseOptionLabel(option, currency) }))}
              value={course}
              onChange={(event) => {
                setCourse(event.target.value);
                setError("");
              }}
            />
            {item?.kind === "renewal" ? (
              <SelectField
                label="How many months?"
                name="payment_renewal_months"
                required
                options={MONTH_OPTIONS}
                value={String(renewalMonths)}
                onChange={(event) => setRenewalMonths(Number(event.target.value))}
              />
            ) : null}
            <TextField
              label="Full Name"
              name="payment_name"
              required
              autoComplete="name"
              maxLength={100}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError("");
              }}
            />
            <TextField
              label="Email Address"
              name="payment_email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError("");
              }}
            />
            <TextField
              label="Mobile Number"
              name="payment_mobile"
              type="tel"
              required
              autoComplete="tel"
              maxLength={20}
              value={mobile}
              onChange={(event) => {
                setMobile(event.target.value);
                setError("");
              }}
            />
            <div>
              <TextField
                label="Discount coupon code or referral email"
                name="payment_coupon"
                autoComplete="off"
                maxLength={254}
                value={couponText}
                aria-describedby="payment-coupon-hint payment-coupon-feedback"
                onChange={(event) => {
                  setCouponText(event.target.value);
                  setError("");
                }}
              />
              <p id="payment-coupon-hint" className="mt-1 text-xs text-gray-600">
                Enter any enrolled student&apos;s email for 7% referral discount
              </p>
              <p id="payment-coupon-feedback" aria-live="polite" className={`mt-1 text-sm font-medium ${feedbackTone}`}>
                {feedback.message}
              </p>
            </div>
            {offersUpfront(item) ? (
              <div className="flex items-start gap-3">
                <input
                  id="payment_upfront"
                  type="checkbox"
                  checked={payUpfront}
                  onChange={(event) => setPayUpfront(event.target.checked)}
                  className="mt-1 h-4 w-4 rounded border-gray-400 text-brand-600 focus:ring-brand-600"
                />
                <label htmlFor="payment_upfront" className="text-sm text-gray-800">
                  <span className="font-medium">Pay 4 months upfront and get an extra 7% off</span>
                  <span className="block text-xs text-gray-600">Pay the full 4-month amount now and save 7% on the total.</span>
                </label>
              </div>
            ) : null}

            {quote ? (
              <div className="rounded-lg bg-brand-50 p-4" aria-live="polite">
                <div className="flex justify-between gap-4">
                  <span className="font-semibold text-gray-900">
                    {quote.item.name}
                    {quote.months && quote.months > 1 ? ` (${quote.months} months)` : ""}
                  </span>
                  <span className="font-semibold text-gray-900">{formatMoney(quote.base, quote.currency)}</span>
                </div>
                {quote.discounts.map((line) => (
                  <div key={line.kind} className="mt-1 flex justify-between gap-4 text-sm text-green-800">
                    <span>
                      {DISCOUNT_LABELS[line.kind]} ({line.percent}%)
                    </span>
                    <span>-{formatMoney(line.amount, quote.currency)}</span>
                  </div>
                ))}
                <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-2">
                  <span className="font-bold text-gray-900">Total Amount</span>
                  <span className="text-2xl font-bold text-brand-700" data-testid="payment-total">
                    {formatMoney(quote.total, quote.currency)}
                  </span>
                </div>
              </div>
            ) : null}

            <SubmitButton busy={processing} busyLabel="Processing..." disabled={!course}>
              <CreditCard aria-hidden="true" className="mr-2 h-5 w-5" />
              {quote ? `Pay ${formatMoney(quote.total, quote.currency)} Online` : "Pay Online"}
            </SubmitButton>
            <p className="text-center text-xs text-gray-600">Secure payment powered by Razorpay</p>
          </form>
        </div>
      </dialog>
      {sandboxCheckout ? (
        <SandboxCheckoutDialog
          checkout={sandboxCheckout}
          onSuccess={(response) => void handleSuccess(sandboxCheckout, response)}
          onFailure={(response) => void handleFailure(sandboxCheckout, response)}
          onDismiss={() => void handleDismiss(sandboxCheckout)}
        />
      ) : null}
    </>
  );
}
