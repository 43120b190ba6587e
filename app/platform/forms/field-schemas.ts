import { z } from "zod";
import { withoutNulCharacters } from "./form-text";

// The form toolkit's fields: the rules a name, an e-mail, a mobile number, an age or a link must meet, with the
// spec's messages, written once. Each form's schema (contact, quiz, certificate application, AI Spot
// application, admin forms) is built from these; the same schema runs in the browser and in the action.

// spec 2 §5, spec 3 §9: the messages several forms share, word for word.
export const FIELD_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  invalidMobile: "Please enter a valid mobile number (10-15 digits)",
  invalidAge: "Please enter a valid age between 16 and 100",
  invalidUrl: "Please enter a valid URL",
  tooLong: "Please shorten this entry",
} as const;

export const MIN_AGE = 16;
export const MAX_AGE = 100;

/** Any posted value as trimmed text without NULs: missing fields, nulls and files count as empty. */
export const postedText = z.preprocess(
  (value) => (typeof value === "string" ? withoutNulCharacters(value).trim() : ""),
  z.string(),
);

/** Required text of at most `max` characters; each form may word its two messages its own way. */
export const requiredText = (
  max: number,
  { required = FIELD_MESSAGES.required, tooLong = FIELD_MESSAGES.tooLong }: { required?: string; tooLong?: string } = {},
) => z.preprocess(withoutNulCharacters, z.string({ error: required }).trim().min(1, required).max(max, tooLong));

/** spec 3 §5 "Certificate application": the basic address pattern, something@something.something, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

// The HTML standard's "valid e-mail address", which an email-typed input accepts; domain labels may be in any script,
// as browsers accept an international domain (they send it in punycode).
const EMAIL_INPUT_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)*$/u;

/**
 * spec 2 §5 "Email input is email-typed", spec 3 §5 "Email inputs use email type": what such an input accepts, and no
 * more (these forms switch the browser's own check off to show the spec's messages, so the same rule runs here).
 */
export function isEmailInputAddress(value: string): boolean {
  return EMAIL_INPUT_ADDRESS.test(value);
}

/** An e-mail as every form stores it: trimmed and lower-cased. Its format, if any, is each form's own rule. */
export const requiredEmail = (max = 254, messages?: { required?: string; tooLong?: string }) =>
  requiredText(max, messages).transform((email) => email.toLowerCase());

/** spec 3 §5: a whole number of years from 16 to 100, typed as at most three digits. */
export function isAge(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= MIN_AGE && Number(value) <= MAX_AGE;
}

/** A required age, as a number. */
export const requiredAge = (requiredMessage: string = FIELD_MESSAGES.required) =>
  postedText.pipe(z.string().min(1, requiredMessage).refine(isAge, FIELD_MESSAGES.invalidAge).transform(Number));

/**
 * An address a browser may safely open: http or https only. Stricter than "parses as a URL" on purpose:
 * these links are rendered on public and student pages, where a `javascript:` address would run code.
 */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** spec 2 §8, spec 3 §8: a public form that could not be saved; `detail` is the safe sentence for the slot. */
export function saveFailedMessage(detail: string, fromDatabase: boolean): string {
  return `${fromDatabase ? "Database error" : "Unexpected error"}: ${detail}. Please try again or contact support.`;
}

// ── Checking a whole form: each form shows one message at a time.

export type FormCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/** The message to show for a failed form: the required-fields message wins, else the first problem. */
export function firstMessage(error: z.ZodError, requiredMessage: string = FIELD_MESSAGES.required): string {
  const messages = error.issues.map((issue) => issue.message);
  return messages.includes(requiredMessage) ? requiredMessage : (messages[0] ?? requiredMessage);
}

/** Runs a form schema on raw values (a FormData's entries or a plain object). */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
  requiredMessage: string = FIELD_MESSAGES.required,
): FormCheck<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstMessage(result.error, requiredMessage) };
}

/** A FormData as a plain object of its text values (the last value of a repeated name wins). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  return values;
}
