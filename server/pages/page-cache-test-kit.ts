import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import type { PageCacheHandle } from "../../app/utils/page-cache-handle";
import { reactRouterHandler } from "../http/react-router-handler";
import { pageCache } from "./page-cache";
import type { PageStore } from "./page-store";

/**
 * A React Router build made of resource routes under a root, for the page cache tests: each route is a path, a
 * handle (the route's own declaration) and a loader. React Router's real request handler runs it.
 */
export interface FakeRoute {
  path: string;
  handle?: PageCacheHandle;
  loader: (args: { request: Request }) => Response | Promise<Response>;
}

export function fakeBuild(routes: FakeRoute[], version = "v1"): ServerBuild {
  const entries = routes.map((r, i) => {
    const id = `routes/r${i}`;
    const place = r.path === "" ? { index: true } : { path: r.path };
    return [id, { id, parentId: "root", ...place, module: { handle: r.handle, loader: r.loader } }] as const;
  });
  return {
    routes: { root: { id: "root", path: "", module: {} }, ...Object.fromEntries(entries) },
    entry: { module: { default: () => new Response("no documents here") } },
    assets: { version, url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: {} },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    isSpaMode: false,
    ssr: true,
    prerender: [],
    basename: "/",
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** The page cache in front of the plain React Router handler, as server/http/app.ts mounts them, on a loopback port. */
export async function servePageCache(build: ServerBuild | (() => ServerBuild), store: PageStore) {
  const app = express();
  const origin = "https://www.example.com.br";
  const csp = { SITE_URL: origin, IMAGE_BASE_URL: "", HERO_VIDEO_URL: "" };
  app.use(pageCache({ build, mode: "production", origin, loadContext: () => ({ csp }), store }));
  app.all(
    "/{*splat}",
    reactRouterHandler({ build, mode: "production", origin, getLoadContext: () => ({ cspNonce: "", csp }) }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async get(path: string) {
      const response = await fetch(`${base}${path}`, { redirect: "manual" });
      return { status: response.status, cache: response.headers.get("x-cache"), text: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
