import type { Request, Response } from "express";

/**
 * Sends a body that was gzip-compressed ahead of time: the gzip bytes to clients that accept them, the plain bytes
 * to the others (with ETag and 304 answers, as `res.send` gives). `compression` (server.js) leaves a response alone
 * once it carries a Content-Encoding.
 */
export function sendCompressedOnce(req: Request, res: Response, body: { plain: Buffer; gzip: Buffer }) {
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.setHeader("Content-Encoding", "gzip");
    res.send(body.gzip);
  } else {
    res.send(body.plain);
  }
}
