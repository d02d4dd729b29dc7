// Finds a Chromium for Playwright: CHROMIUM_PATH, the system's (Debian's `chromium`), or
// Playwright's own download. Returns null when there is none.
//
// The browser tests prefer Chromium's old headless shell (Debian's `chromium-headless-shell`,
// what Playwright itself runs headless tests in): the same Blink without the full browser's
// windowing and GPU layers, and it took the browser lane from 451 to 268 s of CPU
// (docs/performance.md, 2026-11-25). Lighthouse measures in the full browser.
import fs from "node:fs";
import { createRequire } from "node:module";

export const BROWSER_HINT =
  "No Chromium found for the browser tests: install it (Debian/Ubuntu: `apt-get install -y chromium-headless-shell`, or `chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH.";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** `headlessShell`: the headless shell first, when it is installed (the browser tests). */
export function findChromium({ headlessShell = false } = {}) {
  const browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium"];
  const candidates = [process.env.CHROMIUM_PATH, ...(headlessShell ? [HEADLESS_SHELL] : []), ...browsers];
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
