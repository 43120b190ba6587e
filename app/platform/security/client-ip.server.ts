import net from "node:net";
import type { RequestHandler } from "express";
import { ipv6Groups } from "./ip-address.server";

/**
 * Hands Express's client address to loaders and actions in `x-client-ip`, overwriting any value the client sent.
 * Under TRUST_PROXY it is what a trusted proxy appended, so a visitor's own X-Forwarded-For never counts.
 */
export const handOverClientIp: RequestHandler = (req, _res, next) => {
  req.headers["x-client-ip"] = req.ip ?? "";
  next();
};

/**
 * Who the visitor is for rate limits: their IPv4 address, or the /64 network of their IPv6 address (one
 * household or phone is given a whole /64, so counting single IPv6 addresses would let it pick new ones at will).
 */
export function clientIp(request: Request): string {
  return rateLimitAddress(request.headers.get("x-client-ip")?.trim() || "unknown");
}

/** `203.0.113.7` as is, `::ffff:203.0.113.7` as `203.0.113.7`, `2001:db8:1:2:3:4:5:6` as `2001:db8:1:2::/64`. */
export function rateLimitAddress(address: string): string {
  const withoutZone = address.replace(/%.*$/, "");
  if (net.isIPv4(withoutZone)) return withoutZone;
  if (!net.isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
