import { expect, test } from "@playwright/test";
import {
  carousel,
  mouseSwipe,
  pauseByHover,
  shownSlide,
  slide,
  slides,
  swipesHonourThreshold,
  timeSlideChanges,
  touchSwipe,
  viewport,
} from "./helpers/carousel";
import { advance, stoppedClock } from "./helpers/clock";

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

test.describe("landing carousel", () => {
  test("three slides with their captions, each with SHOP NOW to /products", async ({ page }) => {
    // The clock stands still, so no slide turns while the others are read: on a busy machine
    // autoplay hid the slide being read (a slide out of view is hidden from the accessibility tree).
    await stoppedClock(page);
    await page.goto("/");
    for (const [index, { title, caption }] of SLIDES.entries()) {
      const group = carousel(page).getByRole("group", { name: `${index + 1} of 3`, includeHidden: true });
      await expect(group).toHaveAttribute("aria-roledescription", "slide");
      await expect(group.getByRole("heading", { name: title, includeHidden: true })).toBeAttached();
      await expect(group.getByText(caption, { exact: true })).toBeAttached();
      await expect(group.locator("a", { hasText: "SHOP NOW" })).toHaveAttribute("href", "/products");
    }
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeVisible();
  });

  test("auto-advances 1000 ms, 500 ms, then 5000 ms per slide and wraps around", async ({ page }) => {
    await stoppedClock(page);
    await page.goto("/");
    await page.mouse.move(0, 800);
    await expect(slides(page)).toHaveAttribute("aria-live", "off");
    const changes = await timeSlideChanges(page);
    // 1000 + 500 + 5000 ms, and slide 1 once more after the wrap.
    await advance(page, 1000 + 500 + 5000 + 1000 + 100);
    // Four changes in a row: each slide shown once from start to end, the wrap from 3 to 1 among them.
    const seen = await changes();
    expect(seen.map(([slideNumber]) => slideNumber)).toEqual([2, 3, 1, 2]);
    const shownFor = Object.fromEntries(seen.slice(0, 3).map(([slideNumber, at], index) => [slideNumber, seen[index + 1][1] - at]));
    // The page clock moves only when the test moves it, 100 ms at a time, so each slide stays
    // its delay, or at most one step more.
    expect(shownFor[2], JSON.stringify(shownFor)).toBeGreaterThanOrEqual(500);
    expect(shownFor[2], JSON.stringify(shownFor)).toBeLessThanOrEqual(600);
    expect(shownFor[3], JSON.stringify(shownFor)).toBeGreaterThanOrEqual(5000);
    expect(shownFor[3], JSON.stringify(shownFor)).toBeLessThanOrEqual(5100);
    expect(shownFor[1], JSON.stringify(shownFor)).toBeGreaterThanOrEqual(1000);
    expect(shownFor[1], JSON.stringify(shownFor)).toBeLessThanOrEqual(1100);
  });

  test("pauses while hovered, the arrows and dots included", async ({ page }) => {
    await stoppedClock(page);
    await page.goto("/");
    await pauseByHover(page);
    // Slide 1 would last 1000 ms if it were turning.
    await page.getByRole("button", { name: "Go to slide 1" }).click();
    await expect.poll(() => shownSlide(page)).toBe(1);
    await advance(page, 2500);
    expect(await shownSlide(page)).toBe(1);
    await expect(slides(page)).toHaveAttribute("aria-live", "polite");
  });

  test("answers the arrow keys and wraps around", async ({ page }) => {
    await page.goto("/");
    await pauseByHover(page);
    await page.getByRole("button", { name: "Go to slide 1" }).click();
    await viewport(page).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => shownSlide(page)).toBe(3);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe(1);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe(2);
  });

  test("a mouse drag of 40 px or more changes the slide, a shorter one does not", async ({ page }) => {
    await page.goto("/");
    await pauseByHover(page);
    await swipesHonourThreshold(page, mouseSwipe);
  });

  test("a drag that starts on SHOP NOW changes the slide and does not follow the link", async ({ page }) => {
    await page.goto("/");
    await pauseByHover(page);
    await page.getByRole("button", { name: "Go to slide 1" }).click();
    const box = (await slide(page, 1).getByRole("link", { name: "SHOP NOW" }).boundingBox())!;
    await mouseSwipe(page, -60, { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) });
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a touch swipe of 40 px or more changes the slide, a shorter one does not", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/");
    // The mouse pauses autoplay, so that only the swipes change the slide.
    await pauseByHover(page);
    await swipesHonourThreshold(page, touchSwipe);
    await context.close();
  });

  test("no autoplay for users who ask for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await stoppedClock(page);
    await page.goto("/");
    await page.mouse.move(0, 800);
    // A key press answered shows the carousel is live; slide 2 would last 500 ms if it turned.
    await viewport(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shownSlide(page)).toBe(2);
    await viewport(page).blur();
    await advance(page, 2500);
    expect(await shownSlide(page)).toBe(2);
    await expect(slides(page)).toHaveAttribute("aria-live", "polite");
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
  await tiles
    .nth(0)
    .getByRole("link", { name: /^SHOP NOW/ })
    .click();
  await expect(page).toHaveURL(/\/products\/shirts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shirts" })).toBeVisible();
});

test("a listing is fetched when the shopper points at its link, not when the link comes into view", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) fetched.push(url.pathname);
  });
  const cacheablePages = () => fetched.filter((pathname) => pathname === "/" || pathname.startsWith("/products"));
  await page.goto("/");
  await expect(slides(page)).toHaveAttribute("aria-live", "off");
  // Next fetches the links in view once the browser is idle.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
  const tile = page.getByRole("region", { name: "Shop by category" }).getByRole("link", { name: "SHOP NOW MEN SHIRTS" });
  await tile.scrollIntoViewIfNeeded();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  expect(cacheablePages()).toEqual([]);

  await tile.hover();
  await expect.poll(cacheablePages).toEqual(["/products/shirts"]);
  await tile.click();
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
