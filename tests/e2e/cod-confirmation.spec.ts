// Cash on delivery confirmed before dispatch (issue 41 §2) on the demo shop, which asks every COD
// order to be confirmed within 24 hours: the seller's console shows the order waiting, with its
// deadline, and cannot accept it; the shopper confirms with one button on the order's page; then
// the seller can. Screens at 1280 and 375 px under $SHOTS_DIR (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { shoot } from "./helpers/shots";
import { loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount } from "./seller-helpers";

const sellerRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

for (const width of [1280, 375]) {
  test(`a COD order waits for its shopper's confirmation before the seller may accept it (${width} px)`, async ({ page, browser, request }) => {
    const viewport = { width, height: width > 600 ? 900 : 800 };
    await page.setViewportSize(viewport);
    const seller = await newAccount(request, "cod-seller", true);
    const title = `Handloom saree ${width}`;
    const saree = await apiAddProduct(request, seller, title, ["M"]);
    const shopper = await newShopper(request);
    const placed = await apiPlaceOrder(request, shopper, [{ productId: saree._id, size: "M" }], { confirm: false });

    // The console: among the orders to confirm, with why Accept is off and until when.
    const sellerContext = await browser.newContext({ viewport });
    const sellerPage = await sellerContext.newPage();
    await loginAsSeller(sellerPage, seller.username);
    await sellerPage.goto("/orders/list?status=unconfirmed");
    await expect(sellerPage.getByRole("link", { name: "To confirm" })).toHaveAttribute("aria-current", "page");
    const order = sellerPage.getByRole("rowgroup", { name: `Order ${placed.number}` });
    await expect(order.getByTestId("cod-pending")).toContainText("Awaiting the shopper's confirmation of cash on delivery, until ");
    await expect(sellerRow(sellerPage, title).getByRole("button", { name: "Accept" })).toBeDisabled();
    await shoot(sellerPage, "cod", "console-pending");

    // The shopper confirms on the order's page.
    await loginPage(page, shopper);
    await page.goto(`/profile/orders/${placed.id}`);
    const ask = page.getByTestId("cod-confirm");
    await expect(ask).toContainText("Please confirm that you still want this cash-on-delivery order, by ");
    await expect(ask.getByRole("button", { name: "Cancel it" })).toBeVisible();
    await shoot(page, "cod", "order-page");
    await ask.getByRole("button", { name: "Confirm order" }).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Cash on delivery confirmed by you");
    await expect(page.getByTestId("cod-confirm")).toHaveCount(0);
    await shoot(page, "cod", "order-confirmed");

    // Confirmed: no longer among those to confirm, and the seller accepts it.
    await sellerPage.reload();
    await expect(sellerPage.getByText("No order of yours waits for its shopper's confirmation.")).toBeVisible();
    await sellerPage.goto("/orders/list");
    await expect(sellerPage.getByRole("rowgroup", { name: `Order ${placed.number}` }).getByTestId("cod-pending")).toHaveCount(0);
    await sellerRow(sellerPage, title).getByRole("button", { name: "Accept" }).click();
    await expect(sellerRow(sellerPage, title).getByText("Accepted", { exact: true })).toBeVisible();
    await sellerContext.close();
  });
}
