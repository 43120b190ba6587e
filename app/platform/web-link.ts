// Links typed by people (admins, venue owners) end up in href and src attributes: only web addresses
// may, so a 'javascript:' or 'data:' link can never run in a visitor's browser.

/** The value when it is an absolute http(s) URL, otherwise null. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? trimmed : null;
  } catch {
    return null;
  }
}

/**
 * Pictures typed by people (a spot's photo, a library thumbnail) are shown in <img>, and the site's content security
 * policy loads images over https only (http would also be mixed content on an https page): so https only.
 */
export const IMAGE_LINK_HTTPS_MESSAGE = "Please enter an image link that starts with https://";

/** The value when it is an absolute https URL, otherwise null: what an image on the site may load. */
export function httpsImageUrlOrNull(value: string | null | undefined): string | null {
  const url = httpUrlOrNull(value);
  return url && new URL(url).protocol === "https:" ? url : null;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
