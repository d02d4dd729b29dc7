import { expect, test, type Page } from "@playwright/test";

const SLIDES = [
  { title: "Fresh Season Arrivals", caption: "SPRING-SUMMER '22" },
  { title: "Flash Deal", caption: "Premium Brands" },
  { title: "Styles in your budget", caption: "Starting at ₹399" },
];

const TILES: [string, string][] = [
  ["MEN SHIRTS", "/products/shirts"],
  ["MEN TROUSERS", "/products/trousers"],
  ["MEN FOOT WEAR", "/products/shoes"],
  ["WOMEN TOPS", "/products/tops"],
  ["WOMEN TROUSERS", "/products/trousers"],
  ["WOMEN FOOT WEAR", "/products/shoes"],
];

const carousel = (page: Page) => page.getByRole("region", { name: "Promotions" });
const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 3` });
/** The dot of the shown slide carries aria-current. */
async function shownSlide(page: Page): Promise<number> {
  const label = await carousel(page).locator("button[aria-current='true']").getAttribute("aria-label");
  return Number(label?.replace("Go to slide ", ""));
}

test.describe("landing carousel", () => {
  test("three slides with their captions, each with SHOP NOW to /products", async ({ page }) => {
    await page.goto("/");
    for (const [index, { title, caption }] of SLIDES.entries()) {
      const group = slide(page, index + 1);
      await expect(group).toHaveAttribute("aria-roledescription", "slide");
      await expect(group.getByRole("heading", { name: title, includeHidden: true })).toBeAttached();
      await expect(group.getByText(caption, { exact: true })).toBeAttached();
      await expect(group.locator("a", { hasText: "SHOP NOW" })).toHaveAttribute("href", "/products");
    }
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  test("auto-advances 1000 ms, 500 ms, then 5000 ms per slide and wraps around", async ({ page }) => {
    await page.goto("/");
    await page.mouse.move(0, 800);
    const changes: { slide: number; at: number }[] = [];
    const start = Date.now();
    let last = await shownSlide(page);
    expect(last).toBe(1);
    while (changes.length < 3 && Date.now() - start < 9000) {
      const now = await shownSlide(page);
      if (now !== last) {
        changes.push({ slide: now, at: Date.now() - start });
        last = now;
      }
      await page.waitForTimeout(50);
    }
    expect(changes.map((c) => c.slide)).toEqual([2, 3, 1]);
    const [toTwo, toThree, toOne] = changes.map((c) => c.at);
    // Slide 1 stays about 1000 ms, slide 2 about 500 ms, slide 3 about 5000 ms (plus the scroll itself).
    expect(toTwo).toBeGreaterThan(700);
    expect(toTwo).toBeLessThan(2200);
    expect(toThree - toTwo).toBeGreaterThan(300);
    expect(toThree - toTwo).toBeLessThan(1500);
    expect(toOne - toThree).toBeGreaterThan(4500);
    expect(toOne - toThree).toBeLessThan(6500);
  });

  test("pauses while hovered", async ({ page }) => {
    await page.goto("/");
    await carousel(page).hover();
    await page.waitForTimeout(2500);
    expect(await shownSlide(page)).toBe(1);
  });

  test("answers the arrow keys and wraps around", async ({ page }) => {
    await page.goto("/");
    await carousel(page).hover();
    await page.getByLabel("Promotions, use the arrow keys to change slides").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shownSlide(page)).toBe(3);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe(1);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
  });

  // Known defect, left open on issue 4: since the carousel change in f9d0a81 a synthetic
  // 60 px drag no longer moves the slide in headless Chromium. Fix the carousel, then drop fixme.
  test.fixme("a swipe changes the slide", async ({ page }) => {
    await page.goto("/");
    await carousel(page).hover();
    const box = (await page.getByLabel("Promotions, use the arrow keys to change slides").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => shownSlide(page)).toBe(2);
  });

  test("no autoplay for users who ask for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    await page.mouse.move(0, 800);
    await page.waitForTimeout(2500);
    expect(await shownSlide(page)).toBe(1);
    await context.close();
  });
});

test("six category tiles with their SHOP NOW links", async ({ page }) => {
  await page.goto("/");
  const tiles = page.getByRole("region", { name: "Shop by category" }).getByRole("listitem");
  await expect(tiles).toHaveCount(6);
  for (const [index, [label, href]] of TILES.entries()) {
    const tile = tiles.nth(index);
    await expect(tile.getByRole("heading", { name: label, exact: true })).toBeVisible();
    await expect(tile.getByRole("link", { name: /^SHOP NOW/ })).toHaveAttribute("href", href);
  }
  await tiles.nth(0).getByRole("link", { name: /^SHOP NOW/ }).click();
  await expect(page).toHaveURL(/\/products\/shirts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shirts" })).toBeVisible();
});

test("footer: about us, social names, contact mail and phone", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "About us" })).toBeVisible();
  for (const network of ["Facebook", "Instagram", "Twitter", "YouTube"]) await expect(footer.getByText(network, { exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
});
