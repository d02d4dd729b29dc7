import path from "node:path";
import { expect, type Page } from "@playwright/test";

/**
 * Where screens are kept for a person to look at: $SHOTS_DIR, and only when it is set
 * (`npm run shots`). Nothing compares them, and a full-page screenshot costs Chromium a
 * repaint of the whole page, so `npm test` takes none.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A screenshot `{name}.png` under $SHOTS_DIR when it is set; nothing otherwise. Full page unless told. */
export async function saveScreen(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

/** Checks nothing spills sideways at this width (always), then keeps `{prefix}-{name}-{width}.png` (saveScreen). */
export async function shoot(page: Page, prefix: string, name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px spills sideways`).toBeLessThanOrEqual(0);
  await saveScreen(page, `${prefix}-${name}-${width}`);
}
