import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

/**
 * Every module the root route imports statically runs on every page, so they can share one chunk without any page
 * loading more: what was a dozen small chunks (navigation, icons, hydration helpers), each gzipped on its own and
 * imported by name, is one file (decision 145). Route modules and lazy code keep their own chunks.
 */
function layoutChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let layout: Set<string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!layout) {
      layout = new Set();
      const root = [...getModuleIds()].find((m) => /\/app\/root\.tsx($|\?)/.test(m));
      const stack = root ? [root] : [];
      while (stack.length) {
        const info = getModuleInfo(stack.pop() as string);
        for (const next of info?.importedIds ?? [])
          if (!layout.has(next)) {
            layout.add(next);
            stack.push(next);
          }
      }
    }
    if (!layout.has(id) || /\/app\/(root\.tsx|routes\/)/.test(id)) return undefined;
    return "layout";
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild
    ? {}
    : { rollupOptions: { output: { manualChunks: layoutChunk(), experimentalMinChunkSize: 1024 } } },
}));
