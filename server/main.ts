import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { env } from "../app/utils/server/env.server";
import { createHttpServer, listenOrExit } from "./http/http-server";
import { log } from "./observability/log";
import { serveMetrics } from "./observability/metrics-server";
import { createSite } from "./site";

/** Production entry: validates the environment, loads the React Router build, listens, stops cleanly. */
async function main() {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    log.fatal((error as Error).message);
    process.exit(1);
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  // The database is opened after we listen and retried while it is away: pages need none, and the contact
  // routes answer 503 until it opens (docs/decisions/086-database-may-come-and-go.md).
  const { app, contact, warnings } = createSite(config, build, buildDir);
  for (const warning of warnings) log.warn(warning);

  const server = createHttpServer(app, { hsts: config.HSTS });
  listenOrExit(server, config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info({ port }, `Site no ar em http://localhost:${port} (pid ${process.pid})`);
    contact.start();
    void contact.opened.then((runtime) =>
      log.info(
        `Mensagens: ${runtime.database.dialect}; e-mail: ${runtime.transport.describe}; worker ${config.OUTBOX_WORKER ? "no processo" : "externo"}`,
      ),
    );
  });
  // Prometheus's endpoint on a port of its own, off unless METRICS_PORT is set (docs/deploy.md, "Logs e métricas");
  // each scrape runs the readiness probe (reused within a second), so database_up is current.
  const metrics = serveMetrics(config, () => contact.readiness());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} recebido: encerrando.`);
    // Stop taking requests, let the worker finish the message in hand, then close the database.
    metrics?.close();
    server.close(() => {
      contact.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // Requests still running get a few seconds to finish.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

void main();
