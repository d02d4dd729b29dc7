// After Confirm Order (issue 14): the shopper follows the order on My orders while the seller
// accepts it, and cancels a second one, which the seller then sees cancelled by the shopper.
// Screens at 1280 and 375 px are kept under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { saveScreen, shoot } from "./helpers/shots";
import { addLine, loginPage, newShopper, type Shopper } from "./helpers/shop";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount, type Account } from "./seller-helpers";

const orderCard = (page: Page, number: string) => page.getByRole("article", { name: `Order ${number}` });

/** The seller's row of a product in the orders table. */
const sellerRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

for (const width of [1280, 375]) {
  test(`a shopper follows an order the seller accepts, and cancels another (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const seller: Account = await newAccount(request, "orders-seller", true);
    const tee = await apiAddProduct(request, seller, `Block-print tee ${width}`, ["M", "L"]);
    const scarf = await apiAddProduct(request, seller, `Silk scarf ${width}`, ["M"]);
    const shopper: Shopper = await newShopper(request);
    await addLine(request, shopper, tee._id, "M", 2);
    await loginPage(page, shopper);

    // Confirm Order, then the confirmation on / names the order and links to it.
    await page.goto("/address");
    await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Mobile No").fill("9876543210");
    await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Bengaluru");
    await page.getByLabel("Pincode").fill("560001");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page).toHaveURL(/\/$/);
    const confirmation = page.getByRole("status").filter({ hasText: "your order has been placed" });
    await expect(confirmation).toContainText("cash on delivery");
    const number = /Order (OD\d{8}):/.exec((await confirmation.textContent()) ?? "")![1];
    await shoot(page, "orders", "confirmation");

    // My orders, from the top bar: the order, Ordered, cash on delivery.
    await page.getByRole("banner").getByRole("link", { name: "My orders", exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible();
    const card = orderCard(page, number);
    await expect(card).toContainText(`Block-print tee ${width}`);
    await expect(card).toContainText("Size M · Qty 2");
    await expect(card.getByText("Ordered", { exact: true })).toBeVisible();
    await expect(card.getByText("Cash on delivery", { exact: true })).toBeVisible();
    await shoot(page, "orders", "my-orders");

    // The demo shop asks every cash-on-delivery order to be confirmed: the shopper does, on the order's page, with one button.
    await card.getByRole("link", { name: "View order and delivery address" }).click();
    const ask = page.getByTestId("cod-confirm");
    await expect(ask).toContainText("Please confirm that you still want this cash-on-delivery order, by ");
    await shoot(page, "orders", "cod-confirm");
    await ask.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Cash on delivery confirmed by you");
    await expect(page.getByTestId("cod-confirm")).toHaveCount(0);
    await page.goto("/profile/orders");

    // The seller accepts it in the console.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize()! });
    const sellerPage = await sellerContext.newPage();
    await loginAsSeller(sellerPage, seller.username);
    await sellerPage.goto("/orders/list");
    await sellerRow(sellerPage, `Block-print tee ${width}`).getByRole("button", { name: "Accept" }).click();
    await expect(sellerRow(sellerPage, `Block-print tee ${width}`).getByText("Accepted", { exact: true })).toBeVisible();

    // The shopper sees Accepted on the order's page; nothing is left to cancel.
    await page.reload();
    await expect(orderCard(page, number).getByText("Accepted", { exact: true })).toBeVisible();
    await orderCard(page, number).getByRole("link", { name: "View order and delivery address" }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
    await expect(page.getByText("Accepted", { exact: true })).toBeVisible();
    // The timeline: placed by the shopper, confirmed by them, then the seller's accept of the tee.
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem")).toHaveCount(3);
    await expect(timeline.getByRole("listitem").first()).toContainText("Placed by you");
    await expect(timeline.getByRole("listitem").nth(1)).toContainText("Cash on delivery confirmed by you");
    await expect(timeline.getByRole("listitem").nth(2)).toContainText(`Accepted by the seller: Block-print tee ${width} (size M)`);
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    // A second order, cancelled by the shopper from its page.
    await apiPlaceOrder(request, shopper, [{ productId: scarf._id, size: "M" }]);
    await page.goto("/profile/orders");
    const second = page.getByRole("article").first();
    await expect(second).toContainText(`Silk scarf ${width}`);
    await second.getByRole("link", { name: "View order and delivery address" }).click();
    await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();
    await expect(page.getByText("12 MG Road, Bengaluru")).toBeVisible();
    await expect(page.getByRole("region", { name: "Delivery address" })).toContainText(/Bengaluru[^,\n]*, Karnataka/);
    await expect(page.getByText("Pay ₹881.02 in cash when your order arrives.")).toBeVisible();
    await shoot(page, "orders", "order");
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await expect(dialog).toContainText("The whole order is cancelled");
    await saveScreen(page, `orders-cancel-dialog-${width}`, { fullPage: false });
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Cancelled by you", { exact: true })).toBeVisible();
    await expect(page.getByText("Nothing to pay: every item was cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await shoot(page, "orders", "order-cancelled");

    // The seller sees it cancelled by the shopper, with nothing left to do.
    await sellerPage.goto("/orders/list");
    const cancelledRow = sellerRow(sellerPage, `Silk scarf ${width}`);
    await expect(cancelledRow.getByText("Cancelled by shopper", { exact: true })).toBeVisible();
    await expect(cancelledRow.getByRole("button")).toHaveCount(0);
    const teeOrder = sellerPage.getByRole("rowgroup").filter({ hasText: `Block-print tee ${width}` });
    await expect(teeOrder.getByRole("rowheader")).toContainText("Cash on delivery");
    await saveScreen(sellerPage, `orders-seller-table-${width}`);
    await sellerContext.close();
  });
}

test("My orders without orders: an empty state with a way to the shop, and the link on /profile", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const shopper = await newShopper(request);
  await loginPage(page, shopper);
  await page.goto("/profile");
  await page.getByRole("main").getByRole("link", { name: "My orders", exact: true }).click();
  await expect(page.getByText("You have not ordered anything yet.")).toBeVisible();
  await shoot(page, "orders", "empty");
  await page.getByRole("link", { name: "Start shopping" }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test("an order page is the shopper's own: another shopper gets the not-found page, a visitor goes to /", async ({ page, request }) => {
  const seller = await newAccount(request, "orders-seller", true);
  const product = await apiAddProduct(request, seller, "Private kurta", ["M"]);
  const owner = await newAccount(request, "orders-owner", false);
  await apiPlaceOrder(request, owner, [{ productId: product._id, size: "M" }]);
  const [order] = (await (await request.get(`/api/order/${owner.id}`, { headers: { token: owner.token } })).json()) as { id: string }[];
  await page.goto(`/profile/orders/${order.id}`);
  await expect(page).toHaveURL(/\/$/);
  await loginPage(page, await newShopper(request));
  const response = await page.goto(`/profile/orders/${order.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Private kurta")).toHaveCount(0);
});
