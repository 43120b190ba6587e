// Secrets that travel in URLs never reach the logs. A password-reset or e-mail verification link and a
// calendar subscription address each let whoever holds them act as the student, so the request log shows
// `[redacted]` in their place.

const REDACTED = "[redacted]";

/** Query parameters whose value is a secret wherever they appear (our pages, better-auth's endpoints). */
const SECRET_PARAMETERS = new Set(["token", "code", "otp"]);

/** Path segments that are secrets: the calendar feed's file name, better-auth's reset link `/reset-password/{token}`. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/calendar\/)[^/?]+?(\.ics)?$/, `$1${REDACTED}$2`],
  [/^(\/api\/auth\/reset-password\/)[^/?]+$/, `$1${REDACTED}`],
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
