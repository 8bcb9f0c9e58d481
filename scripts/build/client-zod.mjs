// Where zod sits in the client build (docs/decisions/076). The catalogue parses raw data with zod on the server
// only (app/features/catalog/ingest/); the one place zod may reach the browser is the contact validator, which the
// contact page imports lazily on a field's first focus (docs/decisions/007). This walks the import graph of the
// built chunks from the client entry and every route module, following static imports and dynamic import()s but
// never entering the contact validator's chunk, and reports every chunk with zod in it that the walk reaches.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * zod 4 names every schema class through `$constructor("$ZodType", …)` (zod/v4/core/schemas.js); the string
 * survives minification and is in every bundle of zod, zod/mini or zod/v4/core, since all schemas extend $ZodType.
 */
export const ZOD_MARKER = /["'`]\$ZodType["'`]/;

/** The only chunk through which zod may be reached (a file name of build/client/assets/). */
export const ZOD_ALLOWED_VIA = /^contact-schema-[\w-]+\.js$/;

/** Chunk file name → its source and the chunk files it imports (`import"./x.js"`, `from"./x.js"`, `import("./x.js")`). */
export function chunkGraph(clientDir) {
  const assetsDir = path.join(clientDir, "assets");
  const graph = new Map();
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith(".js"))) {
    const source = readFileSync(path.join(assetsDir, file), "utf8");
    const imports = new Set();
    for (const m of source.matchAll(/\b(?:from|import)\s*\(?\s*["'`]\.\/([\w.$-]+\.js)["'`]/g))
      imports.add(m[1]);
    graph.set(file, { source, imports });
  }
  return graph;
}

const chunkName = (url) => url.replace(/^\/?assets\//, "");

/**
 * `{ zodChunks, leaks, reached }`: the chunks holding zod, one import path (entry → … → zod chunk) per zod chunk
 * the walk reaches outside the allowed validator, and how many chunks the walk visited.
 */
export function zodReach({ assets, clientDir }) {
  const graph = chunkGraph(clientDir);
  const zodChunks = [...graph].filter(([, c]) => ZOD_MARKER.test(c.source)).map(([file]) => file);
  const roots = [assets.entry.module, ...Object.values(assets.routes).map((r) => r.module)]
    .filter(Boolean)
    .map(chunkName);
  const parent = new Map(roots.map((r) => [r, null]));
  const queue = [...new Set(roots)];
  const leaks = [];
  while (queue.length > 0) {
    const file = queue.shift();
    const chunk = graph.get(file);
    if (!chunk) continue;
    if (ZOD_MARKER.test(chunk.source)) {
      const trail = [];
      for (let f = file; f !== null; f = parent.get(f) ?? null) trail.unshift(f);
      leaks.push(trail);
    }
    for (const next of chunk.imports) {
      if (parent.has(next) || ZOD_ALLOWED_VIA.test(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return { zodChunks, leaks, reached: parent.size };
}
