/**
 * `npm run dev`: the production pipeline (server/http/app.ts: guards, security headers, error pages) with
 * Vite's dev middleware in place of the built files, as React Router's custom-server template does. The server
 * build is loaded through Vite per request, so edits to routes and their server code apply without a restart.
 */
process.env.NODE_ENV ??= "development";

const { createServer } = await import("vite");
const { env } = await import("../app/utils/server/env.server");
const { createApp } = await import("./http/app");
const { createContactRuntime } = await import("./contact/contact-runtime");
const { log } = await import("./observability/log");

const config = env();
const vite = await createServer({ server: { middlewareMode: true } });
const contact = await createContactRuntime(config);
const app = createApp({
  env: config,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  clientDir: vite.middlewares,
  publicDir: vite.config.publicDir,
  mount: (express) => express.use(contact.router),
  loadContext: (req, res) => ({ contact: contact.port(req, res) }),
});
const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  log.info(
    `Desenvolvimento em http://localhost:${port} (contato: ${contact.database.dialect}, ${contact.transport.describe})`,
  );
});
const stop = () => {
  server.close();
  void Promise.all([vite.close(), contact.close()]).finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

// A module (top-level await above), with nothing to export.
export {};
