// Secrets that travel in URLs never reach the logs. A password-reset or e-mail verification link, an admin
// invitation and a calendar subscription address each let whoever holds them act as the student (or become an
// admin), so the request log shows `[redacted]` in their place, and so do the stored copies of e-mails once they
// are delivered (docs/decisions/0089-one-time-links-in-stored-emails.md).

const REDACTED = "[redacted]";

/** Query parameters whose value is a secret wherever they appear (our pages, better-auth's endpoints). */
const SECRET_PARAMETERS = new Set(["token", "code", "otp"]);

/**
 * Path segments that are secrets: the calendar feed's file name, better-auth's reset link `/reset-password/{token}`,
 * an admin invitation `/admin/invitations/{token}` (and its `.data` request). Routes match in any letter case.
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/calendar\/)[^/?]+?(\.ics)?$/i, `$1${REDACTED}$2`],
  [/^(\/api\/auth\/reset-password\/)[^/?]+$/i, `$1${REDACTED}`],
  [/^(\/admin\/invitations\/)[^/?]+?(\.data)?(?=\/|$)/i, `$1${REDACTED}$2`],
];

/**
 * `url` (a request's path and query) as it may be logged: secret parameters and path segments replaced by
 * `[redacted]`, also inside a return address such as `/signin?redirectTo=%2Fverify-email%3Ftoken%3D…`.
 */
export function redactUrlForLog(url: string): string {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? null : url.slice(queryStart + 1);
  let safePath = pathname;
  for (const [pattern, replacement] of SECRET_PATHS) safePath = safePath.replace(pattern, replacement);
  if (query === null) return safePath;
  return `${safePath}?${query.split("&").map(redactParameter).join("&")}`;
}

function redactParameter(part: string): string {
  const equals = part.indexOf("=");
  if (equals === -1) return part;
  const rawName = part.slice(0, equals);
  const rawValue = part.slice(equals + 1);
  const name = decodeOrNull(rawName)?.toLowerCase() ?? rawName.toLowerCase();
  if (SECRET_PARAMETERS.has(name)) return `${rawName}=${REDACTED}`;
  // A return address carries its own query: redact inside it too.
  const value = decodeOrNull(rawValue.replaceAll("+", " "));
  if (value === null) return /token|code|otp/i.test(rawValue) ? `${rawName}=${REDACTED}` : part;
  if (value.startsWith("/") && /[?/]/.test(value)) {
    const redacted = redactUrlForLog(value);
    if (redacted !== value) return `${rawName}=${encodeURIComponent(redacted)}`;
  }
  return part;
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * `text` (an e-mail's plain text or HTML) with the secrets of every address in it redacted as `redactUrlForLog`
 * does; what it links to is still recognisable (`https://…/reset-password?token=[redacted]`).
 */
export function redactLinksInText(text: string): string {
  // A link ends before a space, a quote or bracket, and before the punctuation of the sentence around it.
  return text.replace(/\bhttps?:\/\/[^\s"'<>()]*[^\s"'<>().,;:!?]/g, (link) => {
    const pathStart = link.indexOf("/", link.indexOf("//") + 2);
    if (pathStart === -1) return link;
    // In HTML an address's `&` is written `&amp;`.
    const escaped = link.includes("&amp;");
    const address = escaped ? link.slice(pathStart).replaceAll("&amp;", "&") : link.slice(pathStart);
    const fragmentStart = address.indexOf("#");
    const pathAndQuery = fragmentStart === -1 ? address : address.slice(0, fragmentStart);
    const fragment = fragmentStart === -1 ? "" : address.slice(fragmentStart);
    const redacted = redactUrlForLog(pathAndQuery) + fragment;
    return link.slice(0, pathStart) + (escaped ? redacted.replaceAll("&", "&amp;") : redacted);
  });
}
