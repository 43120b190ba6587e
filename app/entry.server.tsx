// The whole page is rendered, then sent as one piece: React's small streamed chunks each ended a deflate block
// behind `compression` (bigger gzip, more work per chunk), and our loaders finish before React renders anyway
// (docs/decisions/0053-whole-page-responses.md).
import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { cspNonceContext, logger, observeRender, patternOf } from "~/platform/index.server";
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

  const renderStarted = performance.now();
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
        const route = patternOf(routerContext.staticHandlerContext.matches.map((match) => match.route.path));
        observeRender(route, (performance.now() - renderStarted) / 1000);
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
 * Logged like every other error (React Router's default prints the failed query's values to the console).
 * An address that matches no page is not a server error: the request log line has it, secrets redacted.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // An error response React Router made itself carries the error behind it.
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logger.error({ err: cause, requestId: request.headers.get("x-request-id") }, "request failed");
};
