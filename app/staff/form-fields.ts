import { z } from "zod";
import { FIELD_MESSAGES, httpsImageUrlOrNull, IMAGE_LINK_HTTPS_MESSAGE, isWebUrl, withoutNulCharacters } from "~/platform";

// Building blocks of the admin forms (spec 3 §5). Every admin form shows one message at a time, so a
// form's schema is checked as a whole (`checkForm`, app/platform/forms/field-schemas.ts) and the admin sees the
// 'required fields' message first (the old screens checked required fields before anything else).

export const REQUIRED_FIELDS_MESSAGE = FIELD_MESSAGES.required;
const INVALID_URL_MESSAGE = FIELD_MESSAGES.invalidUrl;
const TOO_LONG_MESSAGE = FIELD_MESSAGES.tooLong;
export const INVALID_DATE_MESSAGE = "Please enter a valid date";

/** Any form value as text: missing fields, nulls and files count as empty. */
const asText = (value: unknown) =>
  typeof value === "string" ? withoutNulCharacters(value) : typeof value === "number" ? String(value) : "";

/** Trimmed text of at most `max` characters ('' when empty). */
export const formText = (max = 500) => z.preprocess(asText, z.string().trim().max(max, TOO_LONG_MESSAGE));

/** Required trimmed text; empty gives the form's required message. */
export const requiredText = (max = 500, requiredMessage = REQUIRED_FIELDS_MESSAGE) =>
  z.preprocess(asText, z.string().trim().min(1, requiredMessage).max(max, TOO_LONG_MESSAGE));

/** Optional trimmed text, stored as null when empty (spec 3 §5: empty optionals are stored as null). */
export const optionalText = (max = 500) => formText(max).transform((value) => (value === "" ? null : value));

export const requiredUrl = (message = INVALID_URL_MESSAGE) =>
  requiredText(2048).refine((value) => value === "" || isWebUrl(value), message);

export const optionalUrl = (message = INVALID_URL_MESSAGE) =>
  formText(2048)
    .refine((value) => value === "" || isWebUrl(value), message)
    .transform((value) => (value === "" ? null : value));

/**
 * Required text that is one of `choices`, or the value the record being edited already holds: a choice since taken
 * off the list stays selectable for that record (and only that one), so editing an old record never forces a change.
 */
export const listedOrKept = (choices: readonly string[], kept: string | null | undefined, message: string, max = 200) =>
  requiredText(max).refine(
    (value) => value === "" || choices.includes(value) || (kept !== null && kept !== undefined && kept !== "" && value === kept),
    message,
  );

/** An optional picture link: a web address on https (what the site's pages can show), null when empty. */
export const optionalImageUrl = () =>
  optionalUrl().refine((value) => value === null || httpsImageUrlOrNull(value) !== null, IMAGE_LINK_HTTPS_MESSAGE);

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

// spec 3 §8: what a failed save shows.
export const databaseErrorText = (message: string) => `Database error: ${message}`;
export const unexpectedErrorText = (message: string | null | undefined) => `Unexpected error: ${message || "Unknown error"}`;
