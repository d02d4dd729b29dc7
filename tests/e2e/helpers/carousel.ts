// The landing carousel's parts and the gestures its browser tests make.
import { expect, type Page } from "@playwright/test";

export const carousel = (page: Page) => page.getByRole("region", { name: "Promotions" });
export const viewport = (page: Page) => page.getByLabel("Promotions, use the arrow keys to change slides");
export const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 3` });
/** The slides' container: aria-live is off while autoplay turns them, polite while it stands still. */
export const slides = (page: Page) => carousel(page).locator("[aria-live]");

/** The dot of the shown slide carries aria-current. */
export async function shownSlide(page: Page): Promise<number> {
  const label = await carousel(page).locator("button[aria-current='true']").getAttribute("aria-label");
  return Number(label?.replace("Go to slide ", ""));
}

/**
 * Starts timing each change of the shown slide in the page itself (timing it from the test
 * would add the runner's own delays, seconds on a loaded machine). Returns a reader of the
 * changes so far: [slide, performance.now()] pairs.
 */
export async function timeSlideChanges(page: Page): Promise<() => Promise<[number, number][]>> {
  await page.evaluate(() => {
    const changes: [number, number][] = [];
    Object.assign(window, { slideChanges: changes });
    const dots = [...document.querySelectorAll("[aria-roledescription='carousel'] button[aria-label^='Go to slide']")];
    new MutationObserver(() => {
      const shown = dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
      if (shown && shown !== changes.at(-1)?.[0]) changes.push([shown, performance.now()]);
    }).observe(dots[0].parentElement!, { subtree: true, attributeFilter: ["aria-current"] });
  });
  return () => page.evaluate(() => (window as unknown as { slideChanges: [number, number][] }).slideChanges);
}

/** Hovers the carousel once its autoplay runs (the page is hydrated), and waits for the pause. */
export async function pauseByHover(page: Page) {
  await expect(slides(page)).toHaveAttribute("aria-live", "off");
  await carousel(page).hover();
  await expect(slides(page)).toHaveAttribute("aria-live", "polite");
}

export interface Point {
  x: number;
  y: number;
}

/** The middle of the carousel, between its arrows. */
async function middle(page: Page): Promise<Point> {
  const box = (await viewport(page).boundingBox())!;
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

// Both swipes hold still before letting go, so that Embla sees no flick and only the distance
// decides (spec: 40 px), however slowly a loaded machine delivers the moves.
export async function mouseSwipe(page: Page, dx: number, from?: Point) {
  const { x, y } = from ?? (await middle(page));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/** Real touch input through the browser (the page needs a context with hasTouch). */
export async function touchSwipe(page: Page, dx: number) {
  const { x, y } = await middle(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / 6, y }] });
  await page.waitForTimeout(300);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Slide `n` is still shown, and back in place, once Embla has settled from a swipe that should not move it. */
async function staysOn(page: Page, n: number) {
  await page.waitForTimeout(800);
  expect(await shownSlide(page)).toBe(n);
  await expect(slide(page, n)).toBeInViewport({ ratio: 0.95 });
}

/**
 * From slide 1 of a paused carousel: swipes just short of 40 px leave the slide, swipes of
 * 40 px or more change it by one, both ways and around the wrap.
 */
export async function swipesHonourThreshold(page: Page, swipe: (page: Page, dx: number) => Promise<void>) {
  await page.getByRole("button", { name: "Go to slide 1" }).click();
  await expect.poll(() => shownSlide(page)).toBe(1);
  await swipe(page, -35);
  await staysOn(page, 1);
  await swipe(page, -45);
  await expect.poll(() => shownSlide(page)).toBe(2);
  await swipe(page, 35);
  await staysOn(page, 2);
  await swipe(page, 60);
  await expect.poll(() => shownSlide(page)).toBe(1);
  await swipe(page, 60);
  await expect.poll(() => shownSlide(page)).toBe(3);
  await expect(slide(page, 3)).toBeInViewport({ ratio: 0.95 });
}
