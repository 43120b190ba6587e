import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { httpsImageUrlOrNull, IMAGE_LINK_HTTPS_MESSAGE } from "../web-link";
import { withoutNulCharacters } from "./form-text";

// The form toolkit's fields, the one kit of every form (public, account and admin): the rules a name, an e-mail, a
// mobile number, an age, a date or a link must meet, with the spec's messages, written once. The same schema runs in
// the browser and in the action.

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
export const INVALID_DATE_MESSAGE = "Please enter a valid date";

/** Any posted value as trimmed text without NULs: missing fields, nulls and files count as empty. */
export const postedText = z.preprocess(
  (value) => (typeof value === "string" ? withoutNulCharacters(value).trim() : ""),
  z.string(),
);

/** Any form value as text: missing fields, nulls and files count as empty; a number (a test's plain object) as its digits. */
const asText = (value: unknown) =>
  typeof value === "string" ? withoutNulCharacters(value) : typeof value === "number" ? String(value) : "";

/** Trimmed text of at most `max` characters ('' when empty). */
export const formText = (max = 500) => z.preprocess(asText, z.string().trim().max(max, FIELD_MESSAGES.tooLong));

/** Required text of at most `max` characters; each form may word its two messages its own way. */
export const requiredText = (
  max = 500,
  { required = FIELD_MESSAGES.required, tooLong = FIELD_MESSAGES.tooLong }: { required?: string; tooLong?: string } = {},
) => z.preprocess(asText, z.string().trim().min(1, required).max(max, tooLong));

/** Optional trimmed text, stored as null when empty (spec 3 §5: empty optionals are stored as null). */
export const optionalText = (max = 500) => formText(max).transform((value) => (value === "" ? null : value));

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

/** The mobile number rule the account and payment forms have always had: 7 to 15 digits, with + ( ) - and spaces. */
export function isMobileNumberText(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^[+\d\s()-]+$/.test(value) && digits >= 7 && digits <= 15;
}

/**
 * A mobile number in E.164 (+919876543210), read as an Indian number unless it starts with + (or 00): null when it is
 * not a valid number. WhatsApp messages go only to such numbers (docs/decisions/0110-consent-ledger.md).
 */
export function toE164(value: string): string | null {
  const number = parsePhoneNumberFromString(value.trim().replace(/^00/, "+"), "IN");
  return number?.isValid() ? number.number : null;
}

/**
 * A required mobile number, stored in E.164 when it is a valid number; one that passes the forms' older, looser rule
 * but is not valid is kept as typed (it never receives WhatsApp messages), so no form starts refusing what it took.
 */
export const mobileNumber = (max: number, messages: { required: string; invalid: string; tooLong?: string }) =>
  requiredText(max, messages)
    .refine((value) => value === "" || isMobileNumberText(value), messages.invalid)
    .transform((value) => toE164(value) ?? value);

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

// ── Fields of the back office's forms (spec 3 §5).

/** A required web address (http or https); '' is left to the required message. */
export const requiredUrl = (message: string = FIELD_MESSAGES.invalidUrl) =>
  requiredText(2048).refine((value) => value === "" || isWebUrl(value), message);

/** An optional web address, null when empty. */
export const optionalUrl = (message: string = FIELD_MESSAGES.invalidUrl) =>
  formText(2048)
    .refine((value) => value === "" || isWebUrl(value), message)
    .transform((value) => (value === "" ? null : value));

/** An optional picture link: a web address on https (what the site's pages can show), null when empty. */
export const optionalImageUrl = () =>
  optionalUrl().refine((value) => value === null || httpsImageUrlOrNull(value) !== null, IMAGE_LINK_HTTPS_MESSAGE);

/**
 * Required text that is one of `choices`, or the value the record being edited already holds: a choice since taken
 * off the list stays selectable for that record (and only that one), so editing an old record never forces a change.
 */
export const listedOrKept = (choices: readonly string[], kept: string | null | undefined, message: string, max = 200) =>
  requiredText(max).refine(
    (value) => value === "" || choices.includes(value) || (kept !== null && kept !== undefined && kept !== "" && value === kept),
    message,
  );

/** A checkbox: checked when the form sends 'on', 'true' or '1'. */
export const checkbox = () =>
  z.preprocess((value) => value === "on" || value === "true" || value === "1" || value === true, z.boolean());

/** 'YYYY-MM-DD' naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const requiredDate = () => requiredText(10).refine((value) => value === "" || isCalendarDate(value), INVALID_DATE_MESSAGE);

/** A record id chosen by clicking a row: absent in create mode. */
export const optionalUuid = () =>
  formText(64)
    .refine(
      (value) => value === "" || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
      "Unknown record",
    )
    .transform((value) => (value === "" ? null : value.toLowerCase()));

// spec 3 §8: what a failed admin save shows.
export const databaseErrorText = (message: string) => `Database error: ${message}`;
export const unexpectedErrorText = (message: string | null | undefined) => `Unexpected error: ${message || "Unknown error"}`;

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
