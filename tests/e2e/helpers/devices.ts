// The two screens issue 29 was tried on: a 375 px phone held in the hand (touch, mobile
// viewport) and a 1280 px laptop. Tests run once per screen with `forEachScreen`, and keep
// screenshots under $SHOTS_DIR when it is set (helpers/shots.ts) for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./shots";

export interface Screen {
  name: "phone" | "laptop";
  width: number;
  phone: boolean;
}

const SCREENS: { screen: Screen; use: Parameters<typeof test.use>[0] }[] = [
  { screen: { name: "phone", width: 375, phone: true }, use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  { screen: { name: "laptop", width: 1280, phone: false }, use: { viewport: { width: 1280, height: 800 } } },
];

/** Declares the tests of `body` twice: at 375 px on a phone, and at 1280 px. */
export function forEachScreen(body: (screen: Screen) => void): void {
  for (const { screen, use } of SCREENS) {
    test.describe(`${screen.width} px`, () => {
      test.use(use);
      body(screen);
    });
  }
}

/** No sideways scroll (always), then a screenshot named after the screen's width (saveScreen: with $SHOTS_DIR only). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreen(page, `${name}-${width}`, { fullPage });
}

/** A tap on a phone, a click on a laptop. */
export async function press(page: Page, locator: ReturnType<Page["locator"]>, screen: Screen): Promise<void> {
  if (screen.phone) await locator.tap();
  else await locator.click();
}

/**
 * A listing's filters: on a phone they fold under their summary ("Filters", "Filters (2)";
 * components/product/ListingFilters.tsx), unfolded here first, as a shopper does on each page.
 */
export async function listingFilters(page: Page, screen: Screen) {
  if (screen.phone) await press(page, page.locator("summary.filter-summary"), screen);
  return page.getByRole("region", { name: "Filters" });
}

/** Whether two boxes overlap. */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
