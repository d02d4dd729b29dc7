// What people see of an order's money (issue 39): checkout's "To pay" includes the chosen way
// to pay's fee before the order is confirmed, and the seller's order page shows the cash the
// courier collects, rounded to the rupee as the shopper pays it. Screens at 1280 and 375 px go
// to $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { fillCheckoutAddress } from "./helpers/checkout";
import { shoot } from "./helpers/shots";
import { addLine, loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, loginThroughPage, newAccount } from "./seller-helpers";

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The shop's cash-on-delivery fee in paise, as it is (other tests share the demo shop: this one changes nothing of it). */
async function codFeePaise(): Promise<number> {
  const shop = (await (await fetch(`${base()}/api/shop`)).json()) as { payments?: { cod?: { fee?: number } }; cod?: { fee?: number } };
  return Math.round(((shop.payments?.cod ?? shop.cod)?.fee ?? 0) * 100);
}

const rupees = (paise: number, exact = true) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: exact ? 2 : 0, maximumFractionDigits: exact ? 2 : 0 })}`;

for (const width of [1280, 375]) {
  test(`checkout's To pay includes the COD fee; the seller sees the cash to collect in whole rupees (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const fee = await codFeePaise();
    const due = 88102 + fee;
    const roundOff = due % 100 === 0 ? 0 : due % 100 >= 50 ? 100 - (due % 100) : -(due % 100);
    const seller = await newAccount(request, "cash-seller", true);
    const product = await apiAddProduct(request, seller, `Block-print kurta ${width}`, ["FREE"]);
    const shopper = await newShopper(request);
    await addLine(request, shopper, product._id, "FREE");
    await loginPage(page, shopper);

    // ₹899 less 2% is ₹881.02; cash on delivery adds the shop's fee before confirming.
    await fillCheckoutAddress(page);
    await page.getByRole("radio", { name: /^Cash on delivery/ }).check();
    await expect(page.getByTestId("checkout-to-pay")).toHaveText(rupees(due));
    await shoot(page, "ledger", "checkout-cod-fee");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page).not.toHaveURL(/\/address$/);
    const orders = await request.get(`${base()}/api/order/${shopper.id}`, { headers: { token: shopper.token } });
    const [order] = (await orders.json()) as { number: string }[];

    const sellerContext = await browser.newContext({ viewport: page.viewportSize()! });
    const sellerPage = await sellerContext.newPage();
    await loginThroughPage(sellerPage, seller.username);
    await sellerPage.goto(`/orders/${order.number}`);
    await expect(sellerPage.getByText(rupees(due), { exact: true }).first()).toBeVisible();
    await expect(sellerPage.getByText(rupees(due + roundOff, false), { exact: true })).toBeVisible();
    await shoot(sellerPage, "ledger", "seller-cash-to-collect");
    await sellerContext.close();
  });
}
