import { BookOpen, CheckCircle2, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/ui/marketing/button-styles";
import { ReferralOffer } from "~/ui/marketing/referral-offer";

/** The thank-you page shown once the application is stored. */
export function ApplicationSubmitted({ enrollButton }: { enrollButton: ReactNode }) {
  return (
    <section
      aria-labelledby="submitted-title"
      className="mt-6 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-600" />
      <h1 id="submitted-title" className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">
        Application Submitted Successfully!
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-gray-700">
        Thank you for applying for your free AI certificate. Our team will review your application and contact you by email or
        phone. Meanwhile, keep learning with us.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/library" className={buttonStyles.secondary}>
          <BookOpen aria-hidden="true" className="size-4" /> Explore Free Library
        </Link>
        {enrollButton}
        <Link to="/signup" className={buttonStyles.secondary}>
          <UserPlus aria-hidden="true" className="size-4" /> Sign Up Free
        </Link>
      </div>
      <ReferralOffer className="mt-5" />
    </section>
  );
}
