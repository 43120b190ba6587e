import { createContext, RouterContextProvider } from "react-router";

/**
 * The CSP nonce of the response being rendered (server/app.ts makes it; app/entry.server.tsx hands it to React).
 * null when there is none: prerendering at build time.
 */
export const cspNonceContext = createContext<string | null>(null);

/** React Router's load context for one request, carrying that request's nonce. */
export function loadContextWithNonce(nonce: string | undefined): RouterContextProvider {
  return new RouterContextProvider(new Map([[cspNonceContext, nonce ?? null]]));
}
