// Calling the route modules as React Router would: real Requests from a fresh client address,
// and a loader's or action's answer read back as a test needs it (status, data, cookies).
import { expect } from "vitest";
import { getConfig } from "~/platform/config.server";

export const APP_ORIGIN = new URL(getConfig().appUrl).origin;

let ipCounter = 0;
/** A fresh client address per request, so rate limits never link unrelated tests. */
export function uniqueIp() {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export interface RequestOptions {
  ip?: string;
  origin?: string | null;
  cookie?: string;
}

export function formPost(
  path: string,
  fields: Record<string, string>,
  { ip = uniqueIp(), origin = APP_ORIGIN, cookie }: RequestOptions = {},
) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded", "x-client-ip": ip });
  if (origin !== null) headers.set("origin", origin);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${APP_ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

export function pageRequest(path: string, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, { headers: { "x-client-ip": uniqueIp(), ...(cookie ? { cookie } : {}) } });
}

export type RouteFunction = (args: never) => unknown;

/** Runs a loader or action as React Router would; a thrown Response or data() is returned instead. */
export async function run(routeFunction: RouteFunction, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  try {
    return await routeFunction({ request, params, context: {} } as never);
  } catch (thrown) {
    return thrown;
  }
}

interface DataResult {
  data: unknown;
  init: { status?: number } | null;
}

function isDataResult(value: unknown): value is DataResult {
  return typeof value === "object" && value !== null && "data" in value && "init" in value;
}

export function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (isDataResult(result)) return result.init?.status ?? 200;
  return 200;
}

export function payloadOf(result: unknown): Record<string, unknown> {
  expect(result).not.toBeInstanceOf(Response);
  return (isDataResult(result) ? result.data : result) as Record<string, unknown>;
}

/** An action's answer in one object, as a test reads it: its status (200 unless data() set one) and its data. */
export function answerWithStatus(result: unknown) {
  return { status: statusOf(result), ...payloadOf(result) } as Record<string, unknown> & { status: number };
}

/** The cookies a response sets, as a browser would send them back. */
export function cookieOf(response: unknown): string {
  return (response as Response).headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
