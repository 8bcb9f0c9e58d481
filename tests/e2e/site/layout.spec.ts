import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  holdAppScripts,
  interLoaded,
  test,
  withoutWebFont,
} from "../support/fixtures";

/** Distance between the viewport top and the element's top, in CSS pixels. */
function sectionTop(page: Page, id: string) {
  return page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? null, id);
}

async function expectSectionAtAnchorOffset(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThanOrEqual(77);
  await expect.poll(() => sectionTop(page, id)).toBeLessThanOrEqual(83);
}

test.describe("header", () => {
  test("is transparent at the top of / and solid with a shadow after 21 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header.getByRole("img", { name: "Convale" })).toHaveAttribute("data-variant", "light");

    // The links take their dark ink in the frame the bar turns white: no fade from white on white.
    const link = header.getByRole("link", { name: "Carreira" });
    const firstFrame = await link.evaluate(async (el) => {
      window.scrollTo(0, 21);
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return getComputedStyle(el).color;
    });
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(header.getByRole("img", { name: "Convale" })).toHaveAttribute("data-variant", "dark");
    await expect.poll(() => link.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(link).toHaveCSS("color", firstFrame);
    expect(firstFrame).not.toBe("rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("the B2B button opens the portal in a new tab without opener", async ({ page }) => {
    await page.goto("/");
    const b2b = page.getByRole("banner").getByRole("link", { name: /Abasteça sua farmácia/ });
    await expect(b2b).toHaveAttribute("target", "_blank");
    await expect(b2b).toHaveAttribute("rel", /noopener/);
    await expect(b2b).toHaveAttribute("href", /^https:\/\//);
  });

  const productItems = [
    { name: "Suplementos", type: "Suplemento" },
    { name: "Cosméticos", type: "Cosmetico" },
    { name: "Medicamentos", type: "Medicamento" },
  ];
  for (const item of productItems) {
    test(`Produtos › ${item.name} lands on the home catalogue with the type selected`, async ({ page }) => {
      await page.goto("/quem-somos");
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      await nav.getByRole("button", { name: "Produtos" }).click();
      await nav.getByRole("link", { name: item.name }).click();
      await expect(page).toHaveURL(new RegExp(`/\\?type=${item.type}#produtos$`));
      await expectSectionAtAnchorOffset(page, "produtos");
      // The next Tab continues in the section.
      await expect(page.getByRole("heading", { name: "Nossos produtos" })).toBeFocused();
    });
  }

  for (const unit of ["Suplementos", "Cosméticos", "Farmacêutica"]) {
    test(`Unidades de Negócio › ${unit} lands on its section 80 px below the top`, async ({ page }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      await nav.getByRole("button", { name: "Unidades de Negócio" }).click();
      await nav.getByRole("link", { name: unit }).click();
      const id =
        { Suplementos: "suplementos", Cosméticos: "cosmeticos", Farmacêutica: "farmaceutica" }[unit] ?? "";
      await expect(page).toHaveURL(new RegExp(`/unidades-negocio#${id}$`));
      await expectSectionAtAnchorOffset(page, id);
      await expect(page.locator(`#${id} :is(h1, h2, h3):focus`)).toHaveCount(1);
    });
  }

  test("dropdowns work by keyboard and pass axe while open", async ({ page }) => {
    // The header is the same on every page; a short page keeps the two whole-page axe runs quick.
    await page.goto("/privacidade");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    for (const [name, first, second] of [
      ["Produtos", "Suplementos", "Cosméticos"],
      ["Unidades de Negócio", "Suplementos", "Cosméticos"],
    ] as const) {
      const trigger = nav.getByRole("button", { name });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const firstLink = nav.getByRole("link", { name: first });
      await expect(firstLink).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(firstLink).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: second })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(firstLink).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
  });
});

// And once in the fallback font (decision 142): a first visit on a slow link keeps it for the whole page.
const headerCases = [1024, 1152, 1280, 1440].map((width) => ({ width, fallback: false }));
for (const { width, fallback } of [...headerCases, { width: 1280, fallback: true }]) {
  test(`the desktop header fits on one line at ${width} px${fallback ? " in the fallback font" : ""}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    if (fallback) await withoutWebFont(page);
    await page.goto("/quem-somos");
    if (fallback) expect(await interLoaded(page)).toBe(false);
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    const boxes = await nav.getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const box = (item.firstElementChild ?? item).getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );
    expect(boxes).toHaveLength(7);
    // One line of text in a 44 px target; all items on the same row.
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(44);
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
    // The portal button ends inside the header's row (1280 px wide at most, with its padding), not past it.
    const rowEnd = await nav.evaluate((el) => {
      const row = el.parentElement ?? el;
      return row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight);
    });
    const portal = await page.getByRole("link", { name: /Abasteça sua farmácia/ }).boundingBox();
    expect((portal?.x ?? Number.POSITIVE_INFINITY) + (portal?.width ?? 0)).toBeLessThanOrEqual(rowEnd);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens full-screen, keeps the focus off the page behind, closes on Esc and gives focus back", async ({
    page,
  }) => {
    // Any page has the same header; a short one keeps the whole-page axe run quick.
    await page.goto("/privacidade");
    const open = page.getByRole("button", { name: "Abrir menu" });
    await open.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    // Once the slide-in has finished, the panel covers the whole viewport.
    await expect.poll(() => panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    for (const label of [
      "Início",
      "Quem Somos",
      "Produtos",
      "Marca própria",
      "Unidades de Negócio",
      "Carreira",
      "Sustentabilidade",
      "Contato",
    ]) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: "Produtos", exact: true })).toHaveAttribute(
      "href",
      "/produtos",
    );
    await expectNoAxeViolations(page);

    // The page behind is inert under the modal dialog: however far the visitor tabs, the focus is in the panel or
    // has left the page for the browser's own controls (the body has it), and comes back to the panel's start.
    const where = () =>
      panel.evaluate((el) =>
        el.contains(document.activeElement)
          ? "panel"
          : document.activeElement === document.body
            ? "browser"
            : "page",
      );
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      seen.push(await where());
    }
    expect(seen).not.toContain("page");
    expect(seen.slice(seen.indexOf("browser") + 1)).toContain("panel");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("closes when a link is clicked and the new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sustentabilidade" }).click();
    await expect(page).toHaveURL(/\/sustentabilidade$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Sustentabilidade/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("the progress bar reads 0 at the top and 100 at the bottom", async ({ page }) => {
  await page.goto("/quem-somos");
  const bar = page.getByRole("progressbar", { name: "Progresso de leitura da página" });
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
});

// The home and the reading pages hydrate on the visitor's first intent, and a scroll is one (docs/decisions/098):
// until the app has hydrated, CSS scroll-driven animations draw the header's switch and the bar (app.css). The app's
// scripts are held here, so the page stays the server HTML throughout.
test.describe("the header's switch and the progress bar before hydration", () => {
  test.use({ awaitHydration: false });

  test("follow the scroll on / while the app's scripts are still on their way", async ({ page }) => {
    await holdAppScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const header = page.getByRole("banner");
    const wordmark = header.getByRole("img", { name: "Convale" }).locator("path.logo-ink-fill");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(wordmark).toHaveCSS("fill", "rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(wordmark).toHaveCSS("fill", "rgb(9, 61, 53)");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(wordmark).toHaveCSS("fill", "rgb(255, 255, 255)");

    const fill = page.getByRole("progressbar", { name: "Progresso de leitura da página" }).locator("div");
    const scale = () => fill.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    for (const percent of [25, 50, 100]) {
      await page.evaluate((p) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.round((scrollable * p) / 100));
      }, percent);
      await expect.poll(scale).toBeCloseTo(percent / 100, 2);
    }
    await expect(page.locator("html[data-hydrated]")).not.toBeAttached();
  });
});

test("the footer carries contacts, tagline, social links, site map and the unit addresses", async ({
  page,
}) => {
  await page.goto("/carreira");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Promovendo saúde e transformando vidas.")).toBeVisible();
  const tel = footer.getByRole("link", { name: /\(12\)/ });
  await expect(tel).toHaveCount(3);
  for (const link of await tel.all()) await expect(link).toHaveAttribute("href", /^tel:\+55\d{10,11}$/);
  // Each number says, in visible words, whose it is; the consumers' SAC is on every page.
  await expect(footer.getByRole("link", { name: "Central de atendimento: (12) 3908-4500" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Comercial: (12) 3908-4510" })).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "SAC (atendimento ao consumidor): (12) 3908-4540" }),
  ).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  for (const name of ["Instagram", "Facebook", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
  }
  const siteMap = footer.getByRole("navigation", { name: "Mapa do site" });
  for (const name of ["Sobre Nós", "Unidades de Negócio", "Sustentabilidade", "Carreira", "Fale Conosco"]) {
    await expect(siteMap.getByRole("link", { name })).toBeVisible();
  }
  await expect(siteMap.getByRole("link", { name: "Produtos" })).toHaveAttribute("href", "/produtos");
  await expect(siteMap.getByRole("link", { name: "Privacidade" })).toHaveAttribute("href", "/privacidade");
  // A postcode never breaks across lines ("12238-/480" on phones).
  for (const zip of await footer.getByText(/^\d{5}-\d{3}$/).all())
    await expect(zip).toHaveCSS("white-space", "nowrap");
  await expect(footer.locator("address")).toHaveCount(3);
  await expect(footer.getByText(/São José dos Campos\/SP/)).toHaveCount(3);
  await expect(footer.getByText(/© 2025/)).toBeVisible();
});

test.describe("navigation without JavaScript", () => {
  // Chromium reports the module scripts it refuses to run as failed requests.
  test.use({ javaScriptEnabled: false, allowedFailures: ["/assets/"] });

  test("the dropdown labels lead to the pages that list their items", async ({ page }) => {
    await page.goto("/contato");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await nav.getByRole("link", { name: "Produtos" }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await nav.getByRole("link", { name: "Unidades de Negócio" }).click();
    await expect(page).toHaveURL(/\/unidades-negocio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu icon opens the menu panel, whose links lead to their pages", async ({ page }) => {
      await page.goto("/contato");
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(page).toHaveURL(/\/contato$/);
      // axe runs on this same open panel before the app runs (below): axe needs the page's JavaScript.
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await menu.getByRole("link", { name: "Quem Somos" }).click();
      await expect(page).toHaveURL(/\/quem-somos$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    });
  });
});

test.describe("the server HTML before hydration at 390 px", () => {
  test.use({ awaitHydration: false, viewport: { width: 390, height: 844 } });

  test("shows the menu button, whose panel opens and closes before the app runs and passes axe", async ({
    page,
  }) => {
    await holdAppScripts(page);
    await page.goto("/contato", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Abrir menu" });
    await expect(button).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("button", { name: "Fechar menu" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  });
});
