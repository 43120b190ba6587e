import type { RequestHandler } from "express";
import helmet from "helmet";
import { TEAMS_MEETING_HOSTS } from "~/domain/admin/session-link-form";

/**
 * The security headers of every response (CSP, HSTS in production, nosniff, referrer policy…), as helmet writes them.
 * None of them depends on the request, so helmet runs once, at start, on a stand-in response, and every request then
 * gets the same list of headers in one loop instead of helmet's dozen middlewares (issue 19: per-request overhead).
 */
export function securityHeaders({ isProduction }: { isProduction: boolean }): RequestHandler {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // React Router's hydration scripts are inline; the payment provider's checkout script is external.
        "script-src": ["'self'", "'unsafe-inline'", "https://checkout.razorpay.com"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
        "frame-src": [
          "'self'",
          "https://api.razorpay.com",
          "https://checkout.razorpay.com",
          "https://www.google.com",
          "https://maps.google.com",
        ],
        "frame-ancestors": ["'none'"],
        // 'Join Your Class' posts to /class/join, whose answer redirects to the batch's Teams meeting: browsers hold a
        // form's redirects to form-action too (docs/decisions/0088-join-class-by-post.md).
        "form-action": ["'self'", ...TEAMS_MEETING_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`])],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(isProduction ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const headers = headersWrittenBy(middleware);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader("X-Powered-By");
    next();
  };
}

/** The headers a request-independent middleware sets, read by running it once on a stand-in request and response. */
function headersWrittenBy(middleware: (req: never, res: never, next: (error?: unknown) => void) => void): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let completed = false;
  middleware({ method: "GET", headers: {} } as never, response as never, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    completed = true;
  });
  // helmet answers synchronously; a version that did not would leave the headers unset, so say so at start.
  if (!completed) throw new Error("helmet did not finish synchronously: the security headers cannot be computed once");
  return [...headers];
}
