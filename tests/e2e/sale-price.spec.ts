// A sale price (issue 43, §3): a listing card and the product page show the selling price, the
// MRP struck through and the percentage off. Screens at 1280 and 375 px go to $SHOTS_DIR when set.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { shoot } from "./helpers/shots";
import { newAccount, pngDataUrl } from "./seller-helpers";

for (const width of [1280, 375]) {
  test(`a card and the product page show the sale price, the MRP struck and the percentage off (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const seller = await newAccount(request, "sale-seller", true);
    const tag = `sale${crypto.randomBytes(4).toString("hex")}`;
    const title = `Festive silk kurta ${width}`;
    const made = await request.post(`/api/product/add/${seller.id}`, {
      headers: { token: seller.token },
      data: {
        title,
        description: "Hand-woven silk, festive colours.",
        price: 1999,
        salePrice: 799,
        saleEndsAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        size: ["M", "L"],
        color: tag,
        category: ["kurtas", "men"],
        previewSource: await pngDataUrl([160, 40, 60]),
      },
    });
    expect(made.status(), await made.text()).toBe(201);

    await page.goto(`/products/kurtas?color=${tag}`);
    const card = page.locator(".product-card").filter({ hasText: title });
    await expect(card.getByTestId("selling-price")).toHaveText("₹799");
    await expect(card.locator("s")).toHaveText("MRP ₹1,999");
    await expect(card).toContainText("60% off");
    // Struck through, and read as the MRP.
    expect(await card.locator("s").evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain("line-through");
    await shoot(page, "sale-price", "card");

    await card.click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const price = page
      .locator("main p")
      .filter({ has: page.getByTestId("selling-price") })
      .first();
    await expect(price.getByTestId("selling-price")).toHaveText("₹799");
    await expect(price.locator("s")).toHaveText("MRP ₹1,999");
    await expect(price).toContainText("60% off");
    await expect(price).toContainText("(incl. of all taxes)");
    await shoot(page, "sale-price", "product");
  });
}
