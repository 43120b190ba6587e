// Where to send someone after signing in. Only paths of this site are accepted: a `?redirectTo=`
// pointing elsewhere would make the sign-in page an open redirect.

const PLACEHOLDER_ORIGIN = "http://same-site.invalid";

/** `value` when it is a same-site path ('/…', not '//…' or '/\…'), otherwise `fallback`. */
export function safeRedirectPath<F extends string | null>(value: unknown, fallback: F): string | F {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines and read '\' as '/', so "/\t/evil.example" would leave the site.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point of this test
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    if (new URL(value, PLACEHOLDER_ORIGIN).origin !== PLACEHOLDER_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** The sign-in page that brings the visitor back to `returnTo` afterwards (for "please sign in" prompts). */
export function signInPath(returnTo?: string | null) {
  const path = safeRedirectPath(returnTo, null);
  return path ? `/signin?redirectTo=${encodeURIComponent(path)}` : "/signin";
}

/** The sign-up page, carrying the same return path. */
export function signUpPath(returnTo?: string | null) {
  const path = safeRedirectPath(returnTo, null);
  return path ? `/signup?redirectTo=${encodeURIComponent(path)}` : "/signup";
}
