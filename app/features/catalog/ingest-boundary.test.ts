/**
 * One-way imports between the catalogue's ingest and the rest of app/ (docs/decisions/076): only ingest/ itself,
 * `*.server.ts` modules and tests may import from ingest/, every ingest module is a `*.server.ts` (so React Router
 * refuses to bundle it for the browser), and zod is imported by no catalogue module outside ingest/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP_DIR = fileURLToPath(new URL("../../", import.meta.url));
const CATALOG_DIR = path.join(APP_DIR, "features", "catalog");
const INGEST_DIR = path.join(CATALOG_DIR, "ingest");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServerOnly = (file: string) =>
  /\.server\.tsx?$/.test(file) || file.split(path.sep).includes(".server");
const inIngest = (file: string) => file.startsWith(`${INGEST_DIR}${path.sep}`);

/** Every module specifier of static imports, re-exports and dynamic import() calls, type-only ones included. */
function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  // Side-effect imports: `import "x";`
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) found.push(match[1] as string);
  return found;
}

/** The absolute path a specifier points at inside app/ (`~/…` or relative), or null for packages. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(APP_DIR, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

/** Browser-reachable files (not tests, not server-only, not ingest itself) that import something from ingest/. */
function ingestImportViolations(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    if (isTest(file) || isServerOnly(file) || inIngest(file)) return [];
    return importSpecifiers(source)
      .filter((specifier) => {
        const target = resolveSpecifier(file, specifier);
        return target !== null && (target === INGEST_DIR || target.startsWith(`${INGEST_DIR}${path.sep}`));
      })
      .map((specifier) => `${path.relative(APP_DIR, file)} imports ${specifier}`);
  });
}

const appFiles = sourceFiles(APP_DIR).map((file) => ({ file, source: readFileSync(file, "utf8") }));

describe("catalogue ingest boundary", () => {
  it("finds the modules it guards", () => {
    expect(appFiles.filter(({ file }) => inIngest(file) && !isTest(file)).length).toBeGreaterThanOrEqual(6);
    expect(appFiles.length).toBeGreaterThan(100);
  });

  it("no browser-reachable module under app/ imports from ingest/", () => {
    expect(ingestImportViolations(appFiles)).toEqual([]);
  });

  it("the check catches value, type-only, re-export and dynamic imports of ingest/", () => {
    const component = path.join(CATALOG_DIR, "components", "example.tsx");
    const route = path.join(APP_DIR, "routes", "example.tsx");
    const violations = ingestImportViolations([
      { file: component, source: 'import { normalizeProducts } from "../ingest/normalize.server";' },
      {
        file: route,
        source: 'import type { Catalog } from "~/features/catalog/ingest/build-catalog.server";',
      },
      { file: path.join(CATALOG_DIR, "example.ts"), source: 'export { x } from "./ingest/sheets.server";' },
      { file: route, source: 'const m = await import("~/features/catalog/ingest/raw-schemas.server");' },
      {
        file: path.join(CATALOG_DIR, "allowed.server.ts"),
        source: 'import { x } from "./ingest/sheets.server";',
      },
      { file: path.join(CATALOG_DIR, "ok.ts"), source: 'import { foldText } from "./model/text";' },
    ]);
    expect(violations).toHaveLength(4);
  });

  it("every ingest module is a *.server.ts, so React Router keeps it out of client bundles", () => {
    const modules = appFiles.filter(({ file }) => inIngest(file) && !isTest(file));
    expect(modules.filter(({ file }) => !file.endsWith(".server.ts")).map(({ file }) => file)).toEqual([]);
  });

  it("zod is imported by no catalogue module outside ingest/", () => {
    const zodUsers = appFiles
      .filter(({ file }) => file.startsWith(CATALOG_DIR) && !inIngest(file))
      .filter(({ source }) => importSpecifiers(source).some((s) => s === "zod" || s.startsWith("zod/")))
      .map(({ file }) => path.relative(APP_DIR, file));
    expect(zodUsers).toEqual([]);
  });
});
