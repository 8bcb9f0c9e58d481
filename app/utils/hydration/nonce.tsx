import { createContext, type ReactNode, useContext } from "react";

/**
 * The per-request CSP nonce, given by the server to the render. It is passed by context, not by a loader, so it
 * never appears in the hydration data. In the browser it is empty: scripts are already trusted by then.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
