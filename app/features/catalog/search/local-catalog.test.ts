import { describe, expect, it } from "vitest";
import { getCatalog } from "../catalog.server";
import { productEan } from "../model/codes";
import { runStepsYielding } from "./build-steps";
import { catalogPageData } from "./catalog-page";
import {
  type CatalogIndex,
  catalogIndexFor,
  LOCAL_CATALOG_MAX_PRODUCTS,
  localCatalog,
} from "./local-catalog";
import { buildSearchEngineInSteps, searchEngineSteps } from "./search-index";

/**
 * The browser's catalogue must give /produtos what the server gives: the same cards in the same order, counts,
 * facets, suggestion and barcode jumps, from the index as it travels (through JSON).
 */
const catalog = getCatalog();
const index = JSON.parse(JSON.stringify(catalogIndexFor(catalog))) as CatalogIndex;
// Built as the browser builds it: one step per task (decision 159).
const local = localCatalog(index, await buildSearchEngineInSteps(index.documents));
const server = {
  search: catalog.search,
  exactEan: (q: string) => {
    const product = catalog.exactMatch(q);
    return product ? productEan(product) : null;
  },
};

const addresses = [
  "",
  "q=vitamina",
  "q=vitamina+d3&quantidade=15",
  "q=vitamna",
  "q=shampo",
  "q=whey+sem+lactose",
  "q=sem+gluten",
  "q=omega&ordem=za",
  "q=xyzzyqq",
  "categoria=Medicamento",
  "categoria=Cosmetico&ordem=az&quantidade=40",
  "marca=Vitacon&forma=capsulas",
  "dieta=sem-lactose&oferta=sua-marca",
  "q=creme&forma=creme&forma=gel",
  "quantidade=200",
];

const outcome = (params: URLSearchParams, source: Parameters<typeof catalogPageData>[1]) => {
  try {
    return catalogPageData(params, source);
  } catch (thrown) {
    return { redirect: (thrown as Response).headers.get("Location") };
  }
};

describe("the catalogue searched in the browser", () => {
  it("holds every product of the server's catalogue", () => {
    expect(index.summaries).toHaveLength(catalog.products.length);
    expect(index.documents).toHaveLength(catalog.products.length);
  });

  it.each(addresses)("gives /produtos?%s the server's page", (address) => {
    const params = new URLSearchParams(address);
    const mine = outcome(params, local);
    expect(mine).toEqual(outcome(params, server));
    // Equal because both found something (the nonsense word finds nothing, and both propose the same word).
    if ("page" in mine && !address.includes("xyzzyqq")) expect(mine.page.items.length).toBeGreaterThan(0);
  });

  it("sends a barcode, a DUN-14 or a reference to its product as the server does", () => {
    const product = catalog.products.find((p) => p.referencia && p.barcodes.length > 1);
    if (!product) throw new Error("no product with a reference and two barcodes in the catalogue");
    const codes = [...product.barcodes, product.referencia ?? ""].filter(Boolean);
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) {
      const params = new URLSearchParams({ q: code });
      expect(outcome(params, local)).toEqual({ redirect: expect.stringContaining("/produto?ean=") });
      expect(outcome(params, local)).toEqual(outcome(params, server));
    }
  });

  it("pages through a search as /api/produtos does", () => {
    const query = catalogPageData(new URLSearchParams("q=vitamina"), local).query;
    for (const offset of [0, 5, 10, 40]) {
      const mine = local.search(query, { offset, limit: 5 });
      const theirs = catalog.search(query, { offset, limit: 5 });
      expect(mine.items.map((i) => i.code)).toEqual(theirs.items.map((i) => i.code));
      expect(mine.nextOffset).toBe(theirs.nextOffset);
    }
  });
});

describe("what /api/catalogo hands over", () => {
  const sized = (n: number) => ({
    summaries: Array.from({ length: n }, () => catalog.summaries[0] as (typeof catalog.summaries)[number]),
    searchDocuments: Array.from(
      { length: n },
      () => catalog.searchDocuments[0] as (typeof catalog.searchDocuments)[number],
    ),
  });

  it("the whole catalogue up to its size limit, nothing past it", () => {
    expect(catalogIndexFor(sized(LOCAL_CATALOG_MAX_PRODUCTS))?.summaries).toHaveLength(
      LOCAL_CATALOG_MAX_PRODUCTS,
    );
    expect(catalogIndexFor(sized(LOCAL_CATALOG_MAX_PRODUCTS + 1))).toBeNull();
  });
});

describe("the engine built one step per task (decision 159)", () => {
  it("gives way between steps: the word index's first pass every 16 documents, and between the engine's parts", async () => {
    let pauses = 0;
    await runStepsYielding(searchEngineSteps(index.documents), async () => {
      pauses += 1;
    });
    // 190 documents: 11 pauses inside the first pass, one after it, three between the engine's parts.
    expect(pauses).toBe(Math.ceil(index.documents.length / 16) - 1 + 4);
  });
});
