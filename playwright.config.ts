import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { BROWSER_HINT, CHROMIUM_ARGS, findChromium } from "./scripts/find-browser.mjs";
import { TEST_PASSWORD_HASH_COST } from "./scripts/lib/password-cost.mjs";
import { STANDIN_KEYS } from "./tests/support/razorpay-standin.ts";

// The e2e run serves the production build in .next-test (made again first when any of its
// sources changed, scripts/ensure-build.mjs) with its own freshly seeded data folder. Set
// once in the main process; workers inherit it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "vastra-e2e-"));
process.env.E2E_PORT ??= String(3900 + Math.floor(Math.random() * 90));
// The Razorpay stand-in (tests/support/razorpay-standin.ts) the shop pays through: its API and Checkout's script.
process.env.RAZORPAY_STANDIN_PORT ??= String(Number(process.env.E2E_PORT) + 100);
const standInUrl = `http://127.0.0.1:${process.env.RAZORPAY_STANDIN_PORT}`;

const executablePath = findChromium({ headlessShell: true });
if (!executablePath) throw new Error(BROWSER_HINT);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The files whose tests change the whole shop's settings (projects "shop-settings" and "marketplace", below).
const SHOP_SETTINGS = /(parcel-only-shop|upi-window-passed)\.spec\.ts$/;
const SHOP_WIDE = /(marketplace|parcel-only-shop|upi-window-passed)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test stands on its own (its own accounts and products; seller-console.spec.ts is one
  // serial journey), so tests, not files, are shared out, on as many workers as there are cores.
  fullyParallel: true,
  workers: os.availableParallelism(),
  // In CI a failing test runs once more, recording its trace (below), and still fails the run:
  // a test that passes only the second time is flaky, and flaky fails too (failOnFlakyTests).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace of a failing test: in CI, where it is all there is to go on, recorded on its
    // retry only (recording every action of every test cost a third of the suite's CPU).
    // Elsewhere a failing test is run again with --trace on.
    trace: process.env.CI ? "on-first-retry" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // Tests that change shop-wide settings run once every other test is done, each project after
  // the one before: the parcel-only shop turns off delivering without a parcel and the UPI
  // window test shortens the payment window (neither touches what the other does); then the
  // marketplace's switch the whole shop to a marketplace, where sellers not approved cannot list.
  projects: [
    { name: "chromium", testIgnore: SHOP_WIDE, use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } } },
    {
      name: "shop-settings",
      testMatch: SHOP_SETTINGS,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    {
      name: "marketplace",
      testMatch: /marketplace\.spec\.ts$/,
      dependencies: ["shop-settings"],
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: "exec node --import tsx tests/support/razorpay-standin-server.ts",
      url: `${standInUrl}/v1/checkout.js`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { RAZORPAY_STANDIN_PORT: process.env.RAZORPAY_STANDIN_PORT },
    },
    {
      command: `node scripts/ensure-build.mjs && exec node --import tsx scripts/start.ts`,
      // Ready once the landing page answers (Playwright accepts 2xx/3xx, not a 404).
      url: `${baseURL}/`,
      // A build (when the sources changed) and the demo shop's seeding, on a busy machine.
      timeout: 480_000,
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
        // The journeys sign up dozens of accounts and order often, all from this machine's one
        // address. Sellers are approved by the owner, as by default (tests/e2e/helpers/owner.ts).
        SIGNUP_LIMIT: "10000",
        ORDER_LIMIT: "10000",
        PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
        RAZORPAY_KEY_ID: STANDIN_KEYS.keyId,
        RAZORPAY_KEY_SECRET: STANDIN_KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: STANDIN_KEYS.webhookSecret,
        RAZORPAY_API_BASE: standInUrl,
        RAZORPAY_CHECKOUT_URL: `${standInUrl}/v1/checkout.js`,
      },
    },
  ],
});
