// JavaScript executed at load, per page, measured in Debian's Chromium against the production server: every script
// the browser downloads before the network is idle (route chunks, lazy chunks and widgets started at load), plus the
// inline scripts the document runs, gzip level 9 as the build precompresses them. Deferred scripts that wait for a
// visitor's intent (inside <template>, or imported on focus) are not counted: they do not run at load.
// Same viewport as Lighthouse's mobile profile, so "near the viewport" means the same thing in both.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const gzipLength = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * For each path: { path, jsGzip, cssGzip, scripts: [{ url, gzip }] }. `jsGzip` includes inline scripts that ran;
 * `cssGzip` the inline stylesheet and every stylesheet downloaded before network idle.
 */
export async function measureAtLoad(origin, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        locale: "pt-BR",
      });
      const page = await context.newPage();
      const bodies = [];
      page.on("response", (res) => {
        const type = res.request().resourceType();
        if (type === "script" || type === "stylesheet")
          bodies.push(
            res
              .body()
              .then((body) => ({ type, url: new URL(res.url()).pathname, gzip: gzipLength(body) }))
              .catch(() => null),
          );
      });
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      const inline = await page.evaluate(() => ({
        scripts: [...document.querySelectorAll("script:not([src])")]
          .filter((s) => !/json/i.test(s.type) && !s.closest("template"))
          .map((s) => s.textContent ?? ""),
        styles: [...document.querySelectorAll("style")].map((s) => s.textContent ?? ""),
      }));
      const loaded = (await Promise.all(bodies)).filter(Boolean);
      const scripts = [
        ...loaded.filter((b) => b.type === "script").map(({ url, gzip }) => ({ url, gzip })),
        ...inline.scripts.map((text, i) => ({ url: `(inline ${i + 1})`, gzip: gzipLength(text) })),
      ];
      const css =
        loaded.filter((b) => b.type === "stylesheet").reduce((t, b) => t + b.gzip, 0) +
        inline.styles.reduce((t, text) => t + gzipLength(text), 0);
      rows.push({ path, jsGzip: scripts.reduce((t, s) => t + s.gzip, 0), cssGzip: css, scripts });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
