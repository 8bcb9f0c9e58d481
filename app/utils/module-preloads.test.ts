import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./module-preloads";

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
