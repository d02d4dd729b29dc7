// Issue 47, point 3: a listing narrows to several sizes at once (M and L), shows sizes in the
// order a shopper reads them (UK 3 before UK 10) and colours as swatches beside their names.
import { expect, test } from "@playwright/test";
import { forEachScreen, listingFilters, press, shoot } from "./helpers/devices";
import { products } from "./helpers/shop";

const cards = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

forEachScreen((screen) => {
  test("two sizes at once, each chosen, and a second press takes one away", async ({ page, request }) => {
    const either = await products(request, "category=shirts&size=M,L&limit=100");
    const onlyM = await products(request, "category=shirts&size=M&limit=100");
    expect(either.length).toBeGreaterThan(0);
    await page.goto("/products/shirts");
    const summary = page.locator("summary.filter-summary");
    // A phone's first screen shows the products, the filters folded; a laptop shows them open.
    if (screen.phone) {
      await expect(page.getByRole("region", { name: "Filters" })).toBeHidden();
      await expect(summary).toHaveText("Filters");
      await expect(cards(page).first()).toBeInViewport();
    } else await expect(summary).toBeHidden();
    let filters = await listingFilters(page, screen);
    await press(page, filters.getByRole("link", { name: "Size M", exact: true }), screen);
    await expect(page).toHaveURL(/\/products\/shirts\?size=M$/);
    if (screen.phone) await expect(summary).toHaveText("Filters (1)");
    filters = await listingFilters(page, screen);
    await press(page, filters.getByRole("link", { name: "Size L", exact: true }), screen);
    await expect(page).toHaveURL(/\/products\/shirts\?size=M%2CL$/);
    await expect(page).toHaveTitle(/Shirts: size M or L/);
    if (screen.phone) await expect(summary).toHaveText("Filters (2)");
    filters = await listingFilters(page, screen);
    await expect(filters.locator("[aria-current]")).toHaveText(["M", "L"]);
    await expect(cards(page)).toHaveCount(Math.min(either.length, 24));
    expect(await cards(page).getByRole("heading").allTextContents()).toEqual(either.slice(0, 24).map((p) => p.title));
    await shoot(page, "listing-filters-two-sizes", { fullPage: false });
    await press(page, filters.getByRole("link", { name: "Size L, chosen: remove" }), screen);
    await expect(page).toHaveURL(/\/products\/shirts\?size=M$/);
    await expect(cards(page)).toHaveCount(Math.min(onlyM.length, 24));
  });

  test("sizes in their natural order, colours as named swatches", async ({ page }) => {
    await page.goto("/products/shoes");
    const filters = await listingFilters(page, screen);
    // Other tests' sellers may add shoes in sizes of their own: the demo shop's UK sizes, in order.
    const sizes = (await filters.getByRole("link", { name: /^Size / }).allTextContents()).map((s) => s.trim()).filter((s) => s.startsWith("UK "));
    expect(sizes).toEqual(["UK 3", "UK 4", "UK 5", "UK 6", "UK 7", "UK 8", "UK 9", "UK 10"]);
    const colours = filters.getByRole("link", { name: /^Colour / });
    await expect(colours.first()).toBeVisible();
    for (const colour of await colours.all()) {
      await expect(colour.locator("[data-swatch]"), `a swatch beside ${await colour.textContent()}`).toBeVisible();
      await expect(colour).toHaveText(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
    }
    await shoot(page, "listing-filters-swatches", { fullPage: false });
  });
});
