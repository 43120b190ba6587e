import { describe, expect, it } from "vitest";
import { clientIp, rateLimitAddress } from "./client-ip.server";

describe("clientIp", () => {
  it("reads the address server/app.ts hands over, never X-Forwarded-For itself", () => {
    const request = new Request("http://localhost/", { headers: { "x-client-ip": "203.0.113.7", "x-forwarded-for": "1.2.3.4" } });
    expect(clientIp(request)).toBe("203.0.113.7");
    expect(clientIp(new Request("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4" } }))).toBe("unknown");
  });
});

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, subject) => {
    expect(rateLimitAddress(address)).toBe(subject);
  });

  it("puts every address of one /64 under one key, and neighbouring /64s under their own", () => {
    const sameHome = ["2001:db8:aa:bb::1", "2001:db8:aa:bb:ffff:ffff:ffff:ffff", "2001:db8:aa:bb:1234::99"].map(rateLimitAddress);
    expect(new Set(sameHome).size).toBe(1);
    expect(rateLimitAddress("2001:db8:aa:bc::1")).not.toBe(sameHome[0]);
  });
});
