// Issue 42: the wishlist page, reached from the profile, and Move to cart. At 375 and 1280 px,
// screens under $SHOTS_DIR.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { apiAddProduct, loginThroughPage, newAccount, uniqueName } from "./seller-helpers";

forEachScreen((screen) => {
  test("a shopper's wishlist, from the profile, moves a product to the cart", async ({ page, request }) => {
    const seller = await newAccount(request, "wish-seller", true);
    const shopper = await newAccount(request, "wish-shopper", false);
    const title = uniqueName("Block Print Dupatta");
    const product = await apiAddProduct(request, seller, title, ["M", "L"]);
    const kept = await request.post(`/api/wishlist/${shopper.id}`, { headers: { token: shopper.token }, data: { productId: product._id } });
    expect(kept.status(), await kept.text()).toBe(201);

    await loginThroughPage(page, shopper.username);
    await page.goto("/profile");
    await press(page, page.getByRole("link", { name: "My wishlist" }), screen);
    await expect(page).toHaveURL(/\/wishlist$/);
    const entry = page.getByTestId("wishlist-entry").filter({ hasText: title });
    await expect(entry).toContainText("Any size");
    await entry.getByLabel("Size").selectOption("L");
    await shoot(page, "wishlist-page");
    await press(page, entry.getByRole("button", { name: "Move to cart" }), screen);
    await expect(page.getByTestId("wishlist-entry").filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByText("Nothing here yet.", { exact: false })).toBeVisible();

    await page.goto("/cart");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await shoot(page, "wishlist-moved-to-cart");
  });
});
