// Every seller screen at desktop (1280 px) and phone (375 px) width: nothing spills out of
// the page sideways, the sidebar collapses on the phone, and a screenshot of each is kept
// under $SHOTS_DIR when it is set (helpers/shots.ts) for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount, type Account, type CreatedProduct } from "./seller-helpers";

let seller: Account;
let products: CreatedProduct[];

test.beforeAll(async ({ request }) => {
  seller = await newAccount(request, "screens-seller", true);
  products = [];
  for (const title of ["Handloom Cotton Saree with Temple Border", "Linen Shirt", "Chikankari Kurta"])
    products.push(await apiAddProduct(request, seller, title, ["S", "M", "L"]));
  const shopper = await newAccount(request, "screens-shopper", false);
  await apiPlaceOrder(request, shopper, [
    { productId: products[0]._id, size: "M", quantity: 2 },
    { productId: products[1]._id, size: "L" },
    { productId: products[2]._id, size: "S", quantity: 3 },
  ]);
  const lines = (await (await request.get(`/api/order/admin/${seller.id}`, { headers: { token: seller.token } })).json()) as { _id: string }[];
  const status = (id: string, value: string) => request.put(`/api/order/update/status/${id}`, { headers: { token: seller.token }, data: { status: value } });
  await status(lines[0]._id, "Accepted");
  await status(lines[1]._id, "Cancelled");
});

/**
 * Full-page shots, except with a dialog open: its overlay covers only the viewport, and the
 * page behind it (with its main landmark) is hidden from assistive technology.
 */
async function shoot(page: Page, name: string, width: number, dialogOpen = false) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px spills sideways`).toBeLessThanOrEqual(0);
  if (!dialogOpen) await expect(page.getByRole("main"), `${name} has one main landmark`).toHaveCount(1);
  await saveScreen(page, `seller-${name}-${width}`, { fullPage: !dialogOpen });
}

for (const width of [1280, 375]) {
  test(`seller screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    await loginAsSeller(page, seller.username);
    const screens: [string, string][] = [
      ["dashboard", "/dashboard"],
      ["add-item", "/add-item"],
      ["myproducts", "/myproducts"],
      ["orders", "/orders/list"],
      ["account", "/account"],
      ["product", `/${products[0]._id}`],
    ];
    for (const [name, url] of screens) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (name === "orders") {
        // Wide screens show every column of the table without scrolling it sideways.
        const hidden = await page.getByRole("table").evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
        if (width >= 1280) expect(hidden, "orders table needs a sideways scroll").toBeLessThanOrEqual(0);
      }
      await shoot(page, name, width);
    }

    const nav = page.getByRole("navigation", { name: "Seller" });
    if (width < 768) {
      await expect(nav).toBeHidden();
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(nav.getByRole("link", { name: "MY PRODUCTS" })).toBeVisible();
      await shoot(page, "menu-open", width);
      await nav.getByRole("link", { name: "MY PRODUCTS" }).click();
      await expect(page).toHaveURL(/\/myproducts$/);
      await expect(nav).toBeHidden();
    } else {
      await expect(nav).toBeVisible();
      await page.goto("/myproducts");
    }

    await page.getByRole("button", { name: `Update ${products[1].title}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shoot(page, "update-dialog", width, true);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Delete ${products[1].title}` }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await shoot(page, "delete-dialog", width, true);
    await page.keyboard.press("Escape");

    await page.goto("/no-such-page");
    await shoot(page, "not-found", width);
  });
}
