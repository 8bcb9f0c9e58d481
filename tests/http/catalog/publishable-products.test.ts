import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogTotal } from "../support/catalog-counts";
import { e2eEnv } from "../support/server-env";
import { type ServedSite, serveSite } from "../support/site";

/**
 * Every product page is publishable (decisions 093 and 094), checked on the server-rendered HTML of all of
 * them: the list comes from /api/produtos, never from a literal, and each page is fetched once.
 */
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite({ env: e2eEnv });
});
afterAll(() => site.close());

interface Summary {
  ean: string | null;
  code: string;
  type: string;
}

const RDC_243 = [
  "Este produto não é um medicamento.",
  "Não exceder a recomendação diária de consumo indicada na embalagem.",
  "Mantenha fora do alcance de crianças.",
];
/** How the ERP abbreviates names (data/raw/produtos.json): all capitals, "120CPS", "S/ALUMINIO", "VIT". */
const ERP_TITLE =
  /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\s[^\p{Ll}]*$|\b(?:\d+X)?\d+(?:[.,]\d+)?(?:ML|G|KG|MG|L|CPS|CAPS|CPR|UI|SACH|UN)\b|(?:^|\s)[A-Z]\/\S|\b(?:SH|COND|CPS|CPR|VIT|DESOD|SAB|LOC|CR|LIQ|EFERV|HIDRAT|PROT|CONC|SACH)\b/u;
/** Allergen sources a supplement's ingredients or name may mention, and the word its statement must use. */
const SOURCES: [RegExp, string][] = [
  [/\bleite\b|\bwhey\b|\bcase[ií]na/i, "LEITE"],
  [/\bsoja\b/i, "SOJA"],
  [/\bpeixe\b/i, "PEIXE"],
  [/\bovos?\b|\balbumina\b/i, "OVO"],
  [/\bamendoim\b/i, "AMENDOIM"],
  [/\btrigo\b/i, "TRIGO"],
];

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();

async function allProducts(): Promise<Summary[]> {
  const items: Summary[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const page: { items: Summary[]; total: number; nextOffset: number | null } = await (
      await site.get(`/api/produtos?offset=${offset}&limit=20`)
    ).json();
    items.push(...page.items);
    offset = page.nextOffset;
  }
  return items;
}

async function brandOf(): Promise<Map<string, string>> {
  const html = await (await site.get("/produtos")).text();
  const brands = [...html.matchAll(/name="marca" value="([^"]+)"/g)].map((m) => decode(m[1] as string));
  expect(brands.length).toBeGreaterThan(5);
  const byEan = new Map<string, string>();
  for (const brand of brands) {
    let offset: number | null = 0;
    while (offset !== null) {
      const page: { items: Summary[]; nextOffset: number | null } = await (
        await site.get(`/api/produtos?marca=${encodeURIComponent(brand)}&offset=${offset}&limit=20`)
      ).json();
      for (const item of page.items) if (item.ean) byEan.set(item.ean, brand);
      offset = page.nextOffset;
    }
  }
  return byEan;
}

describe("every product page is publishable", () => {
  // Every product page and every supplement's detail answer; slow only on a loaded machine.
  it("supplements show RDC 243's phrases, a gluten statement and their allergens; titles and brands are finished", {
    timeout: 400_000,
  }, async () => {
    const products = await allProducts();
    const supplements = products.filter((p) => p.type === "Suplemento");
    expect(products.length).toBe(await catalogTotal(site));
    expect(supplements.length).toBe(await catalogTotal(site, "categoria=Suplemento"));
    const brands = await brandOf();
    const problems: string[] = [];
    const check = async (product: Summary) => {
      const ean = product.ean;
      if (!ean) {
        problems.push(`${product.code}: no barcode, no page`);
        return;
      }
      const html = await (await site.get(`/produto?ean=${ean}`)).text();
      const h1 = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
      if (!h1 || ERP_TITLE.test(h1)) problems.push(`${ean}: <h1> "${h1}" is an ERP name`);
      const marca = decode(/<dt[^>]*>Marca<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/.exec(html)?.[1] ?? "");
      const known = brands.get(ean);
      if (known && marca !== known) problems.push(`${ean}: Marca "${marca}", the brand filter says ${known}`);
      if (/Marca\s*(?:<!-- -->)?\s*Não informado/.test(html) && known)
        problems.push(`${ean}: says "Marca Não informado"`);
      if (product.type !== "Suplemento") return;

      const warnings = /Advertências<\/h3>\s*<ul[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
      const lines = [...warnings.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1] as string));
      for (const phrase of RDC_243) if (!lines.includes(phrase)) problems.push(`${ean}: no "${phrase}"`);
      if (!lines.some((l) => /^(?:NÃO )?CONTÉM GLÚTEN\.$/.test(l)))
        problems.push(`${ean}: no gluten statement`);
      const detail: { detail: { ingredientes: string } } = await (
        await site.get(`/api/produto?ean=${ean}`)
      ).json();
      const source = `${h1} ${detail.detail.ingredientes.replace(/ALÉRGICOS:[^.]*\.|(?:NÃO )?CONTÉM [^.]*\./g, "")}`;
      const allergens = lines.filter((l) => l.startsWith("ALÉRGICOS:")).join(" ");
      for (const [pattern, word] of SOURCES)
        if (pattern.test(source) && !allergens.includes(word))
          problems.push(`${ean}: ingredients name ${word}, no "ALÉRGICOS: … ${word}"`);
    };
    // A few pages at a time: the server renders each once (its page cache keeps them), in any order.
    const queue = [...products];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await check(next);
      }),
    );
    problems.sort();
    expect(problems).toEqual([]);
  });
});
