import type { Request, RequestHandler, Response } from "express";

// Forms and JSON are a few kilobytes; a payment provider's event a few more. Anything
// far bigger is refused before it is read, so one visitor cannot make the server hold megabytes per request.
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;
// A classroom hand-in carries one file of at most 10 MB (app/classroom/hand-in-rules.ts), plus the form around it.
export const HAND_IN_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** The largest request body accepted at `pathname`. */
export function bodyLimitFor(pathname: string): number {
  if (pathname.startsWith("/api/webhooks/")) return WEBHOOK_BODY_LIMIT_BYTES;
  // /learn/{batchId} only (its hand-in form), not the deeper file downloads.
  return /^\/learn\/[^/]+\/?$/.test(pathname) ? HAND_IN_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/**
 * Refuses bodies over their limit with 413: a declared length at once, a chunked one when it goes over (the body
 * stream fails, so no route acts on part of a body). The connection is then closed rather than drained.
 */
export function limitRequestBodies(limitFor: (pathname: string) => number = bodyLimitFor): RequestHandler {
  return (req, res, next) => {
    const limit = limitFor(req.path);
    const declared = req.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser holds the body to the declared length, so checking the declaration is enough.
      if (Number(declared) > limit) return refuse(res, limit);
      return next();
    }
    if (req.headers["transfer-encoding"] === undefined) return next();

    let received = 0;
    // Paused first, so that counting does not start the flow: the body moves only as fast as the route reads it.
    req.pause();
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.off("data", count);
      failBody(req, res, limit);
    };
    req.on("data", count);
    next();
  };
}

function refuse(res: Response, limit: number) {
  res.setHeader("Connection", "close");
  res
    .status(413)
    .type("text/plain")
    .send(`Request body too large: at most ${Math.round(limit / 1024)} KB.`);
}

function failBody(req: Request, res: Response, limit: number) {
  const error = Object.assign(new Error("request body over the limit"), { status: 413 });
  if (res.headersSent) {
    req.destroy(error);
    return;
  }
  refuse(res, limit);
  // The answer first, then the body stream fails (and the connection with it): whoever reads it sees an error,
  // never a body cut short, and the route's own answer is dropped as the response is already sent.
  res.once("finish", () => req.destroy(error));
}
