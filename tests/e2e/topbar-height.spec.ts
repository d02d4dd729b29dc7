// Issue 29, point 1: the top bar is one row of at most 64 px on a phone, logged in or not,
// with one more row for the search bar on the two pages that carry it (/ and /products);
// everything it holds stays inside it and visible.
import { expect, test, type Page } from "@playwright/test";
import { forEachScreen, shoot, type Screen } from "./helpers/devices";
import { loginPage, newShopper, products } from "./helpers/shop";

const ROW = 64;
// The search bar's row: its 40 px field and the 8 px between the rows.
const SEARCH_ROW = 48;

/** The paths that carry the search bar, which takes a second row on a phone (spec: / and /products). */
const WITH_SEARCH = new Set(["/", "/products"]);

/**
 * On each path: the bar is at most one row tall (plus the search row on a phone where it is
 * carried), and each named control is visible and inside the bar's box (nothing wrapped out
 * or clipped). `ready` names a control that shows once the stored login is read.
 */
async function checkBar(page: Page, screen: Screen, paths: string[], names: (string | RegExp)[], ready?: string) {
  for (const path of paths) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    if (ready) await expect(banner.getByRole("button", { name: ready })).toBeVisible();
    const bar = (await banner.boundingBox())!;
    expect(bar.height, `top bar of ${path}`).toBeLessThanOrEqual(ROW + (WITH_SEARCH.has(path) && screen.phone ? SEARCH_ROW : 0));
    for (const name of names) {
      const exact = typeof name === "string";
      const control = banner.getByRole("link", { name, exact }).or(banner.getByRole("button", { name, exact })).first();
      await expect(control, `${String(name)} in the top bar of ${path}`).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y);
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
    }
  }
}

forEachScreen((screen) => {
  test("logged out: one row, plus the search row on / and /products", async ({ page, request }) => {
    const [product] = await products(request, "limit=1");
    await checkBar(page, screen, ["/", "/products", "/products/shirts", `/product/${product.id}`], ["Vastra", "Cart", "LOGIN"]);
    await checkBar(page, screen, ["/login"], ["Vastra", "Cart", "SIGNUP"]);
    await page.goto("/");
    await shoot(page, "topbar-logged-out-home", { fullPage: false });
  });

  test("a logged-in shopper: one row with My orders, cart, profile and LOGOUT", async ({ page, request }) => {
    const shopper = await newShopper(request);
    await loginPage(page, shopper);
    const [product] = await products(request, "limit=1");
    const paths = ["/", "/products", "/products/shirts", `/product/${product.id}`, "/cart"];
    await checkBar(page, screen, paths, ["Vastra", "My orders", /^Cart/, "Profile", "LOGOUT"], "LOGOUT");
    await page.goto("/");
    await shoot(page, "topbar-shopper-home", { fullPage: false });
    await page.goto("/products/shirts");
    await shoot(page, "topbar-shopper-listing", { fullPage: false });
  });

  test("a logged-in seller: one row with profile and LOGOUT", async ({ page, request }) => {
    const seller = await newShopper(request, { admin: true });
    await loginPage(page, seller);
    await checkBar(page, screen, ["/", "/products/shoes", "/dashboard"], ["Vastra", "Profile", "LOGOUT"], "LOGOUT");
  });
});
