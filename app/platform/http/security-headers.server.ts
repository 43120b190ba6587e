import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { TEAMS_MEETING_HOSTS } from "~/classes";

/** Where scripts may come from besides inline ones: this site's files and the payment provider's checkout script. */
const SCRIPT_SOURCES = ["'self'", "https://checkout.razorpay.com"];

/**
 * The Content-Security-Policy: no inline script runs unless the response names it by nonce or hash
 * (docs/decisions/0098-csp-nonces-and-hashes.md).
 */
export function contentSecurityPolicy(
  { isProduction }: { isProduction: boolean },
  inlineScripts: { nonce?: string; hashes?: readonly string[] } = {},
): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      ...SCRIPT_SOURCES,
      ...(inlineScripts.nonce ? [`'nonce-${inlineScripts.nonce}'`] : []),
      ...(inlineScripts.hashes ?? []),
    ],
    // Inline styles are still allowed: a style cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    [
      "frame-src",
      "'self'",
      "https://api.razorpay.com",
      "https://checkout.razorpay.com",
      "https://www.google.com",
      "https://maps.google.com",
    ],
    ["frame-ancestors", "'none'"],
    // 'Join Your Class' posts to /class/join, whose answer redirects to the batch's Teams meeting: browsers hold a
    // form's redirects to form-action too (docs/decisions/0088-join-class-by-post.md).
    ["form-action", "'self'", ...TEAMS_MEETING_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`])],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ...(isProduction ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(" ")).join(";");
}

/** A fresh nonce for one response: 128 random bits. */
export function createCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The CSP hashes of an HTML document's inline scripts (data blocks excepted). Only for HTML this build wrote: hashing
 * what a request rendered would also allow whatever was injected into it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !/^(text|application)\/(java|ecma)script$/.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Helmet's security headers, computed once at start (none depends on the request) and copied onto each response,
 * instead of helmet's dozen middlewares per request. Pages replace the CSP with one naming their scripts.
 */
export function securityHeaders({ isProduction }: { isProduction: boolean }): RequestHandler {
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  const headers: [string, string][] = [
    ["Content-Security-Policy", contentSecurityPolicy({ isProduction })],
    ...headersWrittenBy(middleware),
  ];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader("X-Powered-By");
    next();
  };
}

/**
 * Gives each server-rendered page a CSP nonce (res.locals.cspNonce, handed to React by server/app.ts) and the CSP
 * header that names it. The page cache keeps a page with its headers, so a replay carries the nonce of its own bytes.
 */
export function cspNonceForPages({ isProduction }: { isProduction: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = createCspNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ isProduction }, { nonce }));
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
