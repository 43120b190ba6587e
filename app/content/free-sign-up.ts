import { REFERRAL_CREDIT_PERCENT } from "~/payments";

// spec 3 §1 "A free sign-up is advertised with a 10% referral commission on successful referrals" (§9 "Referral"):
// the line shown wherever the site invites a visitor to sign up for free (docs/decisions/0093-spec-gaps.md).
export const FREE_SIGN_UP_REFERRAL_OFFER = `Sign up free and earn a ${REFERRAL_CREDIT_PERCENT}% referral commission on successful referrals.`;
