// What empties the page cache, on the real path: the site's own route actions on a real database, behind the page
// cache as server/app.ts mounts it, on a real socket. A request that changed nothing leaves every cached page (and
// sends the other servers no notice: page-cache-sync.server.ts notifies on each local invalidation); a committed
// change a cached page may show empties it. docs/decisions/0091-page-cache-invalidation.md
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction } from "~/routes/account/account";
import { action as signOutAction } from "~/routes/account/signout";
import { action as outcomeAction } from "~/routes/api/payments/outcome";
import { pageCacheInvalidation, pageCacheMiddleware } from "~/platform/http/page-cache-middleware.server";
import { sharedPageCache } from "~/platform/http/page-cache.server";
import { db } from "~/platform/db/database.server";
import { backups } from "~/platform/db/schema";
import { recordJobRun } from "~/platform/jobs/job-runs.server";
import { recordHeartbeat } from "~/platform/jobs/server-heartbeat.server";
import { signUpStudent } from "../support/admin-fixtures";
import { APP_ORIGIN, uniqueIp } from "../support/route-calls";
import { useFreshDatabase } from "../support/test-database";

type RouteFunction = (args: never) => unknown;

/** Runs a route action on an Express request as React Router would (a thrown Response is the answer). */
function served(action: RouteFunction): express.RequestHandler {
  return async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`${APP_ORIGIN}${req.originalUrl}`, { method: req.method, headers, body: Buffer.concat(chunks) });
    let answer: unknown;
    try {
      answer = await action({ request, params: {}, context: {} } as never);
    } catch (thrown) {
      answer = thrown;
    }
    if (answer instanceof Response) {
      for (const cookie of answer.headers.getSetCookie()) res.append("set-cookie", cookie);
      const location = answer.headers.get("location");
      if (location) res.setHeader("location", location);
      res.status(answer.status).type(answer.headers.get("content-type") ?? "text/plain");
      res.send(Buffer.from(await answer.arrayBuffer()));
    } else {
      const status = (answer as { init?: { status?: number } | null } | null)?.init?.status ?? 200;
      res.status(status).json((answer as { data?: unknown } | null)?.data ?? answer);
    }
  };
}

describe("what empties the page cache", () => {
  useFreshDatabase();
  const cache = sharedPageCache(60_000);
  let base = "";
  let renders = 0;
  let notices = 0;
  let close: () => Promise<void>;

  beforeAll(async () => {
    cache.onLocalInvalidation(() => (notices += 1));
    const app = express();
    app.use(pageCacheInvalidation(cache));
    app.use(pageCacheMiddleware(cache));
    app.get(["/ai-spots", "/dashboard"], (_req, res) => {
      renders += 1;
      res.type("html").send(`<p>render ${renders}</p>`);
    });
    app.post("/signout", served(signOutAction));
    app.post("/account", served(accountAction));
    app.post("/api/payments/outcome", served(outcomeAction));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const page = async (pathname: string, cookie?: string) => {
    const response = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
    await response.text();
    return response.headers.get("x-page-cache");
  };
  const post = (pathname: string, body: string, headers: Record<string, string>) =>
    fetch(`${base}${pathname}`, {
      method: "POST",
      headers: { origin: APP_ORIGIN, "x-client-ip": uniqueIp(), ...headers },
      body,
      redirect: "manual",
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (cookie?: string) => ({
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie ? { cookie } : {}),
  });

  /** The cache holding an anonymous page and a signed-in one, and no notice counted yet. */
  let student: { cookie: string };
  beforeEach(async () => {
    student ??= await signUpStudent();
    await page("/ai-spots");
    await page("/dashboard", student.cookie);
    expect(await page("/ai-spots")).toBe("hit");
    expect(await page("/dashboard", student.cookie)).toBe("hit");
    notices = 0;
  });

  /** Both pages still answered from the cache, the cache's generation unchanged, and no other server told. */
  async function expectStillCached(generation: number) {
    expect(await page("/ai-spots")).toBe("hit");
    expect(await page("/dashboard", student.cookie)).toBe("hit");
    expect(cache.generation).toBe(generation);
    expect(notices).toBe(0);
  }

  it("an anonymous sign-out, with no session cookie or a made-up one, leaves every page cached and tells no server", async () => {
    const generation = cache.generation;
    expect((await post("/signout", "", formHeaders())).status).toBe(302);
    const madeUp = "better-auth.session_token=fake-session-token.fake-signature";
    for (let flood = 0; flood < 5; flood += 1) expect((await post("/signout", "", formHeaders(madeUp))).status).toBe(302);

    await expectStillCached(generation);
  });

  it("a cancelled or failed checkout for a payment that does not exist leaves every page cached and tells no server", async () => {
    const generation = cache.generation;
    const json = { "content-type": "application/json" };
    for (const outcome of ["cancelled", "failed"]) {
      const answer = await post("/api/payments/outcome", JSON.stringify({ outcome, paymentId: randomUUID() }), json);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: outcome });
    }

    await expectStillCached(generation);
  });

  it("the jobs' own records (their runs, the servers' heartbeats, backups) leave every page cached", async () => {
    const generation = cache.generation;
    const database = await db();
    const now = new Date();
    await recordJobRun(database, { job: "class-reminders", startedAt: now, finishedAt: now, error: undefined });
    await recordHeartbeat(database, now);
    await database.insert(backups).values({ trigger: "manual" });

    await expectStillCached(generation);
  });

  it("a real change empties it: a student renames themselves, then signs out of a real session", async () => {
    const renamed = await post(
      "/account",
      form({ intent: "update-profile", name: "Renamed Student", mobile_no: "+91 98450 12376", age: "28", occupation: "Analyst" }),
      formHeaders(student.cookie),
    );
    expect(renamed.status).toBe(200);
    expect(await page("/ai-spots")).toBe("miss");
    expect(await page("/dashboard", student.cookie)).toBe("miss");
    expect(notices).toBeGreaterThan(0);

    notices = 0;
    await page("/ai-spots");
    expect(await page("/ai-spots")).toBe("hit");
    expect((await post("/signout", "", formHeaders(student.cookie))).status).toBe(302);
    expect(await page("/ai-spots")).toBe("miss");
    expect(notices).toBe(1);
  });
});
