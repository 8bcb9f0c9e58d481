import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { env } from "../app/utils/env.server";
import { createApp } from "./app";
import { type ContactRuntime, createContactRuntime } from "./contact/contact-runtime";

/** Production entry: validates the environment, loads the React Router build, listens, stops cleanly. */
async function main() {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  // The database (and its migrations) opens before we listen: a 202 must always have somewhere to go.
  let contact: ContactRuntime;
  try {
    contact = await createContactRuntime(config);
  } catch (error) {
    console.error(`Não foi possível abrir o banco de mensagens: ${(error as Error).message}`);
    process.exit(1);
  }
  const app = createApp({
    env: config,
    build,
    clientDir: path.join(buildDir, "client"),
    mount: (express) => express.use(contact.router),
    loadContext: (req, res) => ({ contact: contact.port(req, res) }),
  });

  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Site no ar em http://localhost:${port} (pid ${process.pid})`);
    console.log(
      `Mensagens: ${contact.database.dialect}; e-mail: ${contact.transport.describe}; worker ${config.OUTBOX_WORKER ? "no processo" : "externo"}`,
    );
  });

  // A client gets 15 s to send its headers and 30 s for the whole request (no upload is larger than a form);
  // an idle keep-alive connection is closed after 5 s. A proxy in front must keep its upstream idle timeout
  // below that (nginx's keepalive_timeout for upstreams defaults to 60 s: set it to 4 s). See README.
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando.`);
    // Stop taking requests, let the worker finish the message in hand, then close the database.
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
