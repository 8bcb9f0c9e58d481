import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledCatalog } from "../../e2e/support/bundled-catalog";
import { countLoaderRuns, loadBuild, type ServedSite, serveSite } from "../support/site";

/**
 * A cacheable page that answers with a redirect is rendered once: the in-process page cache used to render it,
 * drop the non-200 and let the next handler render it again (two catalogue searches for one barcode typed in the
 * search). The cache is gone (decision 120); this keeps any layer in front of the handler honest.
 */
describe("a redirecting page runs its loader once", () => {
  let site: ServedSite;
  let products: () => number;
  let product: () => number;

  beforeAll(async () => {
    const build = await loadBuild();
    const list = countLoaderRuns(build, "routes/products");
    const page = countLoaderRuns(list.build, "routes/product");
    products = list.runs;
    product = page.runs;
    site = await serveSite({ wrap: () => page.build });
  });
  afterAll(() => site.close());

  it("a barcode typed in the search", async () => {
    const ean = bundledCatalog.products.find((p) => p.barcodes.length > 0)?.barcodes[0] as string;
    const before = products();
    const response = await site.get(`/produtos?q=${ean}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain(ean);
    expect(products() - before).toBe(1);
  });

  it("an unknown barcode on the product page", async () => {
    const before = product();
    const response = await site.get("/produto?ean=7890000000000");
    expect([301, 302]).toContain(response.status);
    expect(product() - before).toBe(1);
  });
});
