import { createContext, useContext } from "react";

/**
 * The request's CSP nonce for the few inline scripts a page writes itself (entry.server.tsx
 * provides it; docs/decisions/035-csp.md). In the browser it is undefined: browsers hide a nonce
 * from scripts, and an inline script only runs as the server's HTML is parsed.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
