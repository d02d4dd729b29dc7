// Issue 29, point 4: every category listing, search result and "no products match" page has
// a search box of its own (the top bar's stays on / and /products only, as the spec says);
// a corrected search says what it searched for; a 100-character search never makes the
// page scroll sideways; an unknown address is titled as one.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";

forEachScreen((screen) => {
  test("category pages, results and no-match pages carry a search box that searches again", async ({ page }) => {
    for (const [path, value] of [
      ["/products/shirts", ""],
      ["/products/linen", "linen"],
      ["/products/no-such-thing-anywhere", "no-such-thing-anywhere"],
    ] as const) {
      await page.goto(path);
      const box = page.getByRole("main").getByRole("search").getByRole("searchbox");
      await expect(box, `a search box on ${path}`).toBeVisible();
      await expect(box).toHaveValue(value);
      await shoot(page, `listing-search${path.replaceAll("/", "-")}`, { fullPage: false });
    }
    const box = page.getByRole("main").getByRole("search").getByRole("searchbox");
    await box.fill("Denim Shirt");
    await press(page, page.getByRole("main").getByRole("search").getByRole("button", { name: "Search" }), screen);
    await expect(page).toHaveURL(/\/products\/denim%20shirt$/);
    await expect(page.getByRole("main").getByRole("search").getByRole("searchbox")).toHaveValue("denim shirt");
  });

  test("a misspelt search says which word it searched for instead", async ({ page }) => {
    await page.goto("/products/chikankri");
    await expect(page.getByRole("main").getByText("Showing results for “chikankari”")).toBeVisible();
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toContainText(/chikankari/i);
    await page.goto("/products/linen");
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test("two swapped letters are corrected, and a search that finds nothing offers the closest words", async ({ page }) => {
    for (const typed of ["shrit", "shrits"]) {
      await page.goto(`/products/${typed}`);
      await expect(page.getByRole("main").getByText(/Showing results for “shirts?”/)).toBeVisible();
      await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toContainText(/shirt/i);
    }
    await shoot(page, "listing-search-shrits", { fullPage: false });
    await page.goto("/products/qzqzq");
    const offered = page.getByRole("navigation", { name: "Suggestions" }).getByRole("link");
    await expect(offered.first()).toBeVisible();
    await shoot(page, "listing-search-nothing", { fullPage: false });
    await press(page, offered.first(), screen);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toBeVisible();
  });

  test("a 100-character search never scrolls the page sideways", async ({ page }) => {
    for (const text of ["x".repeat(100), `linen ${"y".repeat(94)}`, `${"kurta".repeat(20)}`]) {
      await page.goto(`/products/${encodeURIComponent(text)}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `"${text.slice(0, 12)}…" scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await shoot(page, "listing-long-search");
  });

  test("an unknown address is titled 'Page not found'", async ({ page }) => {
    for (const path of ["/no-such-page", "/no/such/page"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Page not found | Vastra");
    }
  });
});
