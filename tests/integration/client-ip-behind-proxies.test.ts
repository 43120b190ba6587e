// TRUST_PROXY as an operator sets it, on a real Express app and socket: whose address do the rate limits count?
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/platform/config.server";
import { clientIp, handOverClientIp } from "~/platform/security/client-ip.server";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An app set up as server/app.ts sets itself up, answering with the rate-limit subject of each request. */
async function startApp(trustProxy: string | undefined) {
  const app = express();
  app.set("trust proxy", parseConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }).trustProxy);
  app.use(handOverClientIp);
  app.get("/", (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    res.type("text").send(clientIp(new Request("http://localhost/", { headers })));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return (forwardedFor?: string) =>
    fetch(base, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor, "x-client-ip": "198.51.100.1" } : {} }).then(
      (answer) => answer.text(),
    );
}

describe("the client address behind proxies", () => {
  it("without TRUST_PROXY, is the socket's address: forwarded headers and a sent x-client-ip are ignored", async () => {
    const subjectOf = await startApp(undefined);
    expect(await subjectOf("203.0.113.9")).toBe("127.0.0.1");
  });

  it("TRUST_PROXY=true trusts one hop: the address our proxy appended, not the ones the visitor wrote", async () => {
    const subjectOf = await startApp("true");
    // The visitor sent "X-Forwarded-For: 6.6.6.6"; the load balancer appended the address it saw.
    expect(await subjectOf("6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await subjectOf("1.1.1.1, 2.2.2.2, 203.0.113.9")).toBe("203.0.113.9");
    expect(await subjectOf("203.0.113.9")).toBe("203.0.113.9");
  });

  it("TRUST_PROXY=2 trusts two hops (a CDN in front of the load balancer)", async () => {
    const subjectOf = await startApp("2");
    expect(await subjectOf("6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("a list of proxy addresses trusts exactly those proxies", async () => {
    const subjectOf = await startApp("127.0.0.1, 10.0.0.0/8");
    expect(await subjectOf("6.6.6.6, 203.0.113.9, 10.0.0.2, 10.1.2.3")).toBe("203.0.113.9");
    expect(await subjectOf("6.6.6.6, 203.0.113.9, 192.0.2.50")).toBe("192.0.2.50");
  });

  it("counts an IPv6 visitor by its /64, whatever address of it the request comes from", async () => {
    const subjectOf = await startApp("true");
    expect(await subjectOf("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(await subjectOf("6.6.6.6, 2001:db8:aa:bb:9:8:7:6")).toBe("2001:db8:aa:bb::/64");
  });
});
