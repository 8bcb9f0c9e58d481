import "react-router";
import type { CspConfig } from "./csp.server";

/** What the server hands every render and loader (server/http/app.ts builds it; the contact port is added in contact-outcome.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /**
     * This response's CSP nonce, or "" for a page that depends only on the URL: then its inline scripts are named
     * by hash (app/entry.server.tsx) and its bytes are the same for every visitor.
     */
    cspNonce: string;
    /** What the Content-Security-Policy is made from (app/utils/server/csp.server.ts). */
    csp: CspConfig;
    /**
     * The folder whose files the server sends at the site root (build/client; Vite's public folder in
     * development), so a loader can tell whether a file it links to is there (the technical-sheet PDFs).
     */
    publicDir?: string;
  }
}
