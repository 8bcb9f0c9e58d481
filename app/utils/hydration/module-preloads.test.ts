import { describe, expect, it } from "vitest";
import { modulePreloads, withoutModulePreloads } from "./module-preloads";

describe("withoutModulePreloads", () => {
  it("drops every modulepreload link and keeps everything else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="preload" href="/f.woff2" as="font"/>' +
      '<link rel="icon" href="/favicon.svg"/></head><body><p>Olá</p><link rel="modulepreload" href="/assets/b.js"/>' +
      '<script type="module" nonce="n">import "/assets/a.js";</script></body>';
    const out = withoutModulePreloads(html);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(out).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(out).toContain('<script type="module" nonce="n">import "/assets/a.js";</script>');
  });
});

describe("modulePreloads", () => {
  it("lists the modulepreload links in document order, each once", () => {
    const a = '<link rel="modulepreload" href="/assets/a.js"/>';
    const b = '<link rel="modulepreload" href="/assets/b.js" nonce="n"/>';
    const html = `<head>${a}${b}<link rel="preload" href="/f.woff2" as="font"/></head><body>${a}</body>`;
    expect(modulePreloads(html)).toEqual([a, b]);
    expect(modulePreloads("<p>Olá</p>")).toEqual([]);
  });
});
