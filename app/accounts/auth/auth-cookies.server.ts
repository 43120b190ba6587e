/** The Set-Cookie lines of a better-auth answer, ready to pass on with our own response (e.g. a redirect). */
export function forwardedAuthCookies(authHeaders: Headers): Headers {
  const headers = new Headers();
  for (const cookie of authHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Whether a Cookie header carries better-auth's session cookie (`…session_token`, `__Secure-` prefixed in production). */
export function carriesSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader ?? "");
}
