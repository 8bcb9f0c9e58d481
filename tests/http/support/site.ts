import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "../../../app/utils/server/env.server";
import { createHttpServer } from "../../../server/http/http-server";
import { createSite } from "../../../server/site";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const SITE_URL = "https://www.laboratorioconvale.com.br";

export async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(buildDir, "server/index.js");
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`O tier HTTP precisa do build de produção em ${buildDir} (npm run build): ${error}`);
  }
}

export interface ServedSite {
  base: string;
  port: number;
  /** fetch against the site, redirects not followed. */
  get: (target: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * The production site on a loopback port, as server/main.ts serves it, with its own SQLite folder and no outbox
 * worker. `wrap` may replace the build (a test that counts loader runs).
 */
export async function serveSite(
  options: { env?: Record<string, string>; wrap?: (build: ServerBuild) => ServerBuild } = {},
): Promise<ServedSite> {
  const varDir = mkdtempSync(path.join(tmpdir(), "http-tier-"));
  const source = {
    NODE_ENV: "production",
    SITE_URL,
    VAR_DIR: varDir,
    OUTBOX_WORKER: "false",
    ...options.env,
  };
  // The build's routes read process.env through env() (app/utils/server/env.server.ts), parsed once and kept: the site's
  // environment goes there too, before the first request. Vitest runs each test file in a process of its own
  // (forks, isolated), so one served site per file sees its own environment.
  Object.assign(process.env, source);
  const build = await loadBuild();
  const config = parseEnv(source);
  const site = createSite(config, options.wrap ? options.wrap(build) : build, buildDir);
  const server = createHttpServer(site.app, { hsts: config.HSTS });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site.contact.start();
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    get: (target, init) => fetch(`${base}${target}`, { redirect: "manual", ...init }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.contact.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/** The build with one route's loader counted: how many times a request ran it. */
export function countLoaderRuns(
  build: ServerBuild,
  routeId: string,
): { build: ServerBuild; runs: () => number } {
  const route = build.routes[routeId];
  const loader = route?.module.loader;
  if (!route || !loader) throw new Error(`Rota sem loader no build: ${routeId}`);
  let runs = 0;
  const counted: typeof loader = (args) => {
    runs += 1;
    return loader(args);
  };
  return {
    build: {
      ...build,
      routes: { ...build.routes, [routeId]: { ...route, module: { ...route.module, loader: counted } } },
    },
    runs: () => runs,
  };
}
