import { useContext, useState } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import webVitalsUrl from "web-vitals/attribution?url";
import { useNonce } from "~/utils/hydration/nonce";
import { vitalsScript } from "./report-vitals";

/**
 * The field-measurement script (report-vitals.ts), rendered by root.tsx before React Router's scripts: it stays
 * outside what waits for intent and runs on every page view. The build id is React Router's manifest version,
 * the same in the server render and the browser. Made once: a later client navigation does not change the script
 * (an inline script never runs again), and the measurements stay the loaded page's.
 */
export function VitalsReporter() {
  const nonce = useNonce();
  const matches = useMatches();
  const build = useContext(UNSAFE_FrameworkContext)?.manifest.version ?? "dev";
  const route = matches.at(-1)?.id ?? "root";
  // Server-only text: the browser ran it while parsing, and its bundle need not carry report-vitals.ts.
  const [script] = useState(() =>
    import.meta.env.SSR ? vitalsScript({ moduleUrl: webVitalsUrl, route, build }) : "",
  );
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; values JSON-encoded with "<" escaped
      dangerouslySetInnerHTML={{ __html: script }}
    />
  );
}
