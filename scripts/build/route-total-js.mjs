// The total JavaScript a page route can run, gzip level 9 as the build precompresses it: its first load's files
// (the entry and the route chain, as in route-assets.mjs) and every chunk they reach by a static or a dynamic
// import (the product dialog, the header search, the ALTCHA widget, the contact validator...). Printed by
// check-budgets beside the budgeted figure (the route's own modules, decision 134), for information: it is the
// most a visitor of the route can ever download.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// Vite writes a chunk's imports as "./name-hash.js" (static and dynamic) and its preload lists as "assets/…".
const CHUNK_REFERENCE = /["'](?:\.\/|\/?assets\/)([\w.-]+\.js)["']/g;

/** For each page route: { id, files, jsGzip } with every chunk reachable from its first load. */
export function routeTotals({ assets, clientDir }) {
  const assetsDir = path.join(clientDir, "assets");
  const text = new Map();
  const read = (name) => {
    if (!text.has(name)) text.set(name, readFileSync(path.join(assetsDir, name), "utf8"));
    return text.get(name);
  };
  const gzip = new Map();
  const size = (name) => {
    if (!gzip.has(name)) gzip.set(name, gzipSync(read(name), { level: 9 }).length);
    return gzip.get(name);
  };
  const rows = [];
  for (const route of Object.values(assets.routes)) {
    if (route.id === "root" || !route.hasDefaultExport) continue;
    const start = [assets.entry.module, ...assets.entry.imports];
    for (let id = route.id; id; id = assets.routes[id]?.parentId) {
      const r = assets.routes[id];
      if (r?.module) start.push(r.module);
      for (const i of r?.imports ?? []) start.push(i);
    }
    const seen = new Set();
    const queue = start.map((url) => path.basename(url));
    while (queue.length > 0) {
      const name = queue.pop();
      if (seen.has(name)) continue;
      seen.add(name);
      for (const [, next] of read(name).matchAll(CHUNK_REFERENCE)) if (!seen.has(next)) queue.push(next);
    }
    const files = [...seen];
    rows.push({ id: route.id, files, jsGzip: files.reduce((t, f) => t + size(f), 0) });
  }
  return rows;
}
