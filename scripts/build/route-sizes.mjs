#!/usr/bin/env node
// Prints the initial JS and CSS (gzip) that the first load of each route downloads.
import { loadManifest, routeBudgets } from "./route-assets.mjs";

const rows = routeBudgets(await loadManifest());
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log("route".padEnd(36), "JS gzip KB", " CSS gzip KB");
for (const r of rows) console.log(r.id.padEnd(36), kb(r.jsGzip), "  ", kb(r.cssGzip));
