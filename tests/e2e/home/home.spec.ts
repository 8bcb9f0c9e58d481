import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, nextFrames, test } from "../support/fixtures";
import { waitForHomeHydration } from "../support/page-kit";

const SECTION_ORDER = [
  "start",
  "units",
  "about",
  "produtos",
  "ciencia",
  "numeros",
  "potencia-capacidade",
  "desenvolvimento",
];
const ABOUT_FINAL = ["10+", "3", "~400", "7,9 mil m²"];
const NUMBERS_FINAL = ["430+", "45+", "50+", "7 milhões"];

const waitForHydration = waitForHomeHydration;

function topOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN, selector);
}

/** The anchored section sits 80 px below the viewport top (under the fixed header), within 3 px. */
async function expectAnchoredAt80(page: Page, selector: string) {
  await expect
    .poll(async () => Math.abs((await topOf(page, selector)) - 80), { message: `${selector} top at 80 px` })
    .toBeLessThanOrEqual(3);
}

/** axe must see final colours, not a half-faded frame of the reveal transition. */
async function waitForTransitionsToEnd(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
    )
    .toBe(0);
}

async function scrollThroughPage(page: Page) {
  for (const id of SECTION_ORDER) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id} [data-reveal="waiting"]`)).toHaveCount(0);
  }
  await waitForTransitionsToEnd(page);
}

const counterValues = (page: Page, section: string) => page.locator(`#${section} [data-count-state]`);

test.describe("home page", () => {
  test("server HTML has every section in order, real figures and nothing hidden", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const positions = SECTION_ORDER.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const figure of [...NUMBERS_FINAL, "7,9 mil m²", "~400"]) expect(html).toContain(figure);
    expect(html).not.toContain('data-reveal="waiting"');
    expect(html).toContain('data-reveal="static"');
    // The video never autoplays from markup, so reduced-motion visitors and the server never start it.
    expect(html).not.toMatch(/<video[^>]*autoplay/i);
  });

  test('after "Medicamentos", "Ver todos os produtos" opens the medicines', async ({ page }) => {
    await page.goto("/?type=Medicamento#produtos");
    const section = page.locator("#produtos");
    await section.getByRole("link", { name: "Ver todos os produtos" }).click();
    await expect(page).toHaveURL(/\/produtos\?categoria=Medicamento$/);
    await expect(page.getByRole("status")).toHaveText(/^\d+ produto\(s\) encontrado\(s\) em Medicamentos$/);
  });

  test("sections come in order in the page", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("main > section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(SECTION_ORDER);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Saúde que se fabrica com ciência e cuidado",
    );
    // The big word "ciência" is decoration only, hidden from assistive technology; the band's text is not.
    await expect(page.locator("#ciencia").getByText("ciência", { exact: true })).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  test("a phone downloads one hero picture, the size its screen needs", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const pictures = new Set<string>();
    page.on("request", (r) => {
      if (r.url().includes("/media/hero-poster")) pictures.add(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("#start img")).toHaveJSProperty("complete", true);
    await expect(page.getByRole("button", { name: /vídeo de fundo/ })).toBeVisible();
    expect([...pictures]).toEqual(["/media/hero-poster-768.webp"]);
  });

  test("the products button lands on #produtos 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Conheça nossos produtos" }).click();
    await expect(page).toHaveURL(/\/#produtos$/);
    await expectAnchoredAt80(page, "#produtos");
    await expect(page.getByRole("heading", { name: "Nossos produtos" })).toBeFocused();
  });

  test("the scroll-down arrow lands on #units 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Descer para as unidades" }).click();
    await expect(page).toHaveURL(/\/#units$/);
    await expectAnchoredAt80(page, "#units");
    await expect(page.locator("#units :is(h1, h2, h3):focus")).toHaveCount(1);
  });

  test("the units button opens the business-units page at its top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#start").getByRole("link", { name: "Unidades de negócio", exact: true }).click();
    await expect(page).toHaveURL(/\/unidades-negocio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Unidades de negócio" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unit cards link to their anchors and the history link to /quem-somos", async ({ page }) => {
    await page.goto("/");
    const units = page.locator("#units");
    for (const [name, id] of [
      ["Suplementos", "suplementos"],
      ["Cosméticos", "cosmeticos"],
      ["Farmacêutica", "farmaceutica"],
    ]) {
      await expect(units.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        `/unidades-negocio#${id}`,
      );
    }
    await expect(units.getByRole("link", { name: "Conheça a nossa história" })).toHaveAttribute(
      "href",
      "/quem-somos",
    );
    await units.getByRole("link", { name: "Farmacêutica", exact: true }).click();
    await expect(page).toHaveURL(/\/unidades-negocio#farmaceutica$/);
    await expectAnchoredAt80(page, "#farmaceutica");
  });

  test("counters wait out of view, then count once to their targets", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Hydrated and out of view: every counter shows 0 and waits; screen readers still get the final figures.
    await expect(counterValues(page, "about")).toHaveText(["0+", "0", "~0", "0,0 mil m²"]);
    await expect(counterValues(page, "numeros")).toHaveText(["0+", "0+", "0+", "0 milhões"]);
    await expect(page.locator("#numeros").getByText("Mais de 430 SKUs ativos")).toHaveCount(1);

    // Record every value the first numbers counter shows, to prove it climbs instead of jumping.
    await page.evaluate(() => {
      const el = document.querySelector("#numeros [data-count-state]") as HTMLElement;
      const seen: string[] = [];
      (window as unknown as { seenValues: string[] }).seenValues = seen;
      new MutationObserver(() => seen.push(el.textContent ?? "")).observe(el, {
        characterData: true,
        childList: true,
        subtree: true,
      });
    });

    await page.locator("#about").scrollIntoViewIfNeeded();
    await expect(counterValues(page, "about").first()).toHaveAttribute("data-count-state", "done");
    await expect(counterValues(page, "about")).toHaveText(ABOUT_FINAL);
    // Two seconds of counting later, the numbers section (still out of view) has not started.
    await expect(counterValues(page, "numeros").first()).toHaveAttribute("data-count-state", "waiting");
    await expect(counterValues(page, "numeros")).toHaveText(["0+", "0+", "0+", "0 milhões"]);

    await page.locator("#numeros").scrollIntoViewIfNeeded();
    await expect(counterValues(page, "numeros").first()).toHaveAttribute("data-count-state", "counting");
    await expect(counterValues(page, "numeros").first()).toHaveAttribute("data-count-state", "done");
    await expect(counterValues(page, "numeros")).toHaveText(NUMBERS_FINAL);
    const seen = await page.evaluate(() => (window as unknown as { seenValues: string[] }).seenValues);
    const between = seen.map((v) => Number.parseInt(v, 10)).filter((n) => n > 0 && n < 430);
    expect(between.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe("430+");
  });

  test("development tabs switch by mouse and by arrow keys", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const section = page.locator("#desenvolvimento");
    const tabs = section.getByRole("tab");
    await expect(tabs).toHaveText(
      ["Projeto", "Personalização", "Aprovação", "Regulatório", "Produção", "Entrega", "Treinamento"].map(
        (t) => new RegExp(`${t}$`),
      ),
    );
    const projeto = section.getByRole("tab", { name: "Projeto" });
    await expect(projeto).toHaveAttribute("aria-selected", "true");
    const panel = section.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Seu produto começa com um bom projeto" })).toBeVisible();
    await expect(panel.getByRole("listitem")).toHaveCount(4);
    await expect(panel.getByRole("listitem").first()).toContainText("White Label");

    await section.getByRole("tab", { name: "Aprovação" }).click();
    await expect(section.getByRole("tab", { name: "Aprovação" })).toHaveAttribute("aria-selected", "true");
    await expect(projeto).toHaveAttribute("aria-selected", "false");
    await expect(panel.getByRole("heading", { name: "Você aprova antes de produzirmos" })).toBeVisible();
    await expect(panel.getByRole("img")).toHaveAttribute("alt", /documento aprovado/);

    await page.keyboard.press("ArrowRight");
    await expect(section.getByRole("tab", { name: "Regulatório" })).toBeFocused();
    await expect(section.getByRole("tab", { name: "Regulatório" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("listitem")).toContainText(["Suporte completo"]);
    for (const name of ["Aprovação", "Personalização", "Projeto"]) {
      await page.keyboard.press("ArrowLeft");
      await expect(section.getByRole("tab", { name })).toBeFocused();
      await expect(section.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    }
    await page.keyboard.press("ArrowLeft");
    // Focus wraps from the first tab to the last.
    await expect(section.getByRole("tab", { name: "Treinamento" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("listitem")).toContainText(["Suporte técnico especializado"]);
  });

  test("the hero video plays; the marquee moves and stops on hover and with its button", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const video = page.locator("#start video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);
    await page.getByRole("button", { name: "Pausar o vídeo de fundo" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Reproduzir o vídeo de fundo" })).toBeVisible();

    const track = page.locator(".marquee-track");
    const x = () => track.evaluate((el) => el.getBoundingClientRect().x);
    await page.locator("#units .marquee").scrollIntoViewIfNeeded();
    const start = await x();
    await expect.poll(x).not.toBe(start);
    const playState = () => track.evaluate((el) => el.getAnimations()[0]?.playState);
    await page.locator("#units .marquee").hover();
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");
    const pause = page.getByRole("button", { name: "Pausar a faixa de valores" });
    await pause.click();
    await page.mouse.move(0, 0);
    await pause.blur();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect.poll(playState).toBe("paused");
    // Screen readers get the values once; the two repeats are hidden.
    await expect(page.getByRole("list", { name: "Nossos valores" }).getByRole("listitem")).toHaveText([
      "Ética",
      "Integridade",
      "Qualidade",
      "Inovação",
    ]);
    await expect(page.locator('#units .marquee ul[aria-hidden="true"]')).toHaveCount(2);
  });

  test("the hero video rests while it is out of view and plays again when it is back", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("#start video");
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0);
    await expect.poll(playing).toBe(true);
    await page.locator("#units .marquee").scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    // The rest is not the visitor's pause: the button still offers to pause what they will see back in view.
    await expect(page.getByRole("button", { name: "Pausar o vídeo de fundo" })).toHaveCount(1);
    await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await expect.poll(playing).toBe(true);
    // A pause the visitor chose holds when the video leaves the view and comes back.
    await page.getByRole("button", { name: "Pausar o vídeo de fundo" }).click();
    await page.locator("#units .marquee").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Reproduzir o vídeo de fundo" })).toBeVisible();
    // Intersection observers report in a frame's rendering steps: two frames on, the view's news has come.
    await nextFrames(page);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("capacity lists six benefits, four drawn badges and the own-brand claim", async ({ page }) => {
    await page.goto("/#potencia-capacidade");
    const section = page.locator("#potencia-capacidade");
    const benefits = section.getByRole("heading", { level: 3 });
    await expect(benefits).toHaveCount(7);
    await expect(section.locator("ul").first().getByRole("listitem").last()).toContainText("7,9 mil m²");
    for (const name of ["ISO 9001", "FDA", "Selo Verde", "Anvisa"])
      await expect(section.locator("li p").getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText("+300")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("200 itens");
  });

  test("axe passes after every section has revealed", async ({ page }) => {
    // axe takes about 10 s on the whole home page; the top-of-page state is also checked by routes.spec.ts.
    test.setTimeout(60_000);
    await page.goto("/");
    await waitForHydration(page);
    await scrollThroughPage(page);
    await expectNoAxeViolations(page);
    // A tab other than the first, so a second panel's content is checked too.
    await page.locator("#desenvolvimento").getByRole("tab", { name: "Treinamento" }).click();
    await expectNoAxeViolations(page, "#desenvolvimento");
  });
});
