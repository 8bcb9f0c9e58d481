#!/usr/bin/env node
// Full-page screenshots of every page of the site at a phone's and a desktop's width, small enough to keep in the
// repository (issue 34: before and after). The pages are tests/e2e/support/site-pages.ts's list plus a catalogue
// search; it is TypeScript, so run this under tsx:
//
//   node --import tsx scripts/bench/screenshots.mjs <base URL> <output dir>   # e.g. http://127.0.0.1:4496 docs/screenshots/after
//   node --import tsx scripts/bench/screenshots.mjs --index docs/screenshots "<which builds>"  # README.md of both
//
// The server is started by the caller (a build's main.mjs), so the same script shoots an older build in another
// checkout. Each page is loaded with reduced motion (the hero's poster instead of the video, no reveal
// animations, the counters at their figures), its lazy images loaded, scrolled to the bottom and back (what
// appears on scroll appears) and shot as JPEG.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright";
import sharp from "sharp";
import { sitePages } from "../../tests/e2e/support/site-pages.ts";
import { chromiumArgs, chromiumPath } from "../test-env/chromium.mjs";

export const PAGES = [...sitePages, "/produtos?q=vitamina"];
/** Viewport and the width the file is scaled to: the desktop shot is halved to keep the set small. */
export const VIEWPORTS = [
  { width: 412, height: 915, fileWidth: 412 },
  { width: 1440, height: 900, fileWidth: 720 },
];
const QUALITY = 60;

/** "/" → "home", "/unidades/suplementos" → "unidades-suplementos", "/produto?ean=…" → "produto". */
export function slug(page) {
  if (page === "/") return "home";
  const [route, query] = page.slice(1).split("?");
  const base = route.replace(/\//g, "-");
  return query && !query.startsWith("ean=") ? `${base}-${query.replace(/[^a-z0-9]+/gi, "-")}` : base;
}

async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  // Lazy images are made eager: scrolling past them faster than the browser's observer would leave some unloaded.
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = "eager";
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
  // A lazy image in a hidden panel (the home's other development steps) never loads: only shown ones count.
  // On a busy machine an image can take long; the shot is still taken, with a warning naming it.
  await page
    .waitForFunction(
      () => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0),
      null,
      { timeout: 60_000 },
    )
    .catch(async () => {
      const pending = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => !img.complete && img.getClientRects().length > 0)
          .map((img) => img.currentSrc || img.src),
      );
      console.warn(`Imagens ainda carregando em ${page.url()}: ${pending.join(", ")}`);
    });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}

async function shoot(base, outDir) {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let bytes = 0;
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const address of PAGES) {
        await page.goto(new URL(address, base).href, { waitUntil: "load" });
        await settle(page);
        const shot = await page.screenshot({ fullPage: true, type: "png" });
        const file = path.join(outDir, `${slug(address)}-${viewport.width}.jpg`);
        const jpeg = await sharp(shot)
          .resize({ width: viewport.fileWidth })
          .jpeg({ quality: QUALITY, mozjpeg: true })
          .toBuffer();
        writeFileSync(file, jpeg);
        bytes += jpeg.length;
        console.log(`${address} ${viewport.width}: ${file} (${Math.round(jpeg.length / 1024)} KB)`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Total: ${(bytes / 1024 / 1024).toFixed(2)} MB em ${outDir}`);
}

/** `builds`: which builds the two folders show (the commits), written under the title. */
function writeIndex(dir, builds) {
  const has = (sub) => new Set(readdirSync(path.join(dir, sub)));
  const before = has("before");
  const after = has("after");
  const cell = (sub, set, file) => (set.has(file) ? `[${sub}](${sub}/${file})` : "—");
  const rows = PAGES.flatMap((address) =>
    VIEWPORTS.map((v) => {
      const file = `${slug(address)}-${v.width}.jpg`;
      return `| \`${address}\` | ${v.width} | ${cell("before", before, file)} | ${cell("after", after, file)} |`;
    }),
  );
  const text = `# Screenshots before and after issue 34

Full-page screenshots of every page (tests/e2e/support/site-pages.ts, plus a catalogue search) at 412×915 and
1440×900, JPEG quality ${QUALITY}; the 1440 shots are scaled to 720 px wide. ${builds ?? ""}

Made by \`node --import tsx scripts/bench/screenshots.mjs <base URL> docs/screenshots/<before|after>\` against a
running build, this index by \`node --import tsx scripts/bench/screenshots.mjs --index docs/screenshots "<builds>"\`.

| Page | Width | Before | After |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
  writeFileSync(path.join(dir, "README.md"), text);
  console.log(`${path.join(dir, "README.md")}: ${rows.length} linhas.`);
}

const [first, second, third] = process.argv.slice(2);
if (first === "--index" && second) writeIndex(second, third);
else if (first && second) await shoot(first, second);
else {
  console.error(
    "Uso: node --import tsx scripts/bench/screenshots.mjs <URL base> <pasta> | --index <pasta> [builds]",
  );
  process.exit(2);
}
