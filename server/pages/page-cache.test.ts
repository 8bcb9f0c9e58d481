import { afterEach, describe, expect, it } from "vitest";
import { catalogPageParams } from "../../app/features/catalog/search/catalog-page-params";
import { cacheablePage, singleParam } from "../../app/utils/page-cache-handle";
import { fakeBuild, servePageCache } from "./page-cache-test-kit";
import { PageStore } from "./page-store";

/** A loader that shows what it was asked: the query string React Router handed it. */
const echo = ({ request }: { request: Request }) =>
  new Response(`search=${new URL(request.url).search}`, { headers: { "content-type": "text/plain" } });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("page cache, keyed by the parameters the route declares", () => {
  it("renders from the URL asked for, and keys by the declared parameters only", async () => {
    const build = fakeBuild([{ path: "produtos", handle: cacheablePage(catalogPageParams), loader: echo }]);
    const server = await servePageCache(build, new PageStore());
    close = server.close;
    // Not the reduced URL: the loader sees every parameter, in the visitor's spelling.
    expect(await server.get("/produtos?q=Whey&utm=1&selo=bio")).toEqual({
      status: 200,
      cache: "MISS",
      text: "search=?q=Whey&utm=1&selo=bio",
    });
    // selo is not declared: the same page as far as the cache knows (which is why a loader must declare it).
    expect(await server.get("/produtos?selo=vegano&q=WHEY")).toEqual({
      status: 200,
      cache: "HIT",
      text: "search=?q=Whey&utm=1&selo=bio",
    });
  });

  it("keys and renders a parameter added to the route's declaration, with no server file changed", async () => {
    const handle = cacheablePage({ ...catalogPageParams, selo: singleParam((v) => v.trim() || undefined) });
    const build = fakeBuild([{ path: "produtos", handle, loader: echo }]);
    const server = await servePageCache(build, new PageStore());
    close = server.close;
    // In order: the first two differ in selo (two entries); the last two are those entries again, normalised.
    const visits = [
      ["/produtos?q=whey&selo=bio", "MISS", "search=?q=whey&selo=bio"],
      ["/produtos?selo=vegano&q=whey", "MISS", "search=?selo=vegano&q=whey"],
      ["/produtos?q=WHEY&selo=vegano&utm=x", "HIT", "search=?selo=vegano&q=whey"],
      ["/produtos?q=whey&selo=%20bio%20", "HIT", "search=?q=whey&selo=bio"],
    ];
    for (const [url = "", cache, text] of visits)
      expect(await server.get(url), url).toMatchObject({ cache, text });
  });

  it("does not keep an answer the route marks no-store, nor a redirect", async () => {
    const build = fakeBuild([
      {
        path: "api/produto",
        handle: cacheablePage({ ean: singleParam((v) => (/^\d{8,14}$/.test(v) ? v : null)) }),
        loader: ({ request }) =>
          new URL(request.url).searchParams.get("ean") === "7890000000001"
            ? Response.json({ detail: {} })
            : Response.json({ detail: null }, { headers: { "cache-control": "no-store" } }),
      },
      {
        path: "velho",
        handle: cacheablePage({}),
        loader: () => Response.redirect("https://x.example/", 302),
      },
    ]);
    const store = new PageStore();
    const server = await servePageCache(build, store);
    close = server.close;
    expect((await server.get("/api/produto?ean=7890000000001")).cache).toBe("MISS");
    expect((await server.get("/api/produto?ean=7890000000001")).cache).toBe("HIT");
    // Sent as rendered ("PASS"), not kept, and not rendered a second time by the handler behind.
    expect(await server.get("/api/produto?ean=7890000000002")).toEqual({
      status: 200,
      cache: "PASS",
      text: '{"detail":null}',
    });
    expect((await server.get("/velho")).status).toBe(302);
    expect(store.size).toBe(1);
  });
});
