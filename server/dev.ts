/**
 * `npm run dev`: Express with Vite's dev middleware, as React Router's custom-server template does, so the
 * contact routes get their service (database, limiter, outbox writing .eml files) in development too. Pages,
 * HMR and the server build come from Vite; production keeps server/main.ts.
 */
process.env.NODE_ENV ??= "development";

const { createRequestHandler } = await import("@react-router/express");
const { default: express } = await import("express");
const { createServer } = await import("vite");
const { env } = await import("../app/utils/env.server");
const { createContactRuntime } = await import("./contact/contact-runtime");
const { createNonce } = await import("./security");

const config = env();
const vite = await createServer({ server: { middlewareMode: true } });
const contact = await createContactRuntime(config);
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY);
app.use(vite.middlewares);
app.use(createNonce);
app.use(contact.router);
app.all(
  "/{*splat}",
  createRequestHandler({
    // Loaded per request, so edits to routes and their server code apply without a restart.
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
    mode: "development",
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      contact: contact.port(req, res),
    }),
  }),
);
const server = app.listen(config.PORT, config.HOST, () => {
  console.log(
    `Desenvolvimento em http://localhost:${config.PORT} (contato: ${contact.database.dialect}, ${contact.transport.describe})`,
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
