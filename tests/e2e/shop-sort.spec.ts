// Issue 15: every listing and search can be sorted through plain links, kept across pages,
// sizes and colours; screenshots at 1280 and 375 px under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";

const cards = (page: Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");
const sortNav = (page: Page) => page.getByRole("navigation", { name: "Sort" });

/** The ₹ prices of the cards on the page, as numbers. */
/** What each card asks the shopper to pay: the sale price when there is one, else the price (the MRP struck beside a sale is not). */
async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .locator("p:last-child")
    .evaluateAll((prices) => prices.map((price) => (price.querySelector("[data-testid=selling-price]") ?? price).textContent ?? ""));
  return texts.map((t) => Number(t.replace(/[^\d.]/g, "")));
}

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] <= n);
const descending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] >= n);

test("a listing sorts by price through its links, and keeps the order across pages and sizes", async ({ page }) => {
  await page.goto("/products");
  await expect(sortNav(page).locator("[aria-current]")).toHaveText("Newest");
  await expect(sortNav(page).getByRole("link", { name: "Relevance" })).toHaveCount(0);

  await sortNav(page).getByRole("link", { name: "Price: high to low" }).click();
  await expect(page).toHaveURL(/\/products\?sort=price_desc$/);
  await expect(sortNav(page).locator("[aria-current]")).toHaveText("Price: high to low");
  const first = await prices(page);
  expect(descending(first)).toBe(true);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/products\?sort=price_desc&page=2$/);
  const second = await prices(page);
  expect(descending(second)).toBe(true);
  expect(second[0]).toBeLessThanOrEqual(first.at(-1)!);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 1" }).click();
  await page.getByRole("region", { name: "Filters" }).getByRole("link", { name: "Size M" }).click();
  await expect(page).toHaveURL(/\/products\?size=M&sort=price_desc$/);
  expect(descending(await prices(page))).toBe(true);

  await sortNav(page).getByRole("link", { name: "Price: low to high" }).click();
  await expect(page).toHaveURL(/\/products\?size=M&sort=price_asc$/);
  expect(ascending(await prices(page))).toBe(true);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreen(page, `shop-sorted-listing-${width}`, { fullPage: false });
  }
  await sortNav(page).getByRole("link", { name: "Newest" }).click();
  await expect(page).toHaveURL(/\/products\?size=M$/);
});

test("a search ranks by relevance first and sorts by price on request", async ({ page }) => {
  await page.goto("/products/cotton");
  await expect(sortNav(page).locator("[aria-current]")).toHaveText("Relevance");
  await sortNav(page).getByRole("link", { name: "Price: low to high" }).click();
  await expect(page).toHaveURL(/\/products\/cotton\?sort=price_asc$/);
  expect(ascending(await prices(page))).toBe(true);
  await sortNav(page).getByRole("link", { name: "Relevance" }).click();
  await expect(page).toHaveURL(/\/products\/cotton$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the sort links work as plain links", async ({ page }) => {
    await page.goto("/products/shirts");
    await sortNav(page).getByRole("link", { name: "Price: low to high" }).click();
    await expect(page).toHaveURL(/\/products\/shirts\?sort=price_asc$/);
    expect(ascending(await prices(page))).toBe(true);
  });
});
