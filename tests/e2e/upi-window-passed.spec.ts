// A UPI order whose shopper gave the reference is never expired for the owner's slowness (issue
// 39): with the payment window passed (as overnight, when nobody confirms), the order is still on
// PAYMENTS, first, with how long it has waited, while the order without a reference is gone. The
// window is the shop's, so this file runs after every other one with the marketplace's
// (playwright.config.ts, project "shop-settings") and puts the window back.
import { expect, test } from "@playwright/test";
import { asOwner, DEMO_SELLER } from "./helpers/owner";
import { loginWithApi } from "./helpers/login";
import { shoot } from "./helpers/shots";
import { apiAddProduct, newAccount, type Account } from "./seller-helpers";

test.afterAll(async () => {
  await asOwner("PUT", "/api/shop", { paymentWindowMinutes: 30 });
});

const address = { name: "Meera Iyer", mobile: "9876543210", address: "7 Park Street", pin: "700016" };

async function upiOrder(request: import("@playwright/test").APIRequestContext, shopper: Account, productId: string) {
  const added = await request.post(`/api/cart/add/${shopper.id}`, { headers: { token: shopper.token }, data: { productId, size: "M", quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await request.post(`/api/order/add/${shopper.id}`, { headers: { token: shopper.token }, data: { address, paymentMethod: "upi" } });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: string; number: string };
}

test("with the window passed, the order whose shopper gave a UTR still waits on PAYMENTS; the one without is cancelled", async ({ page, request }) => {
  test.setTimeout(240_000);
  await asOwner("PUT", "/api/shop", { paymentWindowMinutes: 1 });
  const seller = await newAccount(request, "upi-night", true);
  const product = await apiAddProduct(request, seller, "Chanderi dupatta", ["M"], { M: 5 });
  const shopper = await newAccount(request, "upi-night-buyer", false);
  const given = await upiOrder(request, shopper, product._id);
  const silent = await upiOrder(request, shopper, product._id);
  const utr = String(Date.now()).slice(-12).padStart(12, "5");
  const sent = await request.post(`/api/order/${given.id}/upi-reference`, { headers: { token: shopper.token }, data: { utr } });
  expect(sent.status(), await sent.text()).toBe(200);

  // The window ends a minute after placing; the expiry pass runs every 10 s.
  const status = async (orderId: string) =>
    (await (await request.get(`/api/order/view/${orderId}`, { headers: { token: shopper.token } })).json()) as {
      paymentStatus: string;
      items: { status: string }[];
    };
  await expect.poll(async () => (await status(silent.id)).items[0].status, { timeout: 150_000, intervals: [5_000] }).toBe("Cancelled");
  expect((await status(given.id)).items[0].status).toBe("Ordered");

  await loginWithApi(page, DEMO_SELLER.username, DEMO_SELLER.password);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/payments");
    const row = page.getByRole("listitem", { name: `Order ${given.number}` });
    await expect(row).toContainText(`UTR given: ${utr}`);
    await expect(row.getByTestId("utr-waited")).toContainText(/waiting for you/);
    // No deadline: it waits for the owner, however long.
    await expect(row).not.toContainText("cancelled if unpaid by");
    await expect(page.getByRole("listitem", { name: `Order ${silent.number}` })).toHaveCount(0);
    await shoot(page, "upi", "owner-payments-window-passed");
  }
});
