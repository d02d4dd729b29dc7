// Issue 29, point 14: the demo shoes give their sizes as UK sizes and carry a size chart.
// (Which pattern and colour each demo photo has is lib/seed/art.test.ts's job.)
import { expect, test } from "@playwright/test";
import { forEachScreen, listingFilters, press, shoot } from "./helpers/devices";
import { products } from "./helpers/shop";

forEachScreen((screen) => {
  test("demo shoes say UK sizes and have a size chart with the foot length", async ({ page, request }) => {
    const shoes = await products(request, "category=shoes&limit=100");
    const demo = shoes.filter((p) => p.adminId === shoes.at(-1)!.adminId);
    expect(demo.length).toBeGreaterThanOrEqual(16);
    for (const shoe of demo) {
      expect(
        shoe.size.every((size) => /^UK \d+$/.test(size)),
        `${shoe.title}: ${shoe.size.join(", ")}`,
      ).toBe(true);
      expect(shoe.sizeChart?.columns).toContain("Foot length");
    }
    const shoe = demo.find((p) => p.inStock)!;
    await page.goto(`/product/${shoe.id}`);
    await expect(page.getByRole("group", { name: "Size" })).toContainText(shoe.size[0]);
    await press(page, page.getByRole("button", { name: "Size chart" }), screen);
    const dialog = page.getByRole("dialog", { name: "Size chart" });
    await expect(dialog.getByRole("columnheader", { name: "Foot length (cm)" })).toBeVisible();
    await expect(dialog.getByRole("rowheader", { name: shoe.size[0] })).toBeVisible();
    await shoot(page, "demo-shoe-size-chart", { fullPage: false });
  });

  test("a UK shoe size filters the shoes listing", async ({ page, request }) => {
    const expected = await products(request, `category=shoes&size=${encodeURIComponent("UK 8")}&limit=100`);
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/products/shoes");
    await press(page, (await listingFilters(page, screen)).getByRole("link", { name: "Size UK 8", exact: true }), screen);
    await expect(page).toHaveURL(/\/products\/shoes\?size=UK(\+|%20)8$/);
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(Math.min(expected.length, 24));
  });
});
