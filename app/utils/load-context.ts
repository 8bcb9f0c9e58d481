import "react-router";
import type { ContactPort } from "../../server/contact/contact-port";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce created by server/security.ts. */
    cspNonce: string;
    /**
     * The contact service for the /contato action (no-JavaScript form). Absent under `react-router dev`, where
     * no database is opened; the page then says sending is unavailable.
     */
    contact?: ContactPort;
  }
}
