import { describe, expect, it } from "vitest";
import { modulePreloads, withModulePreloadsAtAppStart, withoutModulePreloads } from "./module-preloads";

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

describe("withModulePreloadsAtAppStart", () => {
  const app =
    '<script nonce="n">window.__reactRouterContext = {};</script><script type="module">import("/a.js");</script>';
  const page = `<html><body><main><p>Olá</p></main>${app}</body></html>`;
  const preloads = [
    '<link rel="modulepreload" href="/assets/a.js"/>',
    '<link rel="modulepreload" href="/assets/b.js"/>',
  ];

  it("asks for the preloads by a script right before React Router's scripts, after the page's content", () => {
    const out = withModulePreloadsAtAppStart(page, preloads, "n");
    const script = /<script nonce="n">(for\(const h of [^<]+)<\/script>/.exec(out)?.[1] ?? "";
    expect(out).toBe(
      `<html><body><main><p>Olá</p></main><script nonce="n">${script}</script>${app}</body></html>`,
    );
    expect(script).toContain('["/assets/a.js","/assets/b.js"]');
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it("writes the script without a nonce on pages vouched for by hashes", () => {
    expect(withModulePreloadsAtAppStart(page, preloads)).toContain("<script>for(const h of");
  });

  it("leaves a document without React Router's scripts, or without preloads, as it is", () => {
    const plain = "<html><body><p>Olá</p></body></html>";
    expect(withModulePreloadsAtAppStart(plain, preloads)).toBe(plain);
    expect(withModulePreloadsAtAppStart(page, [])).toBe(page);
  });
});
