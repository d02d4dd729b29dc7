// Finds a Chromium for Playwright: CHROMIUM_PATH, the system's (Debian's `chromium`), or
// Playwright's own download. Returns null when there is none.
import fs from "node:fs";
import { createRequire } from "node:module";

export const BROWSER_HINT =
  "No Chromium found for the browser tests: install it (Debian/Ubuntu: `apt-get install -y chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH.";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium"];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)("playwright-core");
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // playwright-core not installed or no browser downloaded: fall through.
  }
  return null;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
