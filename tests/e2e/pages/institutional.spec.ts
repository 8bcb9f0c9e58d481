import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const PAGES = ["/", "/quem-somos", "/unidades-negocio", "/carreira", "/sustentabilidade"];
const UNIT_PATHS = [
  "/unidades-negocio",
  "/unidades/suplementos",
  "/unidades/cosmeticos",
  "/unidades/farmaceutica",
];
const UNIT_SECTIONS = ["suplementos", "cosmeticos", "farmaceutica", "pesquisa-desenvolvimento"];
const STOCK_IMAGE = "/img/cenas/fabricas-800.webp";

/** Scrolls to the bottom in steps so lazy images and below-the-fold content load before we look. */
async function scrollToBottom(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.images).every((img) => img.loading === "lazy" || img.complete)),
    )
    .toBe(true);
}

async function imageState(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => ({
    src: new URL(img.currentSrc || img.src).pathname,
    loaded: img.complete && img.naturalWidth > 0,
  }));
}

test.describe("every page this issue touches", () => {
  for (const path of PAGES) {
    test(`${path}: requests only our own host and every tel: link is well formed`, async ({
      page,
      baseURL,
    }) => {
      const own = new URL(baseURL ?? "").host;
      const foreign: string[] = [];
      page.on("request", (req) => {
        const url = new URL(req.url());
        if (url.protocol.startsWith("http") && url.host !== own) foreign.push(req.url());
      });
      await page.goto(path);
      await scrollToBottom(page);
      expect(foreign).toEqual([]);

      const links = await page
        .locator('a[href^="tel:"]')
        .evaluateAll((els) =>
          els.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })),
        );
      expect(links.length).toBeGreaterThan(0);
      for (const { href, text } of links) {
        expect(href).toMatch(/^tel:\+55\d{10,11}$/);
        // The digits a visitor reads are the digits the link dials.
        expect(href.replace(/\D/g, "")).toBe(`55${text.replace(/\D/g, "")}`);
      }
    });
  }

  test("every image we render has alt text, width and height, and is served by us", async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      const images = await page.locator("main img").evaluateAll((els) =>
        els.map((img) => ({
          src: img.getAttribute("src") ?? "",
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.alt, `${path} ${img.src}`).not.toBeNull();
        expect(Number(img.width), `${path} ${img.src}`).toBeGreaterThan(0);
        expect(Number(img.height), `${path} ${img.src}`).toBeGreaterThan(0);
        expect(img.src, path).toMatch(/^\/(images|media|img)\//);
      }
    }
  });
});

test.describe("/quem-somos", () => {
  test("tells the history with its timeline, quality, expansion and the company facts", async ({ page }) => {
    await page.goto("/quem-somos");
    await expect(page).toHaveTitle("Quem somos | Convale");
    await expect(page.getByRole("heading", { level: 1, name: "Quem somos" })).toBeVisible();
    const timeline = page.getByRole("list", { name: "Linha do tempo" }).getByRole("listitem");
    await expect(timeline).toHaveCount(5);
    const years = await timeline.evaluateAll((items) =>
      items.map((li) => li.querySelector("p")?.textContent),
    );
    expect(years).toEqual(["2011", "2015", "2018", "2022", "2024"]);
    for (const name of ["Qualidade", "Expansão internacional"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText("laboratório");
    await expect(main).toContainText("mercado americano");
    await expect(main).toContainText("três fábricas");
    await expect(main).toContainText("cerca de 400 colaboradores");
    await expect(main).toContainText("7,9 mil m²");
    await expect(main).toContainText("430+");
    await expect(main).toContainText("mais de 300 produtos de marca própria");
    const capacity = page.locator("#numeros li");
    await expect(capacity).toHaveText([
      /Suplementos\s*1 milhão/,
      /Cosméticos\s*1 milhão/,
      /Farmacêutica\s*7 milhões/,
    ]);
    await expect(main).not.toContainText("200 itens");
    await expectNoAxeViolations(page);
  });
});

test.describe("business units", () => {
  for (const path of UNIT_PATHS) {
    test(`${path} shows the four unit sections with images and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Unidades de negócio" })).toBeVisible();
      const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
      expect(ids).toEqual(UNIT_SECTIONS);
      for (const id of UNIT_SECTIONS) {
        await expect(page.locator(`#${id}`).getByRole("heading", { level: 2 })).toBeVisible();
        await expect(page.locator(`#${id} img`)).toHaveAttribute("alt", /^Ilustração/);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "https://www.laboratorioconvale.com.br/unidades-negocio",
      );
      await scrollToBottom(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("a unit image that fails to load", () => {
  test.use({ allowedFailures: ["/img/cenas/linha-suplementos-", "/img/cenas/sala-limpa-"] });

  test("fails before hydration and is still replaced by the stock image", async ({ page }) => {
    // Hold the app's scripts until the image has failed, so the error fires before React attaches onError.
    let imageFailed!: () => void;
    const failed = new Promise<void>((resolve) => {
      imageFailed = resolve;
    });
    await page.route("**/img/cenas/linha-suplementos-*", async (route) => {
      await route.abort();
      imageFailed();
    });
    await page.route("**/assets/*.js", async (route) => {
      await failed;
      await route.continue();
    });
    await page.goto("/unidades-negocio");
    await expect.poll(() => imageState(page, "#suplementos img")).toEqual({ src: STOCK_IMAGE, loaded: true });
    await expect(page.locator("#suplementos img")).toHaveAttribute("alt", /suplementos/);
    // The other sections keep their own images.
    await page.locator("#cosmeticos").scrollIntoViewIfNeeded();
    await expect
      .poll(() => imageState(page, "#cosmeticos img"))
      .toEqual({ src: expect.stringMatching(/^\/img\/cenas\/linha-cosmeticos-\d+\.webp$/), loaded: true });
  });

  test("fails after a client-side navigation and is replaced by the stock image", async ({ page }) => {
    await page.route("**/img/cenas/sala-limpa-*", (route) => route.abort());
    await page.goto("/carreira");
    await expect(page.getByRole("heading", { level: 1, name: "Carreira" })).toBeVisible();
    // React marks the nodes it has hydrated; after that, links navigate inside the page.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__reactFiber")),
    );
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole("navigation", { name: "Mapa do site" })
      .getByRole("link", { name: "Unidades de Negócio" })
      .click();
    await expect(page).toHaveURL(/\/unidades-negocio$/);
    // A client-side navigation: React created this <img>, so its onError handler saw the failure.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.locator("#farmaceutica").scrollIntoViewIfNeeded();
    await expect
      .poll(() => imageState(page, "#farmaceutica img"))
      .toEqual({ src: STOCK_IMAGE, loaded: true });
  });
});

test.describe("/carreira", () => {
  test("links to the external jobs site in a new tab, announced", async ({ page }) => {
    await page.goto("/carreira");
    await expect(page).toHaveTitle("Carreira | Convale");
    const link = page.getByRole("link", { name: "Ver vagas no site de carreiras (abre em nova aba)" });
    await expect(link).toHaveAttribute("href", "https://carreiras.laboratorioconvale.com.br");
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = (await link.getAttribute("rel"))?.split(/\s+/) ?? [];
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    await expectNoAxeViolations(page);
  });
});

test.describe("/sustentabilidade", () => {
  test("explains reverse logistics and the 8h to 22h collection points", async ({ page }) => {
    await page.goto("/sustentabilidade");
    await expect(page).toHaveTitle("Sustentabilidade | Convale");
    await expect(page.getByRole("heading", { level: 2, name: "Logística reversa" })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Pontos de coleta em farmácias" }),
    ).toBeVisible();
    await expect(page.locator("#logistica-reversa")).toContainText("das 8h às 22h");
    await expect(page.locator("#logistica-reversa ol > li")).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});
