import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** Where screens are kept for a person to look at: $SHOTS_DIR, default /tmp/shots. */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/shots";

/** A full-page screenshot named `{prefix}-{name}-{width}.png`, after checking nothing spills sideways at this width. */
export async function shoot(page: Page, prefix: string, name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px spills sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS_DIR, `${prefix}-${name}-${width}.png`), fullPage: true });
}
