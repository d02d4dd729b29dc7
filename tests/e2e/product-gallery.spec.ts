// Issue 15: a product's photos in a gallery (mouse, keyboard, swipe) and its size chart in
// a dialog; screenshots at 1280 and 375 px under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { products, type ProductJson } from "./helpers/shop";
import { apiAddProduct, newAccount, uniqueName } from "./seller-helpers";

/** A demo product with four photos and a size chart. */
async function galleryProduct(request: Parameters<typeof products>[0]): Promise<ProductJson> {
  const found = (await products(request)).find((p) => p.images.length === 4 && p.sizeChart);
  if (!found) throw new Error("the seed has no product with four photos and a size chart");
  return found;
}

const gallery = (page: Page, title: string) => page.getByRole("region", { name: `Photos of ${title}` });
const shown = (page: Page) => page.locator("[aria-live='polite']").filter({ hasText: /^Photo \d of \d$/ });

test("the gallery shows every photo, the first eagerly, and moves by mouse and keyboard", async ({ page, request }) => {
  const product = await galleryProduct(request);
  await page.goto(`/product/${product.id}`);
  const photos = gallery(page, product.title);
  const slides = photos.getByRole("group");
  await expect(slides).toHaveCount(4);
  const first = slides.first().getByRole("img");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).not.toHaveAttribute("loading", "lazy");
  await expect(slides.nth(1).getByRole("img")).toHaveAttribute("loading", "lazy");
  // A square frame of 512 px at 1280 px (issue 29: the photo uses the room a laptop has).
  await expect(first).toHaveAttribute("width", "512");
  const box = await first.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([512, 512]);
  await expect(shown(page)).toHaveText("Photo 1 of 4");
  // A disabled arrow is hidden as well.
  await expect(photos.getByRole("button", { name: "Previous photo", includeHidden: true })).toBeDisabled();

  // Mouse: the arrows and the thumbnails.
  await photos.getByRole("button", { name: "Next photo" }).click();
  await expect(shown(page)).toHaveText("Photo 2 of 4");
  await photos.getByRole("button", { name: "Show photo 4 of 4" }).click();
  await expect(shown(page)).toHaveText("Photo 4 of 4");
  await expect(photos.getByRole("button", { name: "Show photo 4 of 4" })).toHaveAttribute("aria-current", "true");
  await expect(photos.getByRole("button", { name: "Next photo", includeHidden: true })).toBeDisabled();
  await expect(slides.nth(3).getByRole("img")).toBeInViewport();
  await expect
    .poll(() =>
      slides
        .nth(3)
        .getByRole("img")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

  // Keyboard: arrow keys where the photos have focus.
  await photos.getByLabel(/use the arrow keys/).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(shown(page)).toHaveText("Photo 3 of 4");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(shown(page)).toHaveText("Photo 1 of 4");
  await page.keyboard.press("ArrowRight");
  await expect(shown(page)).toHaveText("Photo 2 of 4");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreen(page, `shop-product-gallery-${width}`);
  }
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test("a swipe moves to the next photo and back", async ({ page, request }) => {
    const product = await galleryProduct(request);
    await page.goto(`/product/${product.id}`);
    const viewport = gallery(page, product.title).getByLabel(/use the arrow keys/);
    // Embla arrives after the first paint: the arrows are enabled once it is there.
    await expect(gallery(page, product.title).getByRole("button", { name: "Next photo" })).toBeEnabled();
    // A finger's swipe as the browser reports it to the page: touch events, one move a frame.
    const swipe = (fromX: number, toX: number) =>
      viewport.evaluate(
        async (element, [startX, endX]) => {
          const box = element.getBoundingClientRect();
          const fire = (type: string, x: number) => {
            const touch = new Touch({ identifier: 1, target: element, clientX: box.left + x, clientY: box.top + box.height / 2 });
            element.dispatchEvent(
              new TouchEvent(type, { bubbles: true, cancelable: true, touches: type === "touchend" ? [] : [touch], changedTouches: [touch] }),
            );
          };
          fire("touchstart", startX);
          for (let step = 1; step <= 8; step += 1) {
            await new Promise((resolve) => setTimeout(resolve, 16));
            fire("touchmove", startX + ((endX - startX) * step) / 8);
          }
          fire("touchend", endX);
        },
        [fromX, toX] as const,
      );
    await swipe(270, 30);
    await expect(shown(page)).toHaveText("Photo 2 of 4");
    await swipe(30, 270);
    await expect(shown(page)).toHaveText("Photo 1 of 4");
  });
});

test("the Size chart link opens the chart as an accessible table in a dialog", async ({ page, request }) => {
  const product = await galleryProduct(request);
  const chart = product.sizeChart!;
  await page.goto(`/product/${product.id}`);
  const link = page.getByRole("button", { name: "Size chart" });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Size chart" });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Size", ...chart.columns.map((c) => `${c} (${chart.unit})`)]);
  await expect(table.getByRole("rowheader")).toHaveText(chart.rows.map((r) => r.size));
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow.getByRole("cell")).toHaveText(chart.rows[0].values.map(String));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await saveScreen(page, `shop-size-chart-${width}`, { fullPage: false });
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await link.click();
  await page.getByRole("dialog", { name: "Size chart" }).getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a product with one photo and no chart shows the photo alone, without a carousel or a Size chart link", async ({ page, request }) => {
  const seller = await newAccount(request, "gallery-seller", true);
  const single = await apiAddProduct(request, seller, uniqueName("Plain Tee"));
  await page.goto(`/product/${single._id}`);
  await expect(page.getByRole("img", { name: single.title, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: `Photos of ${single.title}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Size chart" })).toHaveCount(0);
});
