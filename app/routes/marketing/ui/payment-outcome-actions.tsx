import type { ReactNode } from "react";
import { Link } from "react-router";

/** The payment pages' two buttons: what to do next (`to`), and 'Back to Home'. */
export function PaymentOutcomeActions({ to, children }: { to: string; children: ReactNode }) {
  return (
    <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
      <Link to={to} className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {children}
      </Link>
      <Link to="/" className="rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:border-brand-600">
        Back to Home
      </Link>
    </div>
  );
}
