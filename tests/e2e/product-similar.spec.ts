// Issue 47, point 5: a product page offers "Similar products" (same categories, near in price),
// fetched as the shopper scrolls near them (issue 42: they are not part of the cached page).
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { products } from "./helpers/shop";

forEachScreen((screen) => {
  test("similar products of the same kind, each opening its page", async ({ page, request }) => {
    const shirt = (await products(request, "category=shirts&limit=100")).find((p) => p.category.includes("men"))!;
    await page.goto(`/product/${shirt.id}`);
    const similar = page.getByRole("region", { name: "Similar products" });
    const cards = similar.getByRole("listitem");
    await similar.scrollIntoViewIfNeeded();
    await expect(cards.first()).toBeVisible();
    const titles = await cards.getByRole("heading").allTextContents();
    expect(titles).not.toContain(shirt.title);
    const menShirts = (await products(request, "category=shirts&limit=100")).filter((p) => p.category.includes("men")).map((p) => p.title);
    for (const title of titles) expect(menShirts).toContain(title);
    await shoot(page, "product-similar", { fullPage: false });
    await press(page, cards.first().getByRole("link"), screen);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]);
  });
});
