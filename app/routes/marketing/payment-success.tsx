import { CheckCircle2, Mail } from "lucide-react";
import { Link } from "react-router";
import { siteConfig, supportMailto } from "~/content/site-config";

// spec 2 §2.12 "Payment Successful screen".
export function meta() {
  return [{ title: `Payment Successful | ${siteConfig.name}` }, { name: "robots", content: "noindex" }];
}

const NEXT_STEPS = [
  "Check your email for your course details.",
  "Your session schedule will be shared with you soon.",
  "Join our student community to meet your batch and mentors.",
  "Questions? Contact our support team any time.",
];

export default function PaymentSuccess() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <CheckCircle2 aria-hidden="true" className="h-16 w-16 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold">Payment Successful</h1>
      <p className="mt-3 text-gray-700">
        Thank you! Your enrolment is confirmed and your seat is booked. A confirmation email is on its way to you.
      </p>
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
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/dashboard" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Go to Dashboard
        </Link>
        <Link to="/" className="rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:border-brand-600">
          Back to Home
        </Link>
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm text-gray-700">
        <Mail aria-hidden="true" className="h-4 w-4" />
        Need help?{" "}
        <a href={supportMailto} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {siteConfig.supportEmail}
        </a>
      </p>
    </main>
  );
}
