import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { sitePages } from "../support/site-pages";

test.describe("every route", () => {
  for (const path of sitePages) {
    test(`${path} is server-rendered with its own title and passes axe`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Real HTML on first load: the page's main heading is in the server response.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title).toBeTruthy();
      expect(html).toContain('<meta name="description"');
      // An English page's title and axe run are checked by its own spec (tests/e2e/site/english-layout.spec.ts,
      // tests/e2e/pages/english-institutional.spec.ts, tests/e2e/catalog/english-catalog.spec.ts,
      // tests/e2e/forms/english-forms.spec.ts), each with the page open as its visitors use it.
      if (path === "/en" || path.startsWith("/en/")) return;

      await page.goto(path);
      await expect(page).toHaveTitle(title ?? "");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("titles are unique per page", async ({ request }) => {
    // The unit pages are the units page at other addresses (canonical /unidades-negocio): one page, one title.
    const byCanonical = new Map<string, string>();
    for (const path of sitePages) {
      const html = await (await request.get(path)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? path;
      byCanonical.set(
        new URL(canonical, "http://x").pathname,
        /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "",
      );
    }
    expect(byCanonical.size).toBeGreaterThanOrEqual(10);
    expect(new Set(byCanonical.values()).size).toBe(byCanonical.size);
  });
});

test.describe("an unknown path", () => {
  // Chromium logs the 404 of the document itself as a console error; that 404 is the point of this test.
  test.use({ allowedFailures: ["status of 404"] });

  test("answers 404 with a Portuguese page and links back", async ({ page }) => {
    const response = await page.goto("/pagina-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Página inicial", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNoAxeViolations(page);
  });
});
