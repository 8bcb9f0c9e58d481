import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce created by server/http/security.ts. */
    cspNonce: string;
    /**
     * The folder whose files the server sends at the site root (build/client; Vite's public folder in
     * development), so a loader can tell whether a file it links to is there (the technical-sheet PDFs).
     */
    publicDir?: string;
  }
}
