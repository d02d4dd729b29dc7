// Issue 29, point 7: a shopper cancels one item of an order of three from the order page
// (the API took `lineIds` already); Back after placing an order does not show the filled
// checkout again.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { addLine, loginPage, newShopper, type Shopper } from "./helpers/shop";
import { apiAddProduct, newAccount, uniqueName } from "./seller-helpers";

async function orderOfThree(request: APIRequestContext, shopper: Shopper): Promise<{ orderId: string; titles: string[] }> {
  const seller = await newAccount(request, "cancel-seller", true);
  const titles = [uniqueName("Kurta"), uniqueName("Dupatta"), uniqueName("Juttis")];
  for (const title of titles) {
    const product = await apiAddProduct(request, seller, title, ["M"]);
    await addLine(request, shopper, product._id, "M");
  }
  const response = await request.post(`/api/order/add/${shopper.id}`, {
    headers: { token: shopper.token },
    data: { address: { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { orderId: ((await response.json()) as { id: string }).id, titles };
}

forEachScreen((screen) => {
  test("one item of three is cancelled alone", async ({ page, request }) => {
    const shopper = await newShopper(request);
    const { orderId, titles } = await orderOfThree(request, shopper);
    await loginPage(page, shopper);
    await page.goto(`/profile/orders/${orderId}`);
    const line = (title: string) => page.locator("li").filter({ hasText: title });
    for (const title of titles) await expect(line(title).getByRole("button", { name: `Cancel item ${title}` })).toBeVisible();
    await shoot(page, "order-cancel-item");

    await press(page, line(titles[1]).getByRole("button", { name: `Cancel item ${titles[1]}` }), screen);
    const dialog = page.getByRole("dialog", { name: "Cancel this item?" });
    await expect(dialog).toContainText(titles[1]);
    await press(page, dialog.getByRole("button", { name: "Cancel item" }), screen);
    await expect(dialog).toHaveCount(0);
    await expect(line(titles[1]).getByText("Cancelled by you", { exact: true })).toBeVisible();
    await expect(line(titles[1]).getByRole("button", { name: /^Cancel item/ })).toHaveCount(0);
    for (const title of [titles[0], titles[2]]) {
      await expect(line(title).getByText("Ordered", { exact: true })).toBeVisible();
      await expect(line(title).getByRole("button", { name: `Cancel item ${title}` })).toBeVisible();
    }
    const saved = (await (await request.get(`/api/order/view/${orderId}`, { headers: { token: shopper.token } })).json()) as {
      items: { status: string; productId: { title: string } }[];
    };
    expect(saved.items.map((item) => [item.productId.title, item.status])).toEqual([
      [titles[0], "Ordered"],
      [titles[1], "Cancelled"],
      [titles[2], "Ordered"],
    ]);
  });

  test("Back after placing an order does not show the filled checkout", async ({ page, request }) => {
    const shopper = await newShopper(request);
    const seller = await newAccount(request, "back-seller", true);
    const product = await apiAddProduct(request, seller, uniqueName("Kurti"), ["M"]);
    await addLine(request, shopper, product._id, "M");
    await loginPage(page, shopper);
    await page.goto("/cart");
    await press(page, page.getByRole("link", { name: "Place order" }), screen);
    await expect(page).toHaveURL(/\/address$/);
    await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Mobile No").fill("9876543210");
    await page.getByLabel("Address", { exact: true }).fill("12 MG Road, Bengaluru");
    await page.getByLabel("Pincode").fill("560001");
    await press(page, page.getByRole("button", { name: "Confirm Order" }), screen);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "your order has been placed" })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/address$/);
    await expect(page.getByRole("button", { name: "Confirm Order" })).toHaveCount(0);
    await expect(page.getByLabel("Pincode")).toHaveCount(0);
  });
});
