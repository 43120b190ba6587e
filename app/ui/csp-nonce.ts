import { createContext, useContext } from "react";

/**
 * The CSP nonce of the page being rendered on the server. Absent in the browser and in prerendered pages, which are
 * allowed by hash instead (docs/decisions/0098-csp-nonces-and-hashes.md).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
