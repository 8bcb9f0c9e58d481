import { describe, expect, it } from "vitest";
import { cacheableHandle } from "../server/cache-handle";
import { readingPageHandle } from "./hydration-handle";
import {
  DEFERRED_SCRIPTS_ID,
  holdScriptsUntilIntent,
  INTENT_LOADER,
  rendersOnIntent,
} from "./scripts-on-intent";

const app =
  '<script nonce="n">window.__reactRouterContext = {};</script><script type="module" async="" nonce="n">import("/assets/entry.client-x.js");</script>' +
  '<!--$--><script nonce="n">window.__reactRouterContext.streamController.enqueue("[]");</script><!--/$-->';
const page = `<html><body><main><p>Olá</p></main><script nonce="n">((a,b)=>{})("k",null)</script>${app}</body></html>`;

describe("holdScriptsUntilIntent", () => {
  it("moves everything from the router context to </body> into the template, then the loader", () => {
    const out = holdScriptsUntilIntent(page, "n");
    expect(out).toBe(
      `<html><body><main><p>Olá</p></main><script nonce="n">((a,b)=>{})("k",null)</script>` +
        `<template id="${DEFERRED_SCRIPTS_ID}">${app}</template><script nonce="n">${INTENT_LOADER}</script></body></html>`,
    );
  });

  it("puts the route's module preloads first in the template, so intent asks for every module at once", () => {
    const preloads = [
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="modulepreload" href="/assets/b.js"/>',
    ];
    const out = holdScriptsUntilIntent(page, "n", preloads);
    expect(out).toContain(`<template id="${DEFERRED_SCRIPTS_ID}">${preloads.join("")}${app}</template>`);
    expect(out.slice(0, out.indexOf("<template"))).not.toContain("modulepreload");
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const plain = "<html><body><p>Olá</p></body></html>";
    expect(holdScriptsUntilIntent(plain)).toBe(plain);
  });

  it("writes the loader without a nonce on pages vouched for by hashes", () => {
    expect(holdScriptsUntilIntent(page)).toContain(`<script>${INTENT_LOADER}</script></body>`);
  });
});

describe("rendersOnIntent", () => {
  const modules = {
    root: {},
    "routes/about": { handle: readingPageHandle },
    "routes/home": { handle: cacheableHandle },
  };
  it("is true when a matched route is a reading page", () => {
    expect(rendersOnIntent([{ route: { id: "root" } }, { route: { id: "routes/about" } }], modules)).toBe(
      true,
    );
  });
  it("is false for the other pages", () => {
    expect(rendersOnIntent([{ route: { id: "root" } }, { route: { id: "routes/home" } }], modules)).toBe(
      false,
    );
  });
});
