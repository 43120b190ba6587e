// How a page's HTML is produced on the server. React Router's default streams the HTML in React's small chunks (about
// 2 KB), and its Node adapter flushes after each one; behind `compression` every flush ends a deflate block, so a
// 130 KB dashboard went out as 36 KB of gzip instead of 16 KB and cost a zlib job, a write and a few promise hops per
// chunk (the class-start burst). Our loaders have finished before React renders, and only the reset page
// defers a value (a token check of a few milliseconds), so waiting for the whole page and sending it as one piece
// costs visitors nothing and the server much less. docs/decisions/0053-whole-page-responses.md.
import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { cspNonceContext, logger } from "~/platform/index.server";
import { CspNonceContext } from "./ui/csp-nonce";

/** How long deferred data (React Router's `Await`) may take before what is missing renders as an error. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The response's CSP nonce (server/app.ts); none when prerendering, whose pages are allowed by hash instead.
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
        callback();
      },
    });

    const tree = (
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(page);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // An error in the shell rejects and React Router logs it; one inside a Suspense boundary is logged here.
        if (shellRendered) logger.error({ err: error, requestId: request.headers.get("x-request-id") }, "page rendering failed");
      },
    });
  });
}

/**
 * A loader's or action's unexpected error, logged like every other (React Router's default prints it to the console,
 * with whatever values a failed query carried). An address that matches no page is not a server error: the request
 * log line has it, with its secrets redacted.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // An error response React Router made itself carries the error behind it.
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logger.error({ err: cause, requestId: request.headers.get("x-request-id") }, "request failed");
};
