import "./locals";
import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Env } from "../../app/utils/server/env.server";
import { requestLog, routeLabel } from "../observability/request-log";
import { routePolicy } from "../pages/route-policy";
import { bodyLimit } from "./body-limit";
import { errorHandler } from "./error-handler";
import { oneAddress } from "./one-address";
import { reactRouterHandler } from "./react-router-handler";
import { formPostGuard, methodGuard, requestLineGuard } from "./request-guards";
import { permissionsPolicy, securityHeaders } from "./security";
import { type WorkLimitOptions, workLimit } from "./work-limit";

/** The build, or (development) a getter that loads the current one per request. */
export type BuildSource = ServerBuild | (() => ServerBuild | Promise<ServerBuild>);

export interface AppOptions {
  env: Env;
  build: BuildSource;
  /** Folder of the client build (build/client), or, in development, Vite's middleware serving the sources. */
  clientDir: string | RequestHandler;
  /** The folder served at the site root when clientDir is a middleware (development: Vite's public folder). */
  publicDir?: string;
  /** /readyz, answered beside /healthz before any guard, limit or body (server/site.ts). */
  readiness?: RequestHandler;
  /** The page limit per client (server/http/work-limit.ts); its default when absent. */
  workLimit?: WorkLimitOptions;
  /** Extra routers (the contact API) mounted before the page handler. */
  mount?: (app: Express) => void;
  /** Per-request additions to the React Router load context (the contact service for the form action). */
  loadContext?: (req: Request, res: Response) => Omit<AppLoadContext, "cspNonce" | "csp" | "publicDir">;
}

export function createApp(options: AppOptions): Express {
  const { env, build, clientDir, publicDir, mount, loadContext } = options;
  const getBuild = typeof build === "function" ? build : () => build;
  const policyOf = async (path: string) => routePolicy(await getBuild())(path);
  const app = express();
  app.disable("x-powered-by");
  // Pages that depend only on the URL carry a strong ETag made by their render (app/entry.server.tsx); nothing
  // else gets one.
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY);

  // One log line and one latency observation per request, whoever answers it (server/observability/request-log.ts).
  app.use(requestLog());
  // Security headers first, so every answer carries them: guards, /healthz, errors (none of them reads the URL).
  app.use(securityHeaders(env), permissionsPolicy);
  // Health answers next: nothing before them waits for a database, a body or a limit, so they stay fast while
  // the instance is busy (issue 35). Other methods go on to the method guard (405).
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  if (options.readiness) app.get("/readyz", options.readiness);
  // Malformed requests are answered before anything reads a URL, a header or a body from them.
  app.use(
    requestLineGuard,
    methodGuard(async (path) => (await policyOf(path)).allow),
  );

  app.use(compression());

  // Hashed build assets never change under their name: cache them for a year. Text files are served from the
  // .br/.gz copies the build wrote (scripts/build/build.mjs), so no CPU goes into compressing them per request.
  const staticFiles = (dir: string, serveStatic: { maxAge: string; immutable?: boolean }) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { ...serveStatic, index: false },
    });
  if (typeof clientDir === "string") {
    app.use("/assets", staticFiles(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    // Every public file has an extension and no page does: pages skip the file lookup (a stat per request).
    const publicFiles = staticFiles(clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  } else app.use(clientDir);

  // After the files (none has a trailing slash) and before any page: `/en/` is sent to `/en`.
  app.use(oneAddress);
  app.use(formPostGuard, bodyLimit());
  mount?.(app);
  // Everything from here on is rendered: counted per client (decision 130).
  app.use(workLimit(options.workLimit));

  // Absolute URLs (React Router's request URL, cache keys) come from SITE_URL, never from the Host header.
  const origin = new URL(env.SITE_URL).origin;
  // Loaders that link to a public file (the technical-sheet PDF) check it is there, in the folder served above.
  const served = { publicDir: typeof clientDir === "string" ? clientDir : publicDir, csp: env };

  app.use(routeLabel(getBuild));
  app.all(
    "/{*splat}",
    reactRouterHandler({
      build,
      mode: env.NODE_ENV,
      origin,
      policyOf,
      // Pages that depend only on the URL are rendered without a nonce: identical bytes, scripts vouched for by hash.
      getLoadContext: (req, res, policy) => ({
        ...loadContext?.(req, res),
        ...served,
        cspNonce: policy.cacheable ? "" : randomBytes(18).toString("base64"),
      }),
    }),
  );
  app.use(errorHandler);
  return app;
}
