import { XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { siteConfig } from "~/content/site-config";
import { SupportContactItem } from "~/ui/marketing/support-contact";
import { retryPaymentLink } from "~/payments";
import { PaymentOutcomeActions } from "./ui/payment-outcome-actions";

// spec 2 §2.12 "Payment Cancelled screen" and §8.
export function meta() {
  return [{ title: `Payment Cancelled | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

export default function PaymentCancelled() {
  // The dialog names the course and the page it was paying from: 'Try Payment Again' reopens it there.
  const [searchParams] = useSearchParams();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <XCircle aria-hidden="true" className="h-16 w-16 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold">Payment Cancelled</h1>
      <p className="mt-3 text-gray-700">Your payment was cancelled. Don't worry, no charges were made to your account.</p>
      <p className="mt-3 text-gray-700">
        You can try the payment again whenever you are ready. We accept cards, UPI and net banking.
      </p>
      <PaymentOutcomeActions to={retryPaymentLink(searchParams)}>Try Payment Again</PaymentOutcomeActions>
      <ul className="mt-8 space-y-2 text-sm text-gray-700">
        <SupportContactItem way="email" className="flex items-center justify-center gap-2" iconClassName="h-4 w-4" />
        <SupportContactItem way="phone" className="flex items-center justify-center gap-2" iconClassName="h-4 w-4" />
      </ul>
    </main>
  );
}
