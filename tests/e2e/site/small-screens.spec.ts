import { expect, interLoaded, test, withoutWebFont } from "../support/fixtures";
import { sitePages } from "../support/site-pages";

/**
 * On a common phone (390 px) and at 320 px wide (a small phone, or 400 % zoom of 1280 px) no page scrolls
 * sideways. One page load per route, measured at both widths: the second is a resize, as when a phone turns.
 */

const routes = [...sitePages, "/produtos?q=vitamina"];
const viewports = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

test.use({ viewport: viewports[0] });

// Two of them also in the fallback font (decision 142), where a long word or a button's label is widest.
const cases = [
  ...routes.map((route) => ({ route, fallback: false })),
  ...["/desenvolvimento-de-marca", "/en/contact"].map((route) => ({ route, fallback: true })),
];

for (const { route, fallback } of cases) {
  test(`${route} does not scroll sideways at ${viewports.map((v) => v.width).join(" or ")} px${fallback ? " in the fallback font" : ""}`, async ({
    page,
  }) => {
    if (fallback) await withoutWebFont(page);
    await page.goto(route);
    if (fallback) expect(await interLoaded(page)).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const wide = [...document.body.querySelectorAll("*")]
          .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
        return { scroll: root.scrollWidth - root.clientWidth, wide };
      });
      expect(
        overflow.scroll,
        `${viewport.width} px: wider than the screen: ${overflow.wide.join(", ")}`,
      ).toBeLessThanOrEqual(0);
    }
  });
}
