import { expect, test } from "./fixtures";
import { sitePages } from "./support/site-pages";

/** At 320 px wide (a small phone, or 400 % zoom of 1280 px) no page scrolls sideways. */

const routes = [...sitePages, "/produtos?q=vitamina"];

test.use({ viewport: { width: 320, height: 640 } });

for (const route of routes) {
  test(`${route} does not scroll sideways at 320 px`, async ({ page }) => {
    await page.goto(route);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const wide = [...document.body.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
      return { scroll: root.scrollWidth - root.clientWidth, wide };
    });
    expect(overflow.scroll, `wider than the screen: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(0);
  });
}
