import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { InlineStylesProvider } from "~/utils/hydration/inline-styles";
import {
  modulePreloads,
  withModulePreloadsAtAppStart,
  withoutModulePreloads,
} from "~/utils/hydration/module-preloads";
import { NonceProvider } from "~/utils/hydration/nonce";
import { contentSecurityPolicy } from "~/utils/server/csp.server";
import { inlineScriptHashes } from "~/utils/server/script-hashes.server";
import { log } from "../server/observability/log";
import appCss from "./app.css?inline";

/** Exported so scripts/build/check-budgets.mjs can hold the CSS budget on what every page now carries inline. */
export const inlineStyles: string = appCss;

export const streamTimeout = 5_000;

/**
 * Renders every page completely before sending it (onAllReady): all data is in memory, so waiting costs nothing,
 * crawlers and slow phones get the whole HTML, and the response can be cached by URL.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // An empty nonce asks for a page without one: the same bytes for every visitor, its inline scripts vouched for
  // by their hashes in the CSP set below (pages that depend only on the URL, decision 051).
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider css={appCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce,
        // Never outline a large Suspense boundary behind an inline reveal script: the page must read complete
        // without JavaScript (React otherwise streams boundaries over this size out of order).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole page is ready: collect it, move the module preloads from <head> (decision 009) to where the
          // app starts at the end of the body, and answer. Every page hydrates at load (decision 134).
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            clearTimeout(timeoutId);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const rendered = Buffer.concat(chunks).toString("utf8");
            const html = withModulePreloadsAtAppStart(
              withoutModulePreloads(rendered),
              modulePreloads(rendered),
              nonce,
            );
            // The page's policy is made here, where its scripts are known: by this response's nonce, or by hash.
            const scripts = nonce ? [`'nonce-${nonce}'`] : inlineScriptHashes(html);
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(loadContext.csp, scripts));
            // The same bytes for every visitor: a browser or proxy that has them gets a 304 (server/http/react-router-handler.ts).
            if (!nonce)
              responseHeaders.set(
                "ETag",
                `"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`,
              );
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          log.error({ err: error, path: new URL(request.url).pathname }, "erro ao renderizar a página");
        },
      },
    );
  });
}
