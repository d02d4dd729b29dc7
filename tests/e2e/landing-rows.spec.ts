// Issue 47, point 4: below the specification's carousel and tiles, the landing page shows
// products: the newest of all, then a row of each main category, each with its way to the listing.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { products } from "./helpers/shop";

forEachScreen((screen) => {
  test("New arrivals and a row per category, each leading to its listing", async ({ page, request }) => {
    const newest = (await products(request, "limit=8")).map((p) => p.title);
    await page.goto("/");
    const arrivals = page.getByRole("region", { name: "New arrivals" });
    // Other tests' sellers may add products meanwhile: the row's first is among the newest few.
    expect(newest).toContain(await arrivals.getByRole("listitem").first().getByRole("heading").textContent());
    for (const [title, href] of [
      ["Shirts", "/products/shirts"],
      ["Kurtas", "/products/kurtas"],
      ["Trousers", "/products/trousers"],
      ["Tops", "/products/tops"],
      ["Shoes", "/products/shoes"],
    ]) {
      const row = page.getByRole("region", { name: title, exact: true });
      await expect(row.getByRole("listitem").first(), title).toBeVisible();
      await expect(row.getByRole("link", { name: `See all: ${title}` })).toHaveAttribute("href", href);
    }
    await arrivals.scrollIntoViewIfNeeded();
    await shoot(page, "landing-rows");
    await press(page, arrivals.getByRole("link", { name: "See all: New arrivals" }), screen);
    await expect(page).toHaveURL(/\/products$/);
  });
});
