import { expect, test } from "@playwright/test";
import { formatRupees, priceSummary, rupeesToPaise } from "../../lib/money.ts";
import { addLine, loginPage, newShopper, productWithSizes } from "./helpers/shop";

test("an empty cart says so and leads back to /products", async ({ page, request }) => {
  await loginPage(page, await newShopper(request));
  await page.goto("/cart");
  await expect(page.getByText("The Cart is Empty.", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("lines, ±1, the price summary with a two-decimal discount, Remove and Place order", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const product = await productWithSizes(request);
  await addLine(request, shopper, product.id, product.size[0]);
  await loginPage(page, shopper);
  await page.goto("/cart");

  await expect(page.getByRole("link", { name: product.title })).toBeVisible();
  await expect(page.getByText(`Size: ${product.size[0]}`)).toBeVisible();
  const image = page.getByRole("main").locator("img").first();
  await expect(image).toHaveAttribute("width", "150");
  await expect(image).toHaveAttribute("height", "150");

  const unit = rupeesToPaise(product.price);
  const expectSummary = async (quantity: number) => {
    const summary = priceSummary(unit * quantity);
    await expect(page.getByTestId("quantity")).toHaveText(String(quantity));
    await expect(page.getByTestId("total-mrp")).toHaveText(formatRupees(summary.mrpPaise));
    await expect(page.getByTestId("discount")).toHaveText(`−${formatRupees(summary.discountPaise)}`);
    await expect(page.getByTestId("discount")).toHaveText(/\.\d{2}$/);
    await expect(page.getByTestId("total-amount")).toHaveText(formatRupees(summary.totalPaise));
  };
  await expect(page.getByText("Total MRP")).toBeVisible();
  await expect(page.getByText("Discount on MRP", { exact: true })).toBeVisible();
  await expect(page.getByText("Total Amount")).toBeVisible();
  await expectSummary(1);

  // Minus is disabled at 1: Remove is the way to drop a line.
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expectSummary(2);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expectSummary(3);
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expectSummary(2);
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.reload();
  await expectSummary(2);

  await page.getByRole("link", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/address$/);
  await page.goBack();
  await page.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText("The Cart is Empty.", { exact: true })).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});

test("a change shows at once and is undone when the server refuses it", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const product = await productWithSizes(request);
  await addLine(request, shopper, product.id, product.size[0]);
  await loginPage(page, shopper);
  await page.goto("/cart");
  await expect(page.getByTestId("quantity")).toHaveText("1");

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/cart/${shopper.id}`, async (route) => {
    if (route.request().method() !== "PUT") return route.continue();
    await held;
    await route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "conflict", message: "That size is sold out." } }),
    });
  });
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByTestId("quantity")).toHaveText("2");
  release();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Your cart could not be updated: That size is sold out.");
  await expect(page.getByTestId("quantity")).toHaveText("1");

  await page.unroute(`**/api/cart/${shopper.id}`);
  await page.route(`**/api/cart/delete/${shopper.id}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "Try again later." } }) }),
  );
  await page.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Try again later.");
  await expect(page.getByTestId("quantity")).toHaveText("1");
});

test.describe("redirects", () => {
  test("logged out, /cart, /address, /profile and the seller pages go to /", async ({ page }) => {
    for (const path of ["/cart", "/address", "/profile", "/dashboard", "/add-item", "/myproducts", "/orders/list"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });

  test("a shopper is sent from the seller pages to /, and from /login to /", async ({ page, request }) => {
    await loginPage(page, await newShopper(request));
    for (const path of ["/dashboard", "/myproducts", "/login"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
    await page.goto("/cart");
    await expect(page).toHaveURL(/\/cart$/);
  });
});
