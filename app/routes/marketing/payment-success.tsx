import { CheckCircle2, Clock, Mail, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { siteConfig, supportMailto } from "~/content/site-config";
import { paymentIdFrom, retryPaymentLink } from "~/payments";
import { getOptionalUser } from "~/accounts/index.server";
import { db } from "~/platform/index.server";
import { loadPaymentOutcome, type PaymentSummary, receiptPaymentIds } from "~/payments/index.server";
import type { Route } from "./+types/payment-success";
import { AutopayAfterPayment } from "~/autopay/ui";
import { PaymentOutcomeActions } from "./ui/payment-outcome-actions";

// spec 2 §2.12 "Payment Successful screen", showing what the server knows about the payment it names
// to its buyer only; anyone else sees the generic page (docs/decisions/0024-payment-success-summary.md).
const TITLES = {
  generic: "Payment Successful",
  success: "Payment Successful",
  pending: "Confirming Your Payment",
  "not-completed": "Payment Not Completed",
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = TITLES[loaderData?.outcome.kind ?? "generic"];
  return [{ title: `${title} | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

// A buyer's payment details: never kept by a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const searchParams = new URL(request.url).searchParams;
  const paymentId = paymentIdFrom(searchParams);
  if (!paymentId) return { outcome: { kind: "generic" as const }, autopayFor: null };
  const [viewer, receipts] = await Promise.all([getOptionalUser(request), receiptPaymentIds(request)]);
  // 'Pay monthly automatically' was chosen: a signed-in, verified student authorises it next (a guest from the dashboard).
  const autopayFor = searchParams.get("autopay") === "1" && viewer?.emailVerified ? paymentId : null;
  return { outcome: await loadPaymentOutcome(await db(), { paymentId, viewer, receiptPaymentIds: receipts }), autopayFor };
}

/** While the payment is still being confirmed, the page asks the server again this often. */
const PENDING_REFRESH_MS = 2_000;

const NEXT_STEPS = [
  "Check your email for your course details.",
  "Your session schedule will be shared with you soon.",
  "Join our student community to meet your batch and mentors.",
  "Questions? Contact our support team any time.",
];

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const revalidator = useRevalidator();
  const pending = outcome.kind === "pending";

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  if (outcome.kind === "pending") return <PaymentPending summary={outcome.summary} />;
  if (outcome.kind === "not-completed") return <PaymentNotCompleted summary={outcome.summary} />;
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold">Payment Successful</h1>
      <p className="mt-3 text-gray-700">
        Thank you! Your enrolment is confirmed and your seat is booked. A confirmation email is on its way to you.
      </p>
      {outcome.kind === "success" ? <Summary summary={outcome.summary} /> : null}
      {outcome.kind === "success" && loaderData.autopayFor ? <AutopayAfterPayment paymentId={loaderData.autopayFor} /> : null}
      <section aria-labelledby="next-steps" className="mt-8 w-full rounded-xl border border-gray-200 bg-gray-50 p-6 text-left">
        <h2 id="next-steps" className="text-lg font-semibold">
          What happens next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-gray-800">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <PaymentOutcomeActions to="/dashboard">Go to Dashboard</PaymentOutcomeActions>
      <SupportLine />
    </main>
  );
}

function Summary({ summary }: { summary: PaymentSummary }) {
  const rows: [string, string][] = [
    ["Course", summary.course],
    ["Amount", `${summary.amount} (${summary.currency})`],
    ["Reference ID", summary.referenceId],
  ];
  if (summary.providerPaymentId) rows.push(["Payment ID", summary.providerPaymentId]);
  if (summary.failureReason) rows.push(["Reason", summary.failureReason]);
  return (
    <section aria-labelledby="payment-summary" className="mt-8 w-full rounded-xl border border-gray-200 p-6 text-left">
      <h2 id="payment-summary" className="text-lg font-semibold">
        Your payment
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-gray-800">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PaymentPending({ summary }: { summary: PaymentSummary }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <Clock aria-hidden="true" className="h-16 w-16 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold">We are confirming your payment…</h1>
      <p className="mt-3 text-gray-700">
        This usually takes a few seconds. This page updates itself as soon as the payment is confirmed; please keep it open.
      </p>
      <Summary summary={summary} />
      {/* Without JavaScript the page cannot refresh itself: the same address asks again. */}
      <Link
        to={`?payment=${encodeURIComponent(summary.referenceId)}`}
        className="mt-8 rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:border-brand-600"
      >
        Check again
      </Link>
      <SupportLine />
    </main>
  );
}

function PaymentNotCompleted({ summary }: { summary: PaymentSummary }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <XCircle aria-hidden="true" className="h-16 w-16 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold">Payment Not Completed</h1>
      <p className="mt-3 text-gray-700">
        This payment was not completed. If money left your account, write to us quoting the reference ID below and we will sort it
        out.
      </p>
      <Summary summary={summary} />
      <PaymentOutcomeActions to={retryPaymentLink(new URLSearchParams({ course: summary.course, from: "/courses" }))}>
        Try Payment Again
      </PaymentOutcomeActions>
      <SupportLine />
    </main>
  );
}

function SupportLine() {
  return (
    <p className="mt-8 flex items-center gap-2 text-sm text-gray-700">
      <Mail aria-hidden="true" className="h-4 w-4" />
      Need help?{" "}
      <a href={supportMailto} className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {siteConfig.supportEmail}
      </a>
    </p>
  );
}
