import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce created by server/security.ts. */
    cspNonce: string;
  }
}
