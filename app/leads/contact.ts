import { z } from "zod";
import { checkForm, FIELD_MESSAGES, isEmailInputAddress, requiredEmail, requiredText, withoutNulCharacters } from "~/platform";

// spec 2 §3: contact purpose values and their labels.
export const CONTACT_PURPOSES = [
  { value: "join_agentic_ai", label: "Join Agentic AI Course" },
  { value: "join_vive_coding", label: "Join Vive Coding Course" },
  { value: "free_session", label: "Need Free Session" },
  { value: "corporate_session", label: "Corporate Session" },
  { value: "ai_consulting", label: "AI Consulting" },
  { value: "seeking_ai_developer", label: "Seeking AI Developer" },
  { value: "request_referral_commission", label: "Request for referral commission payout" },
  { value: "looking_for_ai_job", label: "Looking for an AI skillset job" },
] as const;

export type ContactPurpose = (typeof CONTACT_PURPOSES)[number]["value"];

export const CONTACT_MESSAGES = {
  required: FIELD_MESSAGES.required,
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  tooLong: "Please shorten your message",
} as const;

/** Bounds on what is stored and e-mailed to the business (docs/decisions/0093-spec-gaps.md); the spec sets none. */
export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, mobile: 30, additional_details: 2000 } as const;

export function purposeLabel(value: string) {
  return CONTACT_PURPOSES.find((purpose) => purpose.value === value)?.label ?? value;
}

/** `?referral=claim` preselects the referral payout purpose (spec 2 §2.10); otherwise none. */
export function initialPurpose(searchParams: URLSearchParams): ContactPurpose | "" {
  return searchParams.get("referral") === "claim" ? "request_referral_commission" : "";
}

const purposeValues = CONTACT_PURPOSES.map((purpose) => purpose.value) as [ContactPurpose, ...ContactPurpose[]];
const tooLong = { tooLong: CONTACT_MESSAGES.tooLong };
const LIMITS = CONTACT_FIELD_LIMITS;

// spec 2 §5: four required fields, the e-mail as an email-typed input takes it, the mobile tel-typed (no format).
export const ContactSchema = z.object({
  name: requiredText(LIMITS.name, tooLong),
  email: requiredEmail(LIMITS.email, tooLong).refine(isEmailInputAddress, CONTACT_MESSAGES.invalidEmail),
  mobile: requiredText(LIMITS.mobile, tooLong),
  purpose: z.enum(purposeValues, { error: CONTACT_MESSAGES.required }),
  // Optional; empty is stored as null (spec 2 §3).
  additional_details: z
    .preprocess(withoutNulCharacters, z.string().trim().max(LIMITS.additional_details, CONTACT_MESSAGES.tooLong).optional())
    .transform((details) => (details ? details : null)),
});

export type ContactRequest = z.output<typeof ContactSchema>;

/** The first message to show for an invalid form: missing fields win, as in the spec. */
export function firstContactError(input: unknown): string | null {
  const checked = checkForm(ContactSchema, input);
  return checked.ok ? null : checked.message;
}
