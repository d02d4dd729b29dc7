import { expect, test } from "@playwright/test";
import { formatRupees, priceSummary, rupeesToPaise } from "../../lib/money.ts";
import { apiLogin, DEMO_SELLER, loginPage, newShopper, products } from "./helpers/shop";

test("landing → search → product → cart → address → placed order, which the seller sees", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const seller = await apiLogin(request, DEMO_SELLER.username, DEMO_SELLER.password);
  const product = (await products(request)).find((p) => p.adminId === seller.id && p.size.length > 0)!;
  await loginPage(page, shopper);

  await page.goto("/");
  const term = product.title;
  await page.getByPlaceholder("Search Products").fill(term);
  await page.getByPlaceholder("Search Products").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/products/${encodeURIComponent(term.toLowerCase())}$`));
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(product.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));

  await page.getByText(product.size[0], { exact: true }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByTestId("quantity")).toHaveText("2");
  const summary = priceSummary(rupeesToPaise(product.price) * 2);
  await expect(page.getByTestId("total-amount")).toHaveText(formatRupees(summary.totalPaise));

  await page.getByRole("link", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByRole("heading", { name: "Add Address" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
  await page.getByLabel("Mobile No").fill("98765");
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Bengaluru");
  await page.getByLabel("Pincode").fill("5600");
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText("Enter a 10-digit mobile number.")).toBeVisible();
  // The refused form moves to its first error.
  await expect(page.getByLabel("Mobile No")).toBeFocused();
  await expect(page.getByText("Enter a 6-digit PIN code.")).toBeVisible();
  await expect(page).toHaveURL(/\/address$/);

  await page.getByLabel("Mobile No").fill("98765 43210");
  await page.getByLabel("Pincode").fill("560001");
  const placed = page.waitForRequest((r) => r.url().includes(`/api/order/add/${shopper.id}`));
  await page.getByRole("button", { name: "Confirm Order" }).click();
  expect((await placed).headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  await expect(page).toHaveURL(/\/$/);
  const confirmation = page.getByRole("status").filter({ hasText: "your order has been placed" });
  await expect(confirmation).toContainText(formatRupees(summary.totalPaise));
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  const number = /Order (OD\d{8}):/.exec((await confirmation.textContent()) ?? "")?.[1];
  expect(number).toBeTruthy();

  const lines = await (await request.get(`/api/order/admin/${seller.id}`, { headers: { token: seller.token } })).json();
  const line = (lines as { orderNumber: string; quantity: number; size: string; productId: { title: string } }[]).find((l) => l.orderNumber === number);
  expect(line).toMatchObject({ quantity: 2, size: product.size[0], productId: { title: product.title } });
});
