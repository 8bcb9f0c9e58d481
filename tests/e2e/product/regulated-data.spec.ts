import { execFileSync } from "node:child_process";
import path from "node:path";
import { productEan } from "../../../app/features/catalog/model/codes";
import { bundledCatalog } from "../support/bundled-catalog";
import { expect, test } from "../support/fixtures";

/**
 * What a buyer's invoice and a regulator read (issue 32; decisions 111–114), as the server answers it: the
 * deodorants' table items, no 17.999.00 anywhere, every supplement's dose and population, the sunscreens'
 * phrases, one address per product. The products come from the bundled data through the app's own build.
 */
const catalog = bundledCatalog;
const supplementProducts = catalog.products.filter((p) => p.type === "Suplemento");
const supplements = supplementProducts.map((p) => productEan(p) ?? "");
const withSheet = supplementProducts
  .filter((p) => catalog.sheetFor(p) !== null)
  .map((p) => productEan(p) ?? "");
const sheetsDir = path.join(process.cwd(), process.env.BUILD_DIR ?? "build", "client", "fichatecnica");
/** The text of a built sheet: the Portuguese, or the English one (decision 154) under en/. */
const pdfText = (ean: string, folder = "") =>
  execFileSync("pdftotext", [path.join(sheetsDir, folder, `${ean}.pdf`), "-"], { encoding: "utf8" });

test("the deodorants and antiperspirants show their own table item, not 20.033.00", async ({ page }) => {
  for (const [ean, cest] of <const>[
    ["7897412200479", "20.028.00"],
    ["7897412200486", "20.028.00"],
    ["7897412205078", "20.027.00"],
  ]) {
    await page.goto(`/produto?ean=${ean}&aba=dados-tecnicos`);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(new RegExp(`CEST\\s*${cest.replace(/\./g, "\\.")}`));
    await expect(panel).toContainText(/NCM\s*3307\.20\.10/);
  }
});

test("no page, export or PDF shows 17.999.00; a supplement's CEST reads 'Não se aplica'", async ({
  request,
}) => {
  expect(supplements.length).toBeGreaterThan(50);
  const csv = await (await request.get("/produtos/exportar?formato=csv")).text();
  expect(csv).not.toContain("17.999.00");
  for (const ean of supplements) {
    const html = await (await request.get(`/produto?ean=${ean}&aba=dados-tecnicos`)).text();
    expect(html, ean).not.toContain("17.999.00");
    const detail = await (await request.get(`/api/produto?ean=${ean}`)).text();
    expect(detail, ean).not.toContain("17.999.00");
  }
  const vitaminD = await (await request.get("/produto?ean=7897412100014&aba=dados-tecnicos")).text();
  expect(vitaminD).toMatch(/CEST<\/dt><dd[^>]*>Não se aplica/);
  for (const ean of withSheet) {
    const text = pdfText(ean);
    expect(text, ean).not.toContain("17.999.00");
    expect(text, ean).toMatch(/MODO DE USAR[\s\S]*INDICADO PARA/);
    const english = pdfText(ean, "en");
    expect(english, ean).not.toContain("17.999.00");
    expect(english, ean).toMatch(/CEST: (Not applicable|Not stated|\d{2}\.\d{3}\.\d{2})\n/);
    expect(english, ean).toMatch(/DIRECTIONS[\s\S]*INTENDED FOR/);
  }
});

test("every supplement page gives its daily dose and who it is for", async ({ request }) => {
  for (const ean of supplements) {
    const html = await (await request.get(`/produto?ean=${ean}&aba=tabela-nutricional`)).text();
    // The server HTML of the nutrition tab: the dose and the population open it (decision 113).
    const usage =
      />Modo de usar<\/h3><p[^>]*>([^<]+)<\/p><p[^>]*><span[^>]*>Indicado para: <\/span>([^<]+)</.exec(html);
    expect(usage, ean).not.toBeNull();
    expect(usage?.[1], ean).toMatch(/\d/);
    expect(usage?.[2], ean).toMatch(/^(Adultos|Crianças|Gestantes)/);
  }
});

test("caffeine, creatine and pre-workout products are for adults only", async ({ page }) => {
  for (const ean of ["7897412100588", "7897412100687", "7897412100748"]) {
    await page.goto(`/produto?ean=${ean}&aba=tabela-nutricional`);
    await expect(page.getByRole("tabpanel")).toContainText("Indicado para: Adultos (19 anos ou mais)");
  }
});

test("the sunscreens carry the phrases of their labelling rule", async ({ page }) => {
  for (const ean of ["7897412200332", "7897412200363", "7897412200370", "7897412205108", "7897412205115"]) {
    await page.goto(`/produto?ean=${ean}`);
    const warnings = page.getByRole("region", { name: "Advertências" });
    await expect(warnings).toContainText("Ajuda a prevenir as queimaduras solares.");
    await expect(warnings).toContainText("Para crianças menores de 6 (seis) meses, consultar um médico.");
  }
});

test("a case code typed as the address finds the product and moves to its unit EAN-13", async ({
  request,
}) => {
  const response = await request.get("/produto?ean=17897412100066&aba=indicacoes", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/produto?ean=7897412100069&aba=indicacoes");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/produto?ean=7897412100069</loc>");
  expect(sitemap).not.toContain("ean=17897412100066");
});

test("the JSON-LD names the unit by its GTIN-13 and never gives the case code as the product's", async ({
  request,
}) => {
  const html = await (await request.get("/produto?ean=7897412100656")).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1] ?? "[]"),
  );
  const product = blocks.find((b: { "@type"?: string }) => b["@type"] === "Product");
  expect(product.gtin13).toBe("7897412100656");
  expect(product).not.toHaveProperty("gtin14");
  expect(JSON.stringify(product)).not.toContain("17897412100653");
});
