import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoAxeViolationsAsServed, test } from "../support/fixtures";

/** /sustentabilidade's collection points (app/content/collection-points.ts): searched by city or CEP prefix. */
const PATH = "/sustentabilidade";
const TOTAL = 25;
const ALL = `${TOTAL} pontos de coleta em 9 cidades. Busque pela sua cidade ou pelo CEP.`;
const SJC = "4 pontos de coleta em São José dos Campos.";
const UNKNOWN = `Não encontramos pontos de coleta em “Campinas”. Veja a lista completa: ${TOTAL} pontos de coleta.`;
/** ?cep=122: São José dos Campos (122xx) and Caçapava (1228x), from the lowest CEP up. */
const REGION_122 = [
  "Drogaria Colinas do Vale",
  "Farmácia Banhado Verde",
  "Botica Serra do Mar",
  "Farmácia Ipê Amarelo",
  "Farmácia Vila Paraíba",
  "Drogaria Grota Funda",
];

const section = (page: Page) => page.locator("#pontos-de-coleta");
const status = (page: Page) => section(page).getByRole("status");
const list = (page: Page) => section(page).getByRole("list", { name: "Pontos de coleta" });
const names = (page: Page) => list(page).getByRole("heading", { level: 3 });

async function searchBy(page: Page, field: "Cidade" | "CEP ou início do CEP", text: string) {
  // The city field suggests our cities (a datalist): a combobox.
  const role = field === "Cidade" ? "combobox" : "searchbox";
  await section(page).getByRole(role, { name: field }).fill(text);
  const button = field === "Cidade" ? "Buscar por cidade" : "Buscar por CEP";
  await section(page).getByRole("button", { name: button }).click();
}

async function expectOnlyCity(page: Page, city: string, count: number) {
  await expect(names(page)).toHaveCount(count);
  for (const address of await list(page).locator("address").all())
    await expect(address).toContainText(`${city} – SP, CEP`);
}

test.describe("collection points with JavaScript", () => {
  test("by city, accented or not, without reloading the page", async ({ page }) => {
    await page.goto(PATH);
    await expect(status(page)).toHaveText(ALL);
    await expect(names(page)).toHaveCount(TOTAL);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await searchBy(page, "Cidade", "São José dos Campos");
    await expect(page).toHaveURL(/[?&]cidade=S%C3%A3o(\+|%20)Jos%C3%A9/);
    await expect(status(page)).toHaveText(SJC);
    await expectOnlyCity(page, "São José dos Campos", 4);

    await searchBy(page, "Cidade", "taubate");
    await expect(status(page)).toHaveText("3 pontos de coleta em Taubaté.");
    await expectOnlyCity(page, "Taubaté", 3);
    // React Router submitted the GET form: the document is the one loaded first.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test("by CEP, nearest first", async ({ page }) => {
    await page.goto(PATH);
    await searchBy(page, "CEP ou início do CEP", "122");
    await expect(status(page)).toHaveText(
      "6 pontos de coleta com CEP começando por 122, do mais próximo ao mais distante.",
    );
    await expect(names(page)).toHaveText(REGION_122);

    // No point at 12245-xxx: the same region (1224x), the nearer CEP first (12246-870 before 12243-030).
    await searchBy(page, "CEP ou início do CEP", "12245-000");
    await expect(status(page)).toHaveText(/^Nenhum ponto de coleta com CEP começando por 12245-000\./);
    await expect(names(page)).toHaveText(["Farmácia Ipê Amarelo", "Botica Serra do Mar"]);
    await expect(list(page).locator("address").first()).toContainText("CEP 12246-870");
    await expectNoAxeViolations(page);
  });

  test("an unknown city says so and shows every point", async ({ page }) => {
    await page.goto(PATH);
    await searchBy(page, "Cidade", "Campinas");
    await expect(status(page)).toHaveText(UNKNOWN);
    await expect(names(page)).toHaveCount(TOTAL);
    await expectNoAxeViolations(page);

    await section(page).getByRole("link", { name: "Ver todos os pontos de coleta" }).click();
    await expect(status(page)).toHaveText(ALL);
    await section(page).getByRole("link", { name: "Lorena", exact: true }).click();
    await expect(status(page)).toHaveText("2 pontos de coleta em Lorena.");
  });

  test("says what is collected, how to return our packaging, and the hours rule", async ({ page }) => {
    await page.goto(PATH);
    const collected = page.locator("#o-que-levar");
    await expect(collected.getByRole("heading", { level: 3, name: "Medicamentos" })).toBeVisible();
    await expect(collected).toContainText("vencidos ou que você não usa mais");
    await expect(collected).toContainText("Na embalagem original");
    await expect(
      collected.getByRole("heading", { level: 3, name: "Embalagens dos nossos cosméticos" }),
    ).toBeVisible();
    await expect(collected).toContainText("Enxágue com um pouco de água");
    await expect(section(page)).toContainText("das 8h às 22h");
    // Every point's hours keep to the rule.
    for (const hours of await list(page).locator("li li").allTextContents()) {
      const [, opens, closes] = hours.match(/das (\d+)h às (\d+)h$/) ?? [];
      expect(Number(opens), hours).toBeGreaterThanOrEqual(8);
      expect(Number(closes), hours).toBeLessThanOrEqual(22);
    }
  });
});

test.describe("collection points without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedFailures: ["/assets/"] });

  test("the GET form searches by city, accented or not", async ({ page }) => {
    await page.goto(PATH);
    await expect(status(page)).toHaveText(ALL);
    await searchBy(page, "Cidade", "sao jose dos campos");
    await expect(page).toHaveURL(/\/sustentabilidade\?cidade=sao\+jose\+dos\+campos#pontos-de-coleta$/);
    await expect(status(page)).toHaveText(SJC);
    await expectOnlyCity(page, "São José dos Campos", 4);

    await searchBy(page, "Cidade", "Jacareí");
    await expect(page).toHaveURL(/\?cidade=Jacare%C3%AD#pontos-de-coleta$/);
    await expect(status(page)).toHaveText("3 pontos de coleta em Jacareí.");
    await expectOnlyCity(page, "Jacareí", 3);
  });

  test("the GET form searches by CEP prefix, nearest first", async ({ page }) => {
    await page.goto(PATH);
    await searchBy(page, "CEP ou início do CEP", "122");
    await expect(page).toHaveURL(/\?cep=122#pontos-de-coleta$/);
    await expect(names(page)).toHaveText(REGION_122);
  });

  test("an unknown city says so and shows every point", async ({ page }) => {
    await page.goto(PATH);
    await searchBy(page, "Cidade", "Campinas");
    await expect(status(page)).toHaveText(UNKNOWN);
    await expect(names(page)).toHaveCount(TOTAL);
  });
});

/**
 * The answers of those GET forms as a browser without JavaScript shows them. axe needs JavaScript in its own
 * page, so this runs with it on; the server's HTML is the same either way.
 */
test("the server's answers to the searches pass axe without scripts", async ({ page, browser, baseURL }) => {
  const states: [string, (served: Page) => Promise<void>][] = [
    ["?cidade=sao+jose+dos+campos", (served) => expect(status(served)).toHaveText(SJC)],
    ["?cep=122", (served) => expect(names(served)).toHaveText(REGION_122)],
    ["?cidade=Campinas", (served) => expect(status(served)).toHaveText(UNKNOWN)],
  ];
  for (const [search, expectState] of states) {
    const url = `${baseURL}${PATH}${search}`;
    const html = await (await page.request.get(url)).text();
    await expectNoAxeViolationsAsServed(browser, url, html, expectState);
  }
});
