import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BROWSER_HINT, CHROMIUM_ARGS, findChromium } from "./scripts/find-browser.mjs";

// The e2e run serves the production build (built into .next-test by `npm test`) with its
// own freshly seeded data folder. Set once in the main process; workers inherit it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vastra-e2e-"));
process.env.E2E_PORT ??= String(3900 + Math.floor(Math.random() * 90));

const executablePath = findChromium();
if (!executablePath) throw new Error(BROWSER_HINT);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } } }],
  webServer: {
    command: `node --import tsx scripts/start.ts`,
    // Ready once the landing page answers (Playwright accepts 2xx/3xx, not a 404).
    url: `${baseURL}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-test",
      DATABASE_URL: "",
      AUTH_SECRET: "e2e-test-secret-e2e-test-secret-e2e-test",
      // The journeys sign up dozens of accounts, all from this machine's one address.
      SIGNUP_LIMIT: "10000",
    },
  },
});
