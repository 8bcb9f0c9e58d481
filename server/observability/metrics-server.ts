import http from "node:http";
import { listenOrExit } from "../http/http-server";
import { log } from "./log";
import { registry } from "./metrics";

/**
 * GET /metrics on its own port (METRICS_PORT, bound to METRICS_HOST, the loopback by default), never on the
 * site's: Prometheus scrapes it from the machine or a private network, visitors never see it
 * (docs/decisions/131-logs-and-metrics.md). The gauges read from the database at scrape time live in
 * server/observability/store-gauges.ts.
 */

/**
 * The registry's text for GET /metrics and HEAD; 404 for anything else, 405 for other methods on /metrics.
 * `beforeScrape` refreshes what no request keeps fresh (database_up, from the readiness probe) before the text is
 * made, so the figure holds even where no balancer asks /readyz.
 */
export function metricsListener(beforeScrape?: () => Promise<unknown>): http.RequestListener {
  return async (req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Não encontrado.\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end();
      return;
    }
    try {
      await beforeScrape?.().catch(() => undefined);
      const text = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    } catch (error) {
      log.error({ err: error }, "métricas: falha ao montar a resposta de /metrics");
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Falha ao ler as métricas.\n");
    }
  };
}

/**
 * Listens on METRICS_PORT (METRICS_HOST) when it is set, or exits as a busy site port does: a scraper configured
 * for it would otherwise find nothing, or another process. Undefined when the metrics are off.
 */
export function serveMetrics(
  config: { METRICS_PORT?: number; METRICS_HOST: string },
  beforeScrape?: () => Promise<unknown>,
): http.Server | undefined {
  const port = config.METRICS_PORT;
  if (port === undefined) return undefined;
  const server = http.createServer(
    { requestTimeout: 10_000, headersTimeout: 5_000 },
    metricsListener(beforeScrape),
  );
  server.keepAliveTimeout = 5_000;
  listenOrExit(server, port, config.METRICS_HOST, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address.port : port;
    log.info({ metricsPort: bound }, `Métricas em http://${config.METRICS_HOST}:${bound}/metrics`);
  });
  return server;
}
