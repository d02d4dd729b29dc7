// Errors keep the frame (docs/product.md, Errors and missing pages): a page that fails or
// is missing inside the seller console is drawn inside the console, sidebar and all; in the
// shop, inside the top bar and footer.
import { expect, test } from "@playwright/test";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount, type Account } from "./seller-helpers";

let seller: Account;

test.beforeAll(async ({ request }) => {
  seller = await newAccount(request, "frame-seller", true);
  const shopper = await newAccount(request, "frame-shopper", false);
  const product = await apiAddProduct(request, seller, `Framed Stole ${Date.now()}`, ["FREE"]);
  await apiPlaceOrder(request, shopper, [{ productId: product._id, size: "FREE" }]);
});

test("a missing page inside the seller console keeps the console around it", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  const response = await page.goto("/no-such-product-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Seller" })).toBeVisible();
  await page.getByRole("link", { name: "Go to My Products" }).click();
  await expect(page).toHaveURL(/\/myproducts$/);
});

test("a page that fails to render inside the seller console keeps the console around it", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  // The orders table formats each line's time in the browser; make that fail there, as a
  // browser lacking a date API would.
  await page.addInitScript(() => {
    const original = Date.prototype.toLocaleDateString;
    Date.prototype.toLocaleDateString = function (this: Date, ...args: Parameters<typeof original>) {
      if (args[1]?.timeZone === "Asia/Kolkata") throw new Error("no time zones in this browser");
      return original.apply(this, args);
    };
  });
  await page.goto("/orders/list");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("This page of your seller console could not be loaded just now.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Seller" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Total Orders")).toBeVisible();
});

test("a product that is gone answers 404 inside the shop's top bar and footer", async ({ page }) => {
  const response = await page.goto("/product/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse all products" })).toBeVisible();
});
