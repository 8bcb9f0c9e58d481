import { expect, test } from "../support/fixtures";

/**
 * That the browser blocks an inline script the CSP does not list. The headers themselves (CSP, nonce, hashes,
 * ETags, assets) are checked over HTTP in tests/http/http/security-headers.test.ts.
 */
test.describe("an inline script the page did not render", () => {
  test.use({ allowedFailures: ["violates the following Content Security Policy directive"] });

  test("is blocked by the cached page's hash-based CSP", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (msg.text().includes("violates the following Content Security Policy directive"))
        violations.push(msg.text());
    });
    // Tamper with the page on its way to the browser, keeping the server's headers (and so its CSP).
    await page.route("**/quem-somos", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        '<script>document.title="injetado"</script></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/quem-somos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await expect(page).not.toHaveTitle("injetado");
  });
});
