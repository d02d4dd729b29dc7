// Issue 47, point 5: a product page offers "Similar products" (same categories, near in
// price), and on a phone the sticky Add to cart / Buy Now bar covers none of the size buttons
// on the first screen.
import { expect, test } from "@playwright/test";
import { forEachScreen, overlaps, press, shoot } from "./helpers/devices";
import { products } from "./helpers/shop";

forEachScreen((screen) => {
  test("similar products of the same kind, each opening its page", async ({ page, request }) => {
    const shirt = (await products(request, "category=shirts&limit=100")).find((p) => p.category.includes("men"))!;
    await page.goto(`/product/${shirt.id}`);
    const similar = page.getByRole("region", { name: "Similar products" });
    const cards = similar.getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const titles = await cards.getByRole("heading").allTextContents();
    expect(titles).not.toContain(shirt.title);
    const menShirts = (await products(request, "category=shirts&limit=100")).filter((p) => p.category.includes("men")).map((p) => p.title);
    for (const title of titles) expect(menShirts).toContain(title);
    await similar.scrollIntoViewIfNeeded();
    await shoot(page, "product-similar", { fullPage: false });
    await press(page, cards.first().getByRole("link"), screen);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]);
  });

  test("the buy bar covers no size button on the first screen", async ({ page, request }) => {
    for (const product of (await products(request, "limit=100")).filter((p) => p.size.length > 0).slice(0, 6)) {
      await page.goto(`/product/${product.id}`);
      const bar = (await page.getByRole("button", { name: "Add to cart" }).boundingBox())!;
      for (const option of await page.getByRole("group", { name: "Size" }).locator("label").all()) {
        const box = (await option.boundingBox())!;
        if (box.y > page.viewportSize()!.height) continue;
        expect(overlaps(box, bar), `${product.title}: size ${await option.textContent()} under the buy bar`).toBe(false);
      }
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "product-first-screen", { fullPage: false });
  });
});
