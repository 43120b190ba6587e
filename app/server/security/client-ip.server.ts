/**
 * The visitor's IP address. server/app.ts puts Express's `req.ip` in `x-client-ip`, overwriting
 * anything the client sent: the socket address, or the first X-Forwarded-For entry when
 * TRUST_PROXY says a proxy in front of us sets it.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip")?.trim() || "unknown";
}
