// Issue 29, point 6: a tap that starts a navigation shows at once that the next page is on
// its way, however slow the connection; the indicator goes when the page is there.
import { expect, test, type Page } from "@playwright/test";
import { forEachScreen, listingFilters, press } from "./helpers/devices";

/** Holds every request for the next page's server data (the RSC payload) for 2 s: a slow connection. */
async function slowNavigations(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().headers()["rsc"] === "1") await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
}

const progress = (page: Page) => page.getByRole("progressbar", { name: "Loading the page" });

forEachScreen((screen) => {
  test("a tapped product card shows the loading bar until its page is there", async ({ page }) => {
    await page.goto("/products");
    await slowNavigations(page);
    await expect(progress(page)).toHaveCount(0);
    const card = page.getByRole("list", { name: "Products" }).getByRole("link").first();
    await press(page, card, screen);
    await expect(progress(page)).toBeVisible({ timeout: 500 });
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
  });

  test("a search and a filter show it too", async ({ page }) => {
    await page.goto("/products/shirts");
    await slowNavigations(page);
    await press(page, (await listingFilters(page, screen)).getByRole("link", { name: "Size M", exact: true }), screen);
    await expect(progress(page)).toBeVisible({ timeout: 500 });
    await expect(page).toHaveURL(/\?size=M$/);
    await expect(progress(page)).toHaveCount(0);

    const box = page.getByRole("main").getByRole("search").getByRole("searchbox");
    await box.fill("linen");
    await box.press("Enter");
    await expect(progress(page)).toBeVisible({ timeout: 500 });
    await expect(page).toHaveURL(/\/products\/linen$/);
    await expect(progress(page)).toHaveCount(0);
  });
});
