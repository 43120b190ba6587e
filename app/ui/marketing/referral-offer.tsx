import { Gift } from "lucide-react";
import { FREE_SIGN_UP_REFERRAL_OFFER } from "~/content/free-sign-up";

const TONES = {
  light: "bg-amber-50 text-amber-950 ring-amber-200",
  dark: "bg-white/10 text-white ring-white/25",
} as const;

/** The free sign-up's referral commission, beside a 'Sign Up Free' invitation. */
export function ReferralOffer({ tone = "light", className = "" }: { tone?: keyof typeof TONES; className?: string }) {
  return (
    <p
      className={`inline-flex items-start gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium ring-1 ${TONES[tone]} ${className}`}
    >
      <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {FREE_SIGN_UP_REFERRAL_OFFER}
    </p>
  );
}
