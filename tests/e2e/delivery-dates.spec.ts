// Issue 41: the product page's "Check delivery" PIN box (remembered in the browser, or the
// logged-in shopper's default address), the date in the cart and at checkout for the chosen
// address, and the date promised on the order's page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { deliveryDateText } from "../../lib/shared/delivery-estimate.ts";
import { forEachScreen, shoot } from "./helpers/devices";
import { addLine, loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, newAccount, uniqueName } from "./seller-helpers";

/** What the product page should say for `pin`, from the same estimate call the page asks. */
async function promised(request: APIRequestContext, pin: string): Promise<string> {
  const answer = await request.get(`/api/delivery/estimate?pin=${pin}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { by } = (await answer.json()) as { by: string };
  return `Delivery by ${deliveryDateText(by)}`;
}

forEachScreen(() => {
  test("the PIN box on a product page answers the date, remembers the PIN and starts from a shopper's default address", async ({ page, request }) => {
    const seller = await newAccount(request, "pin-seller", true);
    const product = await apiAddProduct(request, seller, uniqueName("Dupatta"), ["FREE"]);
    await page.goto(`/product/${product._id}`);
    const box = page.getByRole("form", { name: "Check delivery" });
    await box.getByLabel("Deliver to PIN code").fill("5600");
    await box.getByRole("button", { name: "Check delivery" }).click();
    await expect(box.getByText("Enter a 6-digit PIN code.")).toBeVisible();
    await box.getByLabel("Deliver to PIN code").fill("110001");
    await box.getByRole("button", { name: "Check delivery" }).click();
    await expect(box.getByTestId("delivery-promise")).toHaveText(`${await promised(request, "110001")} · Cash on delivery available`);
    await shoot(page, "delivery-pin-box");

    // Remembered in this browser: another product's page starts with it.
    await page.reload();
    await expect(box.getByLabel("Deliver to PIN code")).toHaveValue("110001");
    await expect(box.getByTestId("delivery-promise")).toContainText(await promised(request, "110001"));

    // A shopper with a default address, in a browser that remembers no PIN: theirs.
    const shopper = await newShopper(request);
    const saved = await request.post(`/api/address/${shopper.id}`, {
      headers: { token: shopper.token },
      data: { name: "Asha Rao", mobile: "9876543210", address: "5 Park Street", pin: "700016" },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await page.evaluate(() => localStorage.removeItem("deliveryPin"));
    await loginPage(page, shopper);
    await page.goto(`/product/${product._id}`);
    await expect(box.getByLabel("Deliver to PIN code")).toHaveValue("700016");
    await expect(box.getByTestId("delivery-promise")).toContainText(await promised(request, "700016"));
  });

  test("the cart and the checkout say the date for the chosen address, and the order's page the date promised", async ({ page, request }) => {
    const seller = await newAccount(request, "date-seller", true);
    const product = await apiAddProduct(request, seller, uniqueName("Kurta"), ["M"]);
    const shopper = await newShopper(request);
    await addLine(request, shopper, product._id, "M");
    const saved = await request.post(`/api/address/${shopper.id}`, {
      headers: { token: shopper.token },
      data: { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    await loginPage(page, shopper);

    await page.goto("/cart");
    await expect(page.getByTestId("delivery-promise")).toContainText(await promised(request, "560001"));
    await page.goto("/address");
    await expect(page.getByTestId("delivery-promise")).toHaveText(`${await promised(request, "560001")} · Cash on delivery available`);
    // A new address: the date for its PIN once the PIN is complete.
    await page.getByLabel("A new address").check();
    await page.getByLabel("Pincode").fill("781001");
    await expect(page.getByTestId("delivery-promise")).toContainText(await promised(request, "781001"));
    await shoot(page, "delivery-checkout-date");

    await page.getByLabel("Asha Rao").check();
    const expected = await promised(request, "560001");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await page.getByRole("link", { name: "View your order" }).click();
    await expect(page.getByTestId("order-delivery-by")).toContainText(expected);
    await shoot(page, "delivery-order-date");
  });
});
