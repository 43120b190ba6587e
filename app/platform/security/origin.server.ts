import { data } from "react-router";
import { getConfig } from "../config.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request may come from where it says: a present Origin header must be APP_URL's. Browsers
 * send Origin on every POST, so a form on another site, or in a sandboxed frame ("null"), is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return origin === new URL(getConfig().appUrl).origin;
}

/** Call first in every action of the site's own forms: a cross-site POST gets 403 and changes nothing. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw data("This form was sent from another site and was refused.", { status: 403 });
  }
}
