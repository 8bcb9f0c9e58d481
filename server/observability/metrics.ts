import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The Prometheus series the site exposes on METRICS_PORT (docs/deploy.md, "Metrics", lists an alert for each).
 * One registry per process; the modules that own a fact update its series here, and gauges that describe the
 * database (outbox depth, oldest pending message) are read at scrape time by collectors registered in
 * `server/observability/metrics-server.ts`.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Tempo de resposta por rota (id da rota do React Router ou grupo fixo) e classe de status",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const deliveries = new Counter({
  name: "outbox_deliveries_total",
  help: "Tentativas de entrega de e-mail por resultado (sent, retry, parked, provider_backoff)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const databaseUp = new Gauge({
  name: "database_up",
  help: "1 quando o banco de mensagens responde e aceita escrita, 0 quando não",
  registers: [registry],
});

export const rateLimited = new Counter({
  name: "http_rate_limited_total",
  help: "Pedidos recusados com 429 por limite",
  labelNames: ["limit"] as const,
  registers: [registry],
});
