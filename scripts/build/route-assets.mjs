// Initial JS and CSS per route, read from the React Router build manifest (the same data the server uses to write
// <script type="module"> and modulepreload tags), gzip-compressed as the server sends them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export async function loadManifest(buildDir = process.env.BUILD_DIR ?? "build") {
  const server = await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href);
  // The site stylesheet is inlined into every document (app/entry.server.tsx exports it): count it for every route.
  const inlineCss = server.entry?.module?.inlineStyles ?? "";
  return { assets: server.assets, clientDir: path.resolve(buildDir, "client"), inlineCss };
}

const gzipCache = new Map();
function gzipBytes(clientDir, url) {
  if (!gzipCache.has(url)) {
    const file = readFileSync(path.join(clientDir, url.replace(/^\//, "")));
    gzipCache.set(url, { raw: file.length, gzip: gzipSync(file, { level: 9 }).length });
  }
  return gzipCache.get(url);
}

function chain(assets, routeId) {
  const ids = [];
  for (let id = routeId; id; id = assets.routes[id]?.parentId) ids.unshift(id);
  return ids;
}

/** For each page route: the JS files the first load of that URL downloads, and their gzip total. */
export function routeBudgets({ assets, clientDir, inlineCss = "" }) {
  const inlineCssGzip = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
  const rows = [];
  for (const route of Object.values(assets.routes)) {
    if (route.id === "root" || !route.hasDefaultExport) continue;
    const js = new Set([assets.entry.module, ...assets.entry.imports]);
    const css = new Set();
    for (const id of chain(assets, route.id)) {
      const r = assets.routes[id];
      if (!r) continue;
      if (r.module) js.add(r.module);
      for (const i of r.imports ?? []) js.add(i);
      for (const c of r.css ?? []) css.add(c);
    }
    const sum = (set) => [...set].reduce((t, url) => t + gzipBytes(clientDir, url).gzip, 0);
    rows.push({
      id: route.id,
      path: route.path ?? "/",
      jsGzip: sum(js),
      cssGzip: inlineCssGzip + sum(css),
      files: [...js],
    });
  }
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}
