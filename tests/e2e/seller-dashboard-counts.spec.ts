// Issue 29, point 13: the dashboard's "Total Orders" counts orders, not their lines, and the
// low-stock list shows a product once, with its low sizes.
import { expect, test } from "@playwright/test";
import { forEachScreen, shoot } from "./helpers/devices";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount, uniqueName } from "./seller-helpers";

forEachScreen(() => {
  test("Total Orders counts orders; a product low in several sizes is one row", async ({ page, request }) => {
    const seller = await newAccount(request, "dash-seller", true);
    const low = await apiAddProduct(request, seller, uniqueName("Wedge Espadrilles"), ["UK 3", "UK 4", "UK 5", "UK 6"], {
      "UK 3": 0,
      "UK 4": 2,
      "UK 5": 3,
      "UK 6": 20,
    });
    const plenty = await apiAddProduct(request, seller, uniqueName("Linen Shirt"), ["M"], { M: 50 });
    const shopper = await newAccount(request, "dash-shopper", false);
    // Two orders, three lines between them.
    await apiPlaceOrder(request, shopper, [
      { productId: plenty._id, size: "M" },
      { productId: low._id, size: "UK 6" },
    ]);
    await apiPlaceOrder(request, shopper, [{ productId: plenty._id, size: "M", quantity: 2 }]);
    const lines = (await (await request.get(`/api/order/admin/${seller.id}`, { headers: { token: seller.token } })).json()) as { _id: string }[];
    expect(lines).toHaveLength(3);

    await loginAsSeller(page, seller.username);
    await page.goto("/dashboard");
    await expect(page.getByTestId("Total Orders")).toHaveText("2");
    const lowStock = page.getByTestId("low-stock").getByRole("listitem");
    const row = lowStock.filter({ hasText: low.title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Sold out: UK 3");
    await expect(row).toContainText("2 left: UK 4");
    await expect(row).toContainText("3 left: UK 5");
    await expect(row).not.toContainText("UK 6");
    await expect(lowStock.filter({ hasText: plenty.title })).toHaveCount(0);
    await shoot(page, "seller-dashboard-counts");
  });
});
