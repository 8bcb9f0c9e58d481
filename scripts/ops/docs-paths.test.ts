// The docs name files so that a reader can open them: every repository path written in backticks or as a relative
// link in docs/architecture.md and in the decision records must exist. A decision may name a file that is gone
// only with the marker "(removed" right after the path, as docs/decisions/README.md says.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const decisionsDir = path.join("docs", "decisions");
const docs = [
  path.join("docs", "architecture.md"),
  ...readdirSync(path.join(root, decisionsDir))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(decisionsDir, name)),
];

const folders = ["app", "server", "scripts", "tests", "docs", "deploy", "data", "public", ".ci"];
const topLevelFiles = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "biome.json",
  ".env.example",
  ".gitignore",
  "README.md",
];
const configFile = /^[\w-]+(\.[\w-]+)*\.config\.[cm]?[jt]s$/;
// A path starts a token: after the start of the text, a space, a bracket, a quote or "=".
const pathToken = new RegExp(
  `(?<=^|[\\s(\\["'=])(?:${folders.map((f) => f.replace(".", "\\.")).join("|")})/[^\\s\`"'),;]*`,
  "g",
);
const removedMarker = /^\s*\(removed\b/;
// A file named without its folder (`page-store.ts`) must still be the name of a file somewhere in the repository.
const bareFile = /^[\w.+-]+\.(tsx?|mts|mjs|json|md|conf|template)$/;
const skipped = new Set(["node_modules", ".git", "var", "test-results", "playwright-report"]);

function fileNames(dir: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) into.add(entry.name);
    // Build folders at the root (build/, build-<someone>/) hold copies, not sources.
    else if (!skipped.has(entry.name) && !(dir === root && /^build(-|$)/.test(entry.name)))
      fileNames(path.join(dir, entry.name), into);
  }
  return into;
}

/** The part of a path that must exist: up to a wildcard or placeholder, without a line number, anchor or stop. */
function checkedPart(written: string): string {
  let p = written.split(/[*<{…]|\.\.\./)[0] ?? "";
  p = p.replace(/#.*$/, "").replace(/:\d.*$/, "");
  p = p.replace(/[.:]+$/, "");
  return p.replace(/\/+$/, "");
}

interface Named {
  path: string;
  line: number;
  /** Resolved from the repository root, from the document's folder (a Markdown link), or a bare file name. */
  from: "root" | "relative" | "bare";
}

/** Every path a document names, with the marker rule applied: paths marked "(removed" are not returned. */
function namedPaths(text: string): Named[] {
  const found: Named[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (line.trimStart().startsWith("```")) {
      fenced = !fenced;
      return;
    }
    const add = (written: string, after: string, from: Named["from"] = "root") => {
      if (!removedMarker.test(after)) found.push({ path: written, line: index + 1, from });
    };
    if (fenced) {
      // Commands and listings in a fence: a path there must exist too (it is how figures are reproduced).
      for (const m of line.matchAll(pathToken)) add(m[0], "");
      return;
    }
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const after = line.slice((m.index ?? 0) + m[0].length);
      const span = (m[1] ?? "").trim();
      if (topLevelFiles.includes(span) || configFile.test(span)) add(span, after);
      else if (bareFile.test(span)) add(span, after, "bare");
      else for (const p of span.matchAll(pathToken)) add(p[0], after);
    }
    for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1] ?? "";
      if (/^([a-z]+:|#|\/)/i.test(target)) continue;
      add(target, line.slice((m.index ?? 0) + m[0].length), "relative");
    }
  });
  return found;
}

let names: Set<string> | undefined;

function missing(doc: string): string[] {
  const text = readFileSync(path.join(root, doc), "utf8");
  return namedPaths(text)
    .filter(({ path: written, from }) => {
      const part = checkedPart(written);
      if (part === "") return false;
      if (from === "bare") {
        names ??= fileNames(root);
        return !names.has(part);
      }
      const full = from === "relative" ? path.join(root, path.dirname(doc), part) : path.join(root, part);
      return !full.startsWith(root + path.sep) || !existsSync(full);
    })
    .map(({ path: written, line }) => `${doc}:${line} ${written}`);
}

describe("paths named in the docs", () => {
  it("finds the paths written in backticks, links and fences", () => {
    const text = [
      "See `server/http/app.ts` and [the index](README.md#top), `npm run x -- scripts/ops/messages.ts`.",
      "Gone: `server/page-cache.ts` (removed in 876f45b); `app/features/*` and `tests/e2e/<area>/`.",
      "```",
      "BUILD_DIR=build-x node scripts/bench/bench.mjs",
      "```",
      "`package.json`, `playwright.config.ts`, `~/features/x`, `/produtos`, `page-store.ts` (removed), `seo.ts`.",
    ].join("\n");
    expect(namedPaths(text).map((n) => checkedPart(n.path))).toEqual([
      "server/http/app.ts",
      "scripts/ops/messages.ts",
      "README.md",
      "app/features",
      "tests/e2e",
      "scripts/bench/bench.mjs",
      "package.json",
      "playwright.config.ts",
      "seo.ts",
    ]);
  });

  it.each(docs)("%s names only paths that exist", (doc) => {
    expect(missing(doc)).toEqual([]);
  });

  it.each(docs)("%s names no file outside the repository", (doc) => {
    const text = readFileSync(path.join(root, doc), "utf8");
    const outside = text
      .split("\n")
      .map((line, index) => ({ line: index + 1, text: line }))
      .filter(({ text: line }) =>
        /(^|[\s`(])(\/work\/|\/home\/|\/tmp\/|(\.\.\/){2,}|\.\.\/shared\/)/.test(line),
      )
      .map(({ line, text: found }) => `${doc}:${line} ${found.trim().slice(0, 120)}`);
    expect(outside).toEqual([]);
  });
});
