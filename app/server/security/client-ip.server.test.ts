import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip.server";

describe("clientIp", () => {
  it("reads the address server/app.ts hands over, never X-Forwarded-For itself", () => {
    const request = new Request("http://localhost/", { headers: { "x-client-ip": "203.0.113.7", "x-forwarded-for": "1.2.3.4" } });
    expect(clientIp(request)).toBe("203.0.113.7");
    expect(clientIp(new Request("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4" } }))).toBe("unknown");
  });
});
