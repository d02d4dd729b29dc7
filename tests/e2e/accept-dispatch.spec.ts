// Issue 47, point 8: the seller accepts an item on the order's page and the "Dispatch a parcel"
// form appears at once, without a reload, right under the items where the seller is looking.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount } from "./seller-helpers";

forEachScreen((screen) => {
  test("Accept shows the new state and the dispatch form under the items at once", async ({ page, request }) => {
    const seller = await newAccount(request, "accept-seller", true);
    const product = await apiAddProduct(request, seller, `Accept kurta ${screen.width}`, ["M"]);
    const shopper = await newAccount(request, "accept-buyer", false);
    const placed = await apiPlaceOrder(request, shopper, [{ productId: product._id, size: "M" }]);

    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${placed.number}`);
    const dispatch = page.getByRole("form", { name: "Dispatch a parcel" });
    await expect(dispatch).toHaveCount(0);
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await press(page, page.getByRole("button", { name: "Accept" }), screen);
    await expect(page.getByText("Accepted", { exact: true }).first()).toBeVisible();
    await expect(dispatch).toBeVisible();
    expect(loads, "no page load").toEqual([]);
    await dispatch.scrollIntoViewIfNeeded();
    // Right under the items: the first thing after the order's table, before the address and money.
    const formTop = (await dispatch.boundingBox())!.y;
    const addressTop = (await page.getByRole("heading", { name: "Deliver to" }).boundingBox())!.y;
    expect(formTop).toBeLessThan(addressTop);
    await shoot(page, "accept-then-dispatch", { fullPage: false });
  });
});
