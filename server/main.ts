import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { env } from "../app/utils/env.server";
import { createApp } from "./app";

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
  const app = createApp({ env: config, build, clientDir: path.join(buildDir, "client") });

  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Site no ar em http://localhost:${port} (pid ${process.pid})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recebido: encerrando.`);
    server.close(() => process.exit(0));
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
