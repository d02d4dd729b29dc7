// Issue 23: the cart says what delivery costs before ordering; a seller dispatches a parcel
// with an AWB from the order's page; the shopper's order page and mail carry the tracking link.
import { expect, test, type Page } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { linkInMail, mailText } from "./helpers/mail";
import { addLine, loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, apiConfirmCod, loginAsSeller, newAccount, uniqueName } from "./seller-helpers";

/** Forgets who is logged in on this page: the session cookie and what the login stored. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

forEachScreen((screen) => {
  test("delivery fee in the cart, dispatch with an AWB, tracking link on the order page and in the mail", async ({ page, request }) => {
    // The demo shop charges ₹49 below ₹499 of items.
    const shopper = await newShopper(request);
    const email = `${shopper.username}@example.test`;
    await page.goto(local(await linkInMail(email, "Confirm your e-mail address", "/verify-email")));
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

    const seller = await newAccount(request, "ship-seller", true);
    const title = uniqueName("Stole");
    const product = await apiAddProduct(request, seller, title, ["M"]);
    await addLine(request, shopper, product._id, "M");
    await loginPage(page, shopper);
    await page.goto(`/product/${product._id}`);
    await expect(page.getByTestId("delivery-terms")).toHaveText("Free delivery above ₹499");
    await page.goto("/cart");
    // ₹899 less 2% is ₹881.02: free delivery.
    await expect(page.getByTestId("delivery-fee")).toHaveText("Free");
    await expect(page.getByTestId("payable")).toHaveText("₹881.02");
    await shoot(page, "delivery-cart-free");

    // A cheaper item alone is below ₹499: the fee is shown, with what is missing for free delivery.
    expect((await request.delete(`/api/cart/clear/${shopper.id}`, { headers: { token: shopper.token } })).status()).toBe(200);
    const cheap = await apiAddProduct(request, seller, uniqueName("Hanky"), ["M"], undefined, 199);
    await addLine(request, shopper, cheap._id, "M");
    await page.goto("/cart");
    await expect(page.getByTestId("delivery-fee")).toHaveText("₹49");
    await expect(page.getByTestId("free-delivery-hint")).toContainText("free from ₹499");
    await expect(page.getByTestId("payable")).toHaveText("₹244.02");
    await shoot(page, "delivery-cart-fee");

    const placed = await request.post(`/api/order/add/${shopper.id}`, {
      headers: { token: shopper.token },
      data: { address: { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" } },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string; number: string; delivery: number; payable: number; items: { _id: string }[] };
    expect([order.delivery, order.payable]).toEqual([49, 244.02]);
    await apiConfirmCod(request, shopper, order.id);
    const accepted = await request.put(`/api/order/update/status/${order.items[0]._id}`, { headers: { token: seller.token }, data: { status: "Accepted" } });
    expect(accepted.status()).toBe(200);

    await signOut(page);
    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${order.number}`);
    const form = page.getByRole("form", { name: "Dispatch a parcel" });
    const awb = `${Date.now()}${screen.width % 10}`;
    await form.getByLabel("Carrier").selectOption({ label: "Delhivery" });
    await form.getByLabel("AWB (tracking number)").fill(awb);
    await shoot(page, "delivery-dispatch-form");
    await press(page, form.getByRole("button", { name: "Dispatch" }), screen);
    const parcel = page.getByTestId("seller-parcel");
    await expect(parcel).toContainText(awb);
    await expect(parcel).toContainText("In transit");
    await expect(parcel.getByRole("button", { name: "Returned (RTO)" })).toBeVisible();
    await shoot(page, "delivery-seller-parcel");

    const link = `https://www.delhivery.com/track/package/${awb}`;
    await signOut(page);
    await loginPage(page, shopper);
    await page.goto(`/profile/orders/${order.id}`);
    await expect(page.getByTestId("parcel")).toContainText(awb);
    await expect(page.getByRole("link", { name: "Track your parcel" })).toHaveAttribute("href", link);
    await expect(page.getByTestId("order-delivery")).toHaveText("₹49");
    await shoot(page, "delivery-order-page");

    expect(await mailText(email, `Your order ${order.number}: 1 item shipped`)).toContain(`Track it: ${link}`);
  });
});
