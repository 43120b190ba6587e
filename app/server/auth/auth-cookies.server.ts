/** The Set-Cookie lines of a better-auth answer, ready to pass on with our own response (e.g. a redirect). */
export function forwardedAuthCookies(authHeaders: Headers): Headers {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
