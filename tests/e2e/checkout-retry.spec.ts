import { expect, test } from "@playwright/test";
import { addLine, apiLogin, DEMO_SELLER, loginPage, newShopper, productWithSizes, uniqueName } from "./helpers/shop";

// Exactly-once checkout from the storefront (issue 7, point 1): the order reaches the server
// and is placed, but its answer never reaches the browser. The shopper sees the failure and
// presses Confirm Order again; the retry carries the same Idempotency-Key, so the shop
// answers with the order already placed instead of placing a second one.

test("Confirm Order retried after a lost answer places one order, under one Idempotency-Key", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const seller = await apiLogin(request, DEMO_SELLER.username, DEMO_SELLER.password);
  const product = await productWithSizes(request);
  expect(product.adminId).toBe(seller.id);
  await addLine(request, shopper, product.id, product.size[0], 2);
  await loginPage(page, shopper);

  const keys: string[] = [];
  await page.route(`**/api/order/add/${shopper.id}`, async (route) => {
    keys.push(route.request().headers()["idempotency-key"]);
    if (keys.length > 1) return route.continue();
    const placed = await route.fetch();
    expect(placed.status()).toBe(201);
    await route.abort("connectionreset");
  });

  await page.goto("/address");
  const buyer = uniqueName("Buyer");
  await page.getByLabel("Name", { exact: true }).fill(buyer);
  await page.getByLabel("Mobile No").fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Bengaluru");
  await page.getByLabel("Pincode").fill("560001");
  // The PIN's look-up fills city and state; a click before it lands would send a different body the second time.
  await expect(page.getByLabel("State")).toHaveValue("Karnataka");
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page.getByText("Your order could not be placed. Please try again.")).toBeVisible();

  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "your order has been placed" })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const lines = (await (await request.get(`/api/order/admin/${seller.id}`, { headers: { token: seller.token } })).json()) as {
    orderId: string;
    address: { name: string };
  }[];
  expect(lines.filter((line) => line.address.name === buyer)).toHaveLength(1);
});
