// The development tools (/dev/mailbox holds every reset link) answer this machine only, even in development: a real
// Express app set up as server/app.ts is (trust proxy, the client address handed to the routes), the real route
// loaders, a real socket, reached over loopback and over this machine's own network address.
import type { AddressInfo } from "node:net";
import os from "node:os";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import * as mailboxPage from "~/routes/dev/mailbox";
import * as mailboxJson from "~/routes/dev/mailbox-json";
import * as paymentsJson from "~/routes/dev/payments-json";
import * as clockPage from "~/routes/dev/clock";
import * as whatsappPage from "~/routes/dev/whatsapp";
import * as whatsappJson from "~/routes/dev/whatsapp-json";
import { parseConfig } from "~/platform/config.server";
import { handOverClientIp } from "~/platform/security/client-ip.server";
import { useFreshDatabase } from "../support/test-database";

type Loader = (args: never) => unknown;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Runs a route loader on an Express request as React Router would: a thrown data() answers with its status. */
function served(loader: Loader): express.RequestHandler {
  return async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://localhost${req.originalUrl}`, { headers });
    let answer: unknown;
    try {
      answer = await loader({ request, params: {}, context: {} } as never);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof Response) res.status(answer.status).send(await answer.text());
    else if (answer && typeof answer === "object" && "init" in answer) {
      res.status((answer as { init: { status?: number } | null }).init?.status ?? 200).send("refused");
    } else res.status(200).json(answer);
  };
}

/** The app on every interface of this machine, as a development server with HOST=0.0.0.0 would listen. */
async function startApp(trustProxy?: string) {
  const app = express();
  app.set("trust proxy", parseConfig(trustProxy ? { TRUST_PROXY: trustProxy } : {}).trustProxy);
  app.use(handOverClientIp);
  app.get("/dev/mailbox", served(mailboxPage.loader));
  app.get("/dev/mailbox.json", served(mailboxJson.loader));
  app.get("/dev/payments.json", served(paymentsJson.loader));
  app.get("/dev/clock", served(clockPage.loader));
  app.get("/dev/whatsapp", served(whatsappPage.loader));
  app.get("/dev/whatsapp.json", served(whatsappJson.loader));
  const server = app.listen(0, "0.0.0.0");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const port = (server.address() as AddressInfo).port;
  return (host: string, pathname: string, headers: Record<string, string> = {}) =>
    fetch(`http://${host}:${port}${pathname}`, { headers }).then((response) => response.status);
}

/** This machine's IPv4 addresses on its network interfaces (not loopback): a request to one comes from it. */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry !== undefined && !entry.internal && entry.family === "IPv4")
  .map((entry) => entry!.address);

const DEV_PAGES = [
  "/dev/mailbox",
  "/dev/mailbox.json",
  "/dev/clock",
  "/dev/payments.json?email=a%40example.com",
  "/dev/whatsapp",
  "/dev/whatsapp.json",
];

describe("development tools answer this machine only", () => {
  useFreshDatabase();

  it("answer a visitor on this machine (loopback)", async () => {
    const status = await startApp();
    for (const pathname of DEV_PAGES) expect(await status("127.0.0.1", pathname), pathname).toBe(200);
  });

  it("answer 404 to a visitor from the network, whatever X-Forwarded-For it claims", async () => {
    const status = await startApp();
    // A request to this machine's network address comes from that address, not from loopback. (A machine with no
    // network interface has nobody on the network to refuse; the proxy case below covers remote clients anyway.)
    for (const address of networkAddresses) {
      for (const pathname of DEV_PAGES) {
        expect(await status(address, pathname), `${pathname} from ${address}`).toBe(404);
        expect(await status(address, pathname, { "x-forwarded-for": "127.0.0.1", "x-client-ip": "127.0.0.1" })).toBe(404);
      }
    }
  });

  it("behind a trusted proxy, judge the client the proxy saw, not the proxy's own loopback connection", async () => {
    const status = await startApp("true");
    for (const pathname of DEV_PAGES) {
      expect(await status("127.0.0.1", pathname, { "x-forwarded-for": "203.0.113.9" }), pathname).toBe(404);
      expect(await status("127.0.0.1", pathname, { "x-forwarded-for": "127.0.0.1, 203.0.113.9" }), pathname).toBe(404);
      expect(await status("127.0.0.1", pathname, { "x-forwarded-for": "127.0.0.1" }), pathname).toBe(200);
    }
  });
});
