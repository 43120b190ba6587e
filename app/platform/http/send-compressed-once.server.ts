import { createHash } from "node:crypto";
import type { Request, Response } from "express";

/** Each body's ETag, computed the first time it is sent rather than hashed again for every request. */
const etags = new WeakMap<Buffer, string>();
/** Whether an Accept-Encoding header takes gzip: browsers send a handful of distinct headers, negotiated once each. */
const takesGzip = new Map<string, boolean>();
const MAX_REMEMBERED_HEADERS = 256;

/**
 * Sends a body gzip-compressed ahead of time to clients that accept it, the plain bytes to others (ETag and 304 as
 * `res.send`). `compression` leaves a response alone once it carries a Content-Encoding.
 */
export function sendCompressedOnce(req: Request, res: Response, body: { plain: Buffer; gzip: Buffer | (() => Buffer) }) {
  const gzip = acceptsGzip(req);
  const chosen = !gzip ? body.plain : typeof body.gzip === "function" ? body.gzip() : body.gzip;
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  // The ETag `res.send` would compute (Express's weak ETag), so that it does not hash the body on every request.
  let etag = etags.get(chosen);
  if (etag === undefined) {
    etag = `W/"${chosen.length.toString(16)}-${createHash("sha1").update(chosen).digest("base64").substring(0, 27)}"`;
    etags.set(chosen, etag);
  }
  res.setHeader("ETag", etag);
  res.send(chosen);
}

function acceptsGzip(req: Request): boolean {
  const header = req.get("accept-encoding") ?? "";
  let answer = takesGzip.get(header);
  if (answer === undefined) {
    answer = req.acceptsEncodings("gzip", "identity") === "gzip";
    if (takesGzip.size >= MAX_REMEMBERED_HEADERS) takesGzip.clear();
    takesGzip.set(header, answer);
  }
  return answer;
}
