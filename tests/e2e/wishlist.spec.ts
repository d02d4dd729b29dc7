// Issue 42: the heart on a product's page (logged out it asks to log in), the wishlist page
// reached from the profile, and Move to cart. At 375 and 1280 px, screens under $SHOTS_DIR.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { apiAddProduct, loginThroughPage, newAccount, uniqueName } from "./seller-helpers";

forEachScreen((screen) => {
  test("a shopper keeps a product on the wishlist and moves it to the cart", async ({ page, request }) => {
    const seller = await newAccount(request, "wish-seller", true);
    const shopper = await newAccount(request, "wish-shopper", false);
    const title = uniqueName("Block Print Dupatta");
    const product = await apiAddProduct(request, seller, title, ["M", "L"]);

    await page.goto(`/product/${product._id}`);
    await press(page, page.getByRole("button", { name: "Add to wishlist" }), screen);
    await expect(page.getByText("Login to add item to Wishlist.")).toBeVisible();
    await shoot(page, "wishlist-login-prompt", { fullPage: false });

    await loginThroughPage(page, shopper.username);
    await page.goto(`/product/${product._id}`);
    await press(page, page.getByRole("button", { name: "Add to wishlist" }), screen);
    await expect(page.getByRole("button", { name: "In your wishlist" })).toHaveAttribute("aria-pressed", "true");

    await page.goto("/profile");
    await press(page, page.getByRole("link", { name: "My wishlist" }), screen);
    await expect(page).toHaveURL(/\/wishlist$/);
    const entry = page.getByTestId("wishlist-entry").filter({ hasText: title });
    await expect(entry).toContainText("Any size");
    await entry.getByLabel("Size").selectOption("L");
    await shoot(page, "wishlist-page");
    await press(page, entry.getByRole("button", { name: "Move to cart" }), screen);
    await expect(page.getByTestId("wishlist-entry").filter({ hasText: title })).toHaveCount(0);

    await page.goto("/cart");
    await expect(page.getByText(title)).toBeVisible();
    await shoot(page, "wishlist-moved-to-cart");
  });
});
