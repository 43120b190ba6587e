import { timingSafeEqual } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { isLoopbackAddress } from "../security/ip-address.server";
import { metricsText, observeHttpRequest } from "./metrics.server";

/** A request from this machine itself, not relayed by a proxy (which names the client in X-Forwarded-For). */
export function fromThisMachine(req: Request): boolean {
  const loopback = isLoopbackAddress(req.socket.remoteAddress ?? "");
  return loopback && req.get("x-forwarded-for") === undefined && req.get("forwarded") === undefined;
}

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
export function bearerTokenIs(authorization: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics: with `token` as a bearer token, or from this machine when there is none; otherwise 401. */
export function metricsEndpoint(token: string | null): RequestHandler {
  return async (req, res) => {
    const allowed = token ? bearerTokenIs(req.get("authorization"), token) : fromThisMachine(req);
    if (!allowed) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text").send("401 Unauthorized\n");
      return;
    }
    const metrics = await metricsText();
    res.status(200).set("Cache-Control", "no-store").type(metrics.contentType).send(metrics.body);
  };
}

/** Counts every answered request for /metrics, by its route pattern, method and status, with its latency. */
export function observeRequests(routePatternOf: (pathname: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      observeHttpRequest(routePatternOf(req.path), req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
