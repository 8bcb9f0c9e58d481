import path from "node:path";
import { describe, expect, it } from "vitest";
import { productTextsEn } from "~/content/en/product-texts-en";
import { serializeJsonLd } from "~/utils/seo/seo";
import { loadCatalog } from "../catalog.server";
import { englishCatalog } from "../i18n/english-catalog";
import { breadcrumbJsonLd, productDescription, productJsonLd, productPath } from "./product-seo";

const SITE = "https://www.example.com.br";
const catalog = loadCatalog(path.join(process.cwd(), "data", "raw"));
const supplement = catalog.products.find((p) => p.type === "Suplemento" && catalog.sheetFor(p));

describe("product JSON-LD", () => {
  if (!supplement?.barcode) throw new Error("no supplement with a sheet in data/raw");
  const detail = catalog.detailFor(supplement);
  const ean = supplement.barcode;

  it("describes the product with the schema.org Product fields search engines read", () => {
    const ld = productJsonLd(detail, { siteUrl: SITE, ean });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: detail.nome,
      sku: supplement.code,
      brand: { "@type": "Brand", name: detail.marca },
      category: "Suplemento",
      url: `${SITE}/produto?ean=${ean}`,
    });
    expect(ld.gtin13).toMatch(/^\d{13}$/);
    // The case's DUN-14 is another trade item: never given as this product's code.
    expect(detail.technical.dun14).toMatch(/^\d{14}$/);
    expect(JSON.stringify(ld)).not.toContain(detail.technical.dun14);
    expect(ld.image).toMatch(/^https:\/\/www\.example\.com\.br\/img\//);
    expect(ld.description.length).toBeGreaterThan(20);
    expect(ld.description.length).toBeLessThanOrEqual(155);
  });

  it("leaves out a brand that is not informed and a gtin13 that is not 13 digits", () => {
    const ld = productJsonLd(
      { ...detail, marca: "Não informado", ean13: "-" },
      { siteUrl: SITE, ean: "17897412100066" },
    );
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("gtin13");
  });

  it("gives a three-step breadcrumb ending at the product", () => {
    const ld = breadcrumbJsonLd(detail, { siteUrl: SITE, ean });
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Início", `${SITE}/`],
      [2, "Produtos", `${SITE}/produtos`],
      [3, detail.nome, `${SITE}${productPath(ean)}`],
    ]);
  });

  it("cannot close its script element, whatever the data holds", () => {
    const hostile = { ...detail, nome: "</script><script>alert(1)</script>" };
    const text = serializeJsonLd(productJsonLd(hostile, { siteUrl: SITE, ean }));
    expect(text).not.toContain("</script");
    expect(JSON.parse(text).name).toBe(hostile.nome);
  });

  it("writes a description from the data, cut on a word", () => {
    const long = productDescription({ ...detail, indicacoes: ["palavra ".repeat(60)] });
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("product JSON-LD of the English page (issue 36)", () => {
  if (!supplement?.barcode) throw new Error("no supplement with a sheet in data/raw");
  const english = englishCatalog(catalog, productTextsEn);
  const detail = english.detailFor(supplement);
  const ean = supplement.barcode;

  it("names the English page, its language and its English name", () => {
    const ld = productJsonLd(detail, { siteUrl: SITE, ean, locale: "en" });
    expect(ld).toMatchObject({
      name: productTextsEn[supplement.code]?.name,
      category: "Supplement",
      url: `${SITE}/en/product?ean=${ean}`,
      mainEntityOfPage: { "@type": "ItemPage", "@id": `${SITE}/en/product?ean=${ean}`, inLanguage: "en-US" },
    });
    expect(ld.description).toContain("Made by Convale in Brazil.");
    expect(ld.description.length).toBeLessThanOrEqual(155);
    expect(
      productJsonLd(catalog.detailFor(supplement), { siteUrl: SITE, ean }).mainEntityOfPage.inLanguage,
    ).toBe("pt-BR");
  });

  it("gives the English trail", () => {
    const ld = breadcrumbJsonLd(detail, { siteUrl: SITE, ean, locale: "en" });
    expect(ld.inLanguage).toBe("en-US");
    expect(ld.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ["Home", `${SITE}/en`],
      ["Products", `${SITE}/en/products`],
      [detail.nome, `${SITE}/en/product?ean=${ean}`],
    ]);
  });
});
