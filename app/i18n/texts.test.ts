import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { Texts } from "./texts";

/**
 * Every text module in both languages has the same keys, the same number of items in each list, and no empty
 * text (issue 36). The types already demand it; this catches a cast, an `any` or a hole the types let through.
 * Text modules are the `*.texts.ts` files: a file that calls defineTexts under another name fails here too.
 */
const modules = import.meta.glob<Record<string, unknown>>("/app/**/*.texts.ts", { eager: true });

function shape(value: unknown, path: string, out: string[]): void {
  if (typeof value === "string") {
    if (value.trim() === "") out.push(`${path}: empty`);
    out.push(`${path}: text`);
  } else if (typeof value === "function") out.push(`${path}: function/${value.length}`);
  else if (Array.isArray(value)) {
    out.push(`${path}: list of ${value.length}`);
    value.forEach((item, i) => {
      shape(item, `${path}[${i}]`, out);
    });
  } else if (value && typeof value === "object")
    for (const key of Object.keys(value).sort())
      shape((value as Record<string, unknown>)[key], `${path}.${key}`, out);
  else out.push(`${path}: ${typeof value}`);
}

function shapeOf(value: unknown): string[] {
  const out: string[] = [];
  shape(value, "", out);
  return out;
}

function isTexts(value: unknown): value is Texts<unknown> {
  return !!value && typeof value === "object" && "pt" in value && "en" in value;
}

const textEntries = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isTexts(value))
    .map(([name, value]) => [`${file} ${name}`, value as Texts<unknown>] as const),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

describe("text modules in Portuguese and English", () => {
  it("finds the text modules", () => {
    expect(textEntries.length).toBeGreaterThan(0);
  });

  it.each(textEntries)("%s: same keys, same lists, no empty text", (_, texts) => {
    expect(shapeOf(texts.en)).toEqual(shapeOf(texts.pt));
    expect(shapeOf(texts.pt).filter((line) => line.endsWith(": empty"))).toEqual([]);
  });

  it("defines texts only in *.texts.ts files, so none escapes this check", () => {
    const root = join(process.cwd(), "app");
    const strays = sourceFiles(root)
      .filter((file) => !file.endsWith(".texts.ts") && !file.endsWith(join("i18n", "texts.ts")))
      .filter((file) => /\bdefineTexts\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(strays).toEqual([]);
  });
});
