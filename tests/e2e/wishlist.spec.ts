// Issue 42: the heart on a listing card and on the product page (logged out, it asks to log in),
// the wishlist page reached from the profile, and Move to cart. At 375 and 1280 px, screens
// under $SHOTS_DIR.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { apiAddProduct, loginThroughPage, newAccount, uniqueName } from "./seller-helpers";

forEachScreen((screen) => {
  test("hearts keep products for later; the wishlist, from the profile, moves one to the cart", async ({ page, request }) => {
    const seller = await newAccount(request, "wish-seller", true);
    const shopper = await newAccount(request, "wish-shopper", false);
    const title = uniqueName("Block Print Dupatta");
    await apiAddProduct(request, seller, title, ["M", "L"]);
    const other = uniqueName("Chikankari Kurta");
    const sized = await apiAddProduct(request, seller, other, ["M", "L"]);

    // Logged out, the heart asks to log in, as Add to cart does.
    await page.goto(`/products/${encodeURIComponent(title)}`);
    const heart = page.getByRole("button", { name: `Save ${title} to wishlist` });
    // The hearts' workings come after the page: they mark each heart as they take it on.
    await expect(heart).toHaveAttribute("data-ready", "");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await press(page, heart, screen);
    await expect(page.getByText("Please Login to Continue.")).toBeVisible();

    await loginThroughPage(page, shopper.username);
    await page.goto(`/products/${encodeURIComponent(title)}`);
    await expect(page.getByRole("button", { name: `Save ${title} to wishlist` })).toHaveAttribute("data-ready", "");
    await press(page, page.getByRole("button", { name: `Save ${title} to wishlist` }), screen);
    await expect(page.getByRole("button", { name: `Save ${title} to wishlist` })).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "wishlist-heart-on-card");

    // On the product page, the heart keeps the size chosen.
    await page.goto(`/product/${sized._id}`);
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveAttribute("data-ready", "");
    await press(page, page.getByRole("group", { name: "Size" }).getByText("L", { exact: true }), screen);
    await press(page, page.getByRole("button", { name: "Save to wishlist" }), screen);
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "wishlist-heart-on-product-page", { fullPage: false });

    await page.goto("/profile");
    await press(page, page.getByRole("link", { name: "My wishlist" }), screen);
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByTestId("wishlist-entry").filter({ hasText: other })).toContainText("Size L");
    const entry = page.getByTestId("wishlist-entry").filter({ hasText: title });
    await expect(entry).toContainText("Any size");
    await entry.getByLabel("Size").selectOption("L");
    await shoot(page, "wishlist-page");
    await press(page, entry.getByRole("button", { name: "Move to cart" }), screen);
    await expect(page.getByTestId("wishlist-entry").filter({ hasText: title })).toHaveCount(0);

    await page.goto("/cart");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await shoot(page, "wishlist-moved-to-cart");

    // Pressed again, the heart takes the product off.
    await page.goto(`/product/${sized._id}`);
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveAttribute("aria-pressed", "true");
    await press(page, page.getByRole("button", { name: "Save to wishlist" }), screen);
    await expect(page.getByRole("button", { name: "Save to wishlist" })).toHaveAttribute("aria-pressed", "false");
  });
});
