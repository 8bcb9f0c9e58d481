/**
 * What generate-assets' images and PDFs are made from, hashed so an unchanged checkout skips the step and any
 * change rebuilds them. It once hashed a hand-kept list that named two of the sheet's modules, so an edit to the
 * shared technical rows or the company block left stale PDFs. Now:
 * - every source file in the entry's import graph (esbuild's metafile: a new module is covered without a list);
 * - every file under the data folder (read at run time, not imported);
 * - the name and version of each package the graph imports, and of the packages whose files are read at run
 *   time (`runtimePackages`: the Inter font files).
 *
 * - `assetInputs(root, entry, dataDir, runtimePackages)`: those inputs, sorted: `files` (relative paths) and
 *   `packages` ("name@version").
 * - `inputsHash(...)`: the SHA-256 of them all, file contents included.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export interface AssetInputs {
  files: string[];
  packages: string[];
}

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name"; Node's own modules → null. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith("node:") || specifier.startsWith(".") || path.isAbsolute(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null);
}

function packageVersion(root: string, name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));
    return `${name}@${manifest.version}`;
  } catch {
    return `${name}@missing`; // a Node built-in without the "node:" prefix, or not installed
  }
}

export async function assetInputs(
  root: string,
  entry: string,
  dataDir: string,
  runtimePackages: string[] = [],
): Promise<AssetInputs> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  const inputs = Object.entries(result.metafile.inputs);
  const sources = inputs.map(([file]) => file).filter((file) => !file.includes("node_modules"));
  const data = readdirSync(path.join(root, dataDir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dataDir, file))
    .filter((file) => statSync(path.join(root, file)).isFile());
  const names = inputs.flatMap(([, input]) =>
    input.imports.filter((i) => i.external).map((i) => packageName(i.path)),
  );
  const packages = [...new Set([...names, ...runtimePackages])]
    .filter((name): name is string => name !== null)
    .map((name) => packageVersion(root, name));
  return { files: [...new Set([...sources, ...data])].sort(), packages: packages.sort() };
}

export async function inputsHash(
  root: string,
  entry: string,
  dataDir: string,
  runtimePackages: string[] = [],
): Promise<string> {
  const { files, packages } = await assetInputs(root, entry, dataDir, runtimePackages);
  const h = createHash("sha256");
  for (const file of files)
    h.update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  for (const name of packages) h.update(`${name}\0`);
  return h.digest("hex");
}
