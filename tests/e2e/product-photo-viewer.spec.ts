// Issue 29, point 3: the product photo uses the room a laptop has, keeps its shape (a
// portrait photo is not cropped square), and opens in a full-screen view where a tap (or a
// click) zooms in and two fingers pinch.
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { products, type ProductJson } from "./helpers/shop";
import { newAccount, uniqueName } from "./seller-helpers";

/** A demo product with four photos. */
async function fourPhotos(request: Parameters<typeof products>[0]): Promise<ProductJson> {
  const found = (await products(request)).find((p) => p.images.length === 4);
  if (!found) throw new Error("the seed has no product with four photos");
  return found;
}

/** A portrait photo, twice as tall as wide, with a stripe at the very top and bottom that cropping would cut off. */
async function portraitDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 600, channels: 3, background: { r: 240, g: 230, b: 210 } } })
    .composite([
      { input: { create: { width: 300, height: 40, channels: 3, background: { r: 20, g: 60, b: 160 } } }, top: 0, left: 0 },
      { input: { create: { width: 300, height: 40, channels: 3, background: { r: 20, g: 60, b: 160 } } }, top: 560, left: 0 },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** The shape the photo is drawn in: the img's box, narrowed to its picture when object-fit keeps the picture whole. */
function drawnRatio(img: Locator): Promise<{ drawn: number; natural: number }> {
  return img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const natural = element.naturalWidth / element.naturalHeight;
    const fit = getComputedStyle(element).objectFit;
    const boxRatio = box.width / box.height;
    const drawn = fit === "contain" || fit === "scale-down" ? natural : boxRatio;
    return { drawn, natural };
  });
}

const viewer = (page: Page, title: string) => page.getByRole("dialog", { name: `Photos of ${title}` });

forEachScreen((screen) => {
  test("the photo is large on a laptop and fills the phone's width", async ({ page, request }) => {
    const product = await fourPhotos(request);
    await page.goto(`/product/${product.id}`);
    const photo = page.getByRole("img", { name: product.title, exact: true });
    await expect(photo).toBeVisible();
    const box = (await photo.boundingBox())!;
    if (screen.phone) expect(box.width).toBeGreaterThanOrEqual(335);
    else expect(box.width).toBeGreaterThanOrEqual(440);
  });

  test("a portrait photo keeps its shape on the page and in the full-screen view", async ({ page, request }) => {
    const seller = await newAccount(request, "portrait-seller", true);
    const title = uniqueName("Anarkali Kurta");
    const created = await request.post(`/api/product/add/${seller.id}`, {
      headers: { token: seller.token },
      data: {
        title,
        description: "A long flared kurta.",
        price: 2499,
        size: ["M"],
        color: "Blue",
        category: ["women"],
        previewSource: await portraitDataUrl(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    await page.goto(`/product/${id}`);
    const photo = page.getByRole("img", { name: title, exact: true });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const onPage = await drawnRatio(photo);
    expect(onPage.drawn).toBeCloseTo(onPage.natural, 1);
    await shoot(page, "product-portrait");

    await press(page, page.getByRole("button", { name: "View full screen" }), screen);
    const dialog = viewer(page, title);
    await expect(dialog).toBeVisible();
    const big = dialog.getByRole("img", { name: title, exact: true });
    await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const inViewer = await drawnRatio(big);
    expect(inViewer.drawn).toBeCloseTo(inViewer.natural, 1);
  });

  test("the full-screen view fills the screen, moves between photos, zooms on a tap, and closes", async ({ page, request }) => {
    const product = await fourPhotos(request);
    await page.goto(`/product/${product.id}`);
    const open = page.getByRole("button", { name: "View full screen" });
    await press(page, open, screen);
    const dialog = viewer(page, product.title);
    await expect(dialog).toBeVisible();
    const size = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(size.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(size.height - 1);
    await expect(dialog.getByText("1 / 4")).toBeVisible();
    await press(page, dialog.getByRole("button", { name: "Next photo" }), screen);
    await expect(dialog.getByText("2 / 4")).toBeVisible();
    await press(page, dialog.getByRole("button", { name: "Previous photo" }), screen);
    await expect(dialog.getByText("1 / 4")).toBeVisible();

    const photo = dialog.getByRole("img", { name: product.title, exact: true });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = (await photo.boundingBox())!;
    await press(page, photo, screen);
    await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(before.width * 1.8);
    await shoot(page, "product-viewer-zoomed", { fullPage: false });
    await press(page, photo, screen);
    await expect.poll(async () => Math.round((await photo.boundingBox())!.width)).toBe(Math.round(before.width));
    await shoot(page, "product-viewer", { fullPage: false });

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });
});

test.describe("pinch", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("two fingers moving apart zoom the photo in the full-screen view", async ({ page, request }) => {
    const product = await fourPhotos(request);
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "View full screen" }).tap();
    const photo = viewer(page, product.title).getByRole("img", { name: product.title, exact: true });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = (await photo.boundingBox())!;
    const cx = before.x + before.width / 2;
    const cy = before.y + before.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const fingers = (gap: number) => [
      { x: cx - gap, y: cy, id: 1 },
      { x: cx + gap, y: cy, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(30) });
    for (let gap = 40; gap <= 120; gap += 10) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(gap) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
    await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(before.width * 2);
  });
});
