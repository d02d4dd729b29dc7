// Issue 15: a seller adds several photos at once, puts them in order, removes one, chooses
// the first and gives the product a size chart; screenshots at 1280 and 375 px
// under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { loginAsSeller, newAccount, pngFixture, uniqueName } from "./seller-helpers";

/** The public ids of the photos as the form shows them, in order (each tile's picture is the stored image). */
async function tileIds(page: Page): Promise<string[]> {
  const srcs = await page
    .getByRole("list", { name: "Photos in order" })
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  return srcs.map((src) => /\/uploads\/([^./?]+)/.exec(src)?.[1] ?? src);
}

test("several photos at once, reordered, one removed, a chosen first, and a size chart", async ({ page, request }) => {
  const seller = await newAccount(request, "photo-seller", true);
  await loginAsSeller(page, seller.username);
  await page.goto("/add-item");
  const title = uniqueName("Four Photo Kurta");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Price (₹)", { exact: true }).fill("1499");
  await page.getByLabel("Sizes").fill("S, M");
  const stock = page.getByRole("group", { name: "Stock" });
  await stock.getByLabel("S", { exact: true }).fill("4");
  await stock.getByLabel("M", { exact: true }).fill("2");
  const files = await Promise.all(
    (
      [
        [200, 30, 30],
        [30, 160, 60],
        [30, 60, 200],
        [220, 180, 20],
      ] as [number, number, number][]
    ).map(async (rgb, i) => ({ name: `photo-${i + 1}.png`, mimeType: "image/png", buffer: await pngFixture(rgb) })),
  );
  await page.getByLabel("Photos", { exact: true }).setInputFiles(files);
  const tiles = page.getByRole("list", { name: "Photos in order" }).getByRole("listitem");
  await expect(tiles).toHaveCount(4);
  const [a, b, c, d] = await tileIds(page);

  await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
  expect(await tileIds(page)).toEqual([a, c, b, d]);
  await page.getByRole("button", { name: "Move photo 1 later" }).click();
  expect(await tileIds(page)).toEqual([c, a, b, d]);
  await page.getByRole("button", { name: "Make photo 4 the first" }).click();
  expect(await tileIds(page)).toEqual([d, c, a, b]);
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  expect(await tileIds(page)).toEqual([d, c, b]);
  await expect(page.getByRole("img", { name: "Photo 1 (first)" })).toBeVisible();

  await page.getByLabel("This product has a size chart").check();
  await page.getByLabel("Measurements (comma-separated)").fill("Chest, Length");
  await page.getByLabel("Chest of size S (cm)").fill("96");
  await page.getByLabel("Length of size S (cm)").fill("70");
  await page.getByLabel("Chest of size M (cm)").fill("101");
  await page.getByLabel("Length of size M (cm)").fill("71.5");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `add-item at ${width} px spills sideways`).toBeLessThanOrEqual(0);
    await saveScreen(page, `seller-photos-${width}`);
  }
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item Added Successfully." })).toBeVisible();

  const mine = (await (await request.get(`/api/product/myproducts/${seller.id}`, { headers: { token: seller.token } })).json()) as {
    _id: string;
    title: string;
    image: string;
    images: string[];
    sizeChart: unknown;
  }[];
  const saved = mine.find((p) => p.title === title)!;
  expect(saved.images).toEqual([d, c, b]);
  expect(saved.image).toBe(d);
  expect(saved.sizeChart).toEqual({
    unit: "cm",
    columns: ["Chest", "Length"],
    rows: [
      { size: "S", values: [96, 70] },
      { size: "M", values: [101, 71.5] },
    ],
  });

  // The edit page shows them in that order; a new first photo and a removed one are saved.
  await page.goto(`/${saved._id}`);
  expect(await tileIds(page)).toEqual([d, c, b]);
  await page.getByRole("button", { name: "Make photo 3 the first" }).click();
  await page.getByRole("button", { name: "Remove photo 3" }).click();
  await page.getByLabel("This product has a size chart").uncheck();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated.")).toBeVisible();
  const after = (await (await request.get(`/api/product/${saved._id}`)).json()) as { images: string[]; sizeChart: unknown };
  expect(after.images).toEqual([b, d]);
  expect(after.sizeChart).toBeNull();
});
