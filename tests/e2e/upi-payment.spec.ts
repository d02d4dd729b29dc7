// UPI without a gateway (issue 22): a shopper chooses UPI at checkout, sees the QR code (an app
// link on a phone), the amount and the time left, and enters the UPI reference; the owner
// confirms it on PAYMENTS; the shopper then sees the order paid. Screens at 1280 and 375 px
// go to $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { loginWithApi } from "./helpers/login";
import { DEMO_SELLER } from "./helpers/owner";
import { shoot } from "./helpers/shots";
import { fillCheckoutAddress, shopperWithOneLine } from "./helpers/checkout";

for (const width of [1280, 375]) {
  test(`a shopper pays by UPI, the owner confirms, the shopper sees it paid (${width} px)`, async ({ page, browser, request }) => {
    const phone = width < 600;
    await page.setViewportSize({ width, height: phone ? 800 : 900 });
    await shopperWithOneLine(page, request, "upi-seller", `Ikat dupatta ${width}`);

    // The cart tells the ways to pay and their cost before ordering.
    await page.goto("/cart");
    const ways = page.getByRole("list", { name: "Ways to pay" });
    await expect(ways).toContainText("UPI (any UPI app): no fee");
    await expect(ways).toContainText("Cash on delivery: no fee");

    await fillCheckoutAddress(page);
    await page.getByRole("radio", { name: /^UPI/ }).check();
    await shoot(page, "upi", "checkout");
    await page.getByRole("button", { name: "Confirm Order" }).click();

    // The order page asks for the payment: ₹899 less 2% is ₹881.02.
    await expect(page).toHaveURL(/\/profile\/orders\/[\w-]+$/);
    const pay = page.getByRole("region", { name: "Pay ₹881.02 by UPI" });
    await expect(pay).toBeVisible();
    await expect(pay.getByTestId("upi-time-left")).toContainText(/\((29|30):\d\d left\)/);
    const qr = pay.getByRole("img", { name: "UPI QR code to pay ₹881.02" });
    const appLink = pay.getByRole("link", { name: "Pay with UPI app" });
    if (phone) {
      await expect(appLink).toBeVisible();
      await expect(appLink).toHaveAttribute(
        "href",
        /^upi:\/\/pay\?pa=vastra\.demo@okaxis&pn=Vastra%20Demo%20Fashions&am=881\.02&cu=INR&tn=Order%20OD\d+&tr=OD\d+$/,
      );
      await expect(qr).toBeHidden();
    } else {
      await expect(qr).toBeVisible();
      // The browser drew the QR code the order's own call served.
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const served = await page.request.get((await qr.getAttribute("src"))!);
      expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/svg+xml; charset=utf-8"]);
      await expect(appLink).toBeHidden();
    }
    const number = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Order ", "").trim();
    await shoot(page, "upi", "order-to-pay");

    const utr = String(Date.now()).slice(-12).padStart(12, "4");
    await pay.getByLabel("UPI reference (UTR)").fill("12345");
    await pay.getByRole("button", { name: "I have paid" }).click();
    await expect(pay.getByText("the 12-digit UPI reference (UTR) your UPI app shows")).toBeVisible();
    await pay.getByLabel("UPI reference (UTR)").fill(utr);
    await pay.getByRole("button", { name: "I have paid" }).click();
    await expect(pay.getByRole("status")).toContainText(`Reference ${utr} received: the shop is checking it.`);
    await shoot(page, "upi", "reference-given");

    // The owner finds it among the payments to confirm, with the shopper's UTR filled in.
    const ownerContext = await browser.newContext({ viewport: page.viewportSize()! });
    const owner = await ownerContext.newPage();
    await loginWithApi(owner, DEMO_SELLER.username, DEMO_SELLER.password);
    await owner.goto("/payments");
    const row = owner.getByRole("listitem", { name: `Order ${number}` });
    await expect(row).toContainText(`UTR given: ${utr}`);
    // Given a UTR, the order no longer expires: it waits for the owner, who sees for how long.
    await expect(row).toContainText(/waiting for you/);
    await expect(row).toContainText("₹881.02");
    await expect(row.getByLabel("Reference in the bank statement")).toHaveValue(utr);
    await shoot(owner, "upi", "owner-payments");
    await row.getByRole("button", { name: "Confirm paid" }).click();
    await expect(row).toBeHidden();
    await ownerContext.close();

    // The shopper sees it paid: nothing more to pay, no QR code.
    await page.reload();
    await expect(page.getByRole("region", { name: /by UPI/ })).toHaveCount(0);
    await expect(page.getByText("UPI: Paid")).toBeVisible();
    await expect(page.getByText("Paid ₹881.02 by UPI.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Payment confirmed by the shop");
    await shoot(page, "upi", "order-paid");
  });
}
