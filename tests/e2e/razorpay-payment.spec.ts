// Razorpay (issue 22): a shopper chooses "Card, UPI or netbanking (Razorpay)" at checkout; the
// order page loads Checkout's script (the stand-in's, tests/support/razorpay-standin.ts, which
// playwright.config.ts starts and gives the shop as RAZORPAY_CHECKOUT_URL) under the page's
// policy, opens it on the order's Razorpay order, and the "Pay" click captures the payment
// there; Checkout's signed answer goes to the shop, which shows the order paid, and refunds it
// through Razorpay when the shopper then cancels it. Screens at
// 1280 and 375 px go to $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { shoot } from "./helpers/shots";
import { fillCheckoutAddress, shopperWithOneLine } from "./helpers/checkout";
import { loginPage, newShopper } from "./helpers/shop";

for (const width of [1280, 375]) {
  test(`a shopper pays through Razorpay Checkout and sees the order paid (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await shopperWithOneLine(page, request, "rzp-seller", `Chanderi kurta ${width}`);

    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Ways to pay" })).toContainText("Card, UPI or netbanking (Razorpay): no fee");

    await fillCheckoutAddress(page);
    await page.getByRole("radio", { name: /Razorpay/ }).check();
    await page.getByRole("button", { name: "Confirm Order" }).click();

    // ₹899 less 2% is ₹881.02.
    await expect(page).toHaveURL(/\/profile\/orders\/[\w-]+$/);
    const policy = (await page.request.get(page.url())).headers()["content-security-policy"];
    expect(policy).toContain(`script-src 'self'`);
    expect(policy).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
    const pay = page.getByRole("region", { name: "Pay ₹881.02 online" });
    await expect(pay).toBeVisible();
    const button = pay.getByRole("button", { name: "Pay ₹881.02" });
    await expect(button).toBeEnabled();
    await shoot(page, "razorpay", "order-to-pay");
    await button.click();

    const checkout = page.getByRole("dialog", { name: "Razorpay Checkout (stand-in)" });
    await expect(checkout).toContainText("pay ₹881.02");
    await shoot(page, "razorpay", "checkout-open");
    await checkout.getByRole("button", { name: "Pay" }).click();

    await expect(page.getByText("Paid ₹881.02 by Card, UPI or netbanking (Razorpay).")).toBeVisible();
    await expect(pay).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Paid by you");
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(/₹881\.02 through Razorpay, payment pay_\w+/);
    await shoot(page, "razorpay", "order-paid");

    // Cancelled after paying: the shop refunds it through Razorpay at once.
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Paid ₹881.02 by Card, UPI or netbanking (Razorpay); ₹881.02 refunded.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(/₹881\.02 refunded through Razorpay, refund rfnd_\w+/);
    await shoot(page, "razorpay", "order-refunded");
    expect(refused).toEqual([]);
  });
}

test("no other page loads Checkout or lets its origin in", async ({ page, request }) => {
  const shopper = await newShopper(request);
  await loginPage(page, shopper);
  const cart = await page.request.get("/cart");
  expect(cart.headers()["content-security-policy"]).not.toMatch(/127\.0\.0\.1/);
  await page.goto("/cart");
  expect(await page.locator("script[src*='checkout.js']").count()).toBe(0);
});
