// Stock as the shopper and the seller see it (README.md, Stock): sizes that are sold out or
// low on the product page, a product with nothing left, the cart's over-stock line, and the
// seller setting stock and reading the dashboard's low-stock list. Screenshots at 1280 and
// 375 px go to $SHOTS_DIR when it is set (helpers/shots.ts) for a person to look at.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { apiAddProduct, loginAsSeller, newAccount, uniqueName, type Account } from "./seller-helpers";

let seller: Account;

test.beforeAll(async ({ request }) => {
  seller = await newAccount(request, "stock-seller", true);
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px spills sideways`).toBeLessThanOrEqual(0);
    await saveScreen(page, `stock-${name}-${width}`);
  }
}

const setStock = async (request: APIRequestContext, productId: string, stock: Record<string, number>) => {
  const response = await request.put(`/api/product/${productId}`, { headers: { token: seller.token }, data: { stock } });
  expect(response.status(), await response.text()).toBe(200);
};

test("a sold-out size is shown but cannot be chosen, a low one says Only N left", async ({ page, request }) => {
  const product = await apiAddProduct(request, seller, uniqueName("Stock Shirt"), ["S", "M", "L"], { S: 0, M: 2, L: 10 });
  await page.goto(`/product/${product._id}`);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: "S", exact: true })).toBeDisabled();
  await expect(sizes.getByRole("radio", { name: "S", exact: true })).toHaveAccessibleDescription("Out of stock");
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeEnabled();
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toHaveAccessibleDescription("Only 2 left");
  await expect(sizes.getByRole("radio", { name: "L", exact: true })).toBeEnabled();
  await expect(sizes.getByText(/left|Out of stock/)).toHaveCount(2);
  // Clicking the sold-out size chooses nothing.
  await sizes.getByText("S", { exact: true }).click({ force: true });
  await expect(sizes.getByRole("radio", { name: "S", exact: true })).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeVisible();
  const offer = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!).offers;
  expect(offer.availability).toBe("https://schema.org/InStock");
  await shoot(page, "product-low");
});

test("a product with nothing left says Out of stock instead of the buy buttons, and its card says Sold out", async ({ page, request }) => {
  const title = uniqueName("Soldout Kurta");
  const product = await apiAddProduct(request, seller, title, ["M", "L"], { M: 0, L: 0 });
  await page.goto(`/product/${product._id}`);
  await expect(page.getByTestId("sold-out")).toContainText("Out of stock");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Buy Now" })).toHaveCount(0);
  const offer = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!).offers;
  expect(offer.availability).toBe("https://schema.org/OutOfStock");
  await shoot(page, "product-sold-out");

  // A unit comes back: the page offers the buttons again on the next request.
  await setStock(request, product._id, { L: 1 });
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "M", exact: true })).toBeDisabled();
  await setStock(request, product._id, { L: 0 });

  await page.goto(`/products/${encodeURIComponent(title.toLowerCase())}`);
  const card = page.getByRole("list", { name: "Products" }).getByRole("listitem").filter({ hasText: title });
  await expect(card.getByText("Sold out", { exact: true })).toBeVisible();
  await shoot(page, "listing-sold-out");
});

test("the cart marks a line above its stock and blocks Place order until it is lowered", async ({ page, request }) => {
  const product = await apiAddProduct(request, seller, uniqueName("Cart Shirt"), ["S", "M", "L"], { M: 5 });
  const shopper = await newAccount(request, "stock-shopper", false);
  const added = await request.post(`/api/cart/add/${shopper.id}`, {
    headers: { token: shopper.token },
    data: { productId: product._id, size: "M", quantity: 3 },
  });
  expect(added.status(), await added.text()).toBe(200);
  // Another shopper bought meanwhile.
  await setStock(request, product._id, { M: 1 });

  await loginAsSeller(page, shopper.username);
  await page.goto("/cart");
  await expect(page.getByTestId("over-stock")).toHaveText("Only 1 left: lower the quantity to 1 to place your order.");
  await expect(
    page.getByText("Some items are no longer available in the quantity in your cart. Lower or remove the marked items to place your order."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Place order" })).toHaveCount(0);
  await shoot(page, "cart-over-stock");

  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(page.getByTestId("quantity")).toHaveText("2");
  await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(page.getByTestId("quantity")).toHaveText("1");
  await expect(page.getByTestId("over-stock")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Place order" })).toBeVisible();
});

test("a seller sets stock per size on the edit page and sees the low-stock list, sold out first", async ({ page, request }) => {
  const title = uniqueName("Console Tee");
  const product = await apiAddProduct(request, seller, title, ["S", "M", "L"], { S: 10, M: 10, L: 10 });
  await loginAsSeller(page, seller.username);
  await page.goto(`/${product._id}`);
  const stock = page.getByRole("group", { name: "Stock" });
  await expect(stock.getByLabel("Track stock")).toBeChecked();
  await expect(stock.getByLabel("M", { exact: true })).toHaveValue("10");
  await stock.getByLabel("M", { exact: true }).fill("0");
  await stock.getByLabel("L", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated.")).toBeVisible();
  const after = await (await request.get(`/api/product/${product._id}`)).json();
  expect(after).toMatchObject({ stock: { S: 10, M: 0, L: 2 }, inStock: true });

  await page.goto("/dashboard");
  // One row for the product, its low sizes grouped by what is left, sold out first.
  const low = page.getByTestId("low-stock").locator(":scope > li").filter({ hasText: title });
  await expect(low).toHaveText([`${title}Sold out: M2 left: L`]);
  await shoot(page, "dashboard-low-stock");

  await page.goto("/myproducts");
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByTestId("stock-summary")).toHaveText("Stock: S 10 · M 0 · L 2");
  await shoot(page, "myproducts");
});
