import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { msg91Env, startMsg91StandIn } from "../support/msg91-standin.ts";
import { startRazorpayStandIn, STANDIN_KEYS } from "../support/razorpay-standin.ts";
import { startWhatsAppStandIn, whatsappEnv } from "../support/whatsapp-standin.ts";
import { createFreshDatabase, createMigratedPgliteDir, dropDatabase } from "./database.ts";
import { OWN_SHOP_ENV, prepareOwnShop } from "./own-shop.ts";
import { ensureBuild, PGLITE_TEMPLATE_DIR, startServer } from "./server.ts";

/** The shared server's signing key, so tests can make tokens it would have made (expired ones, say). */
export const API_TEST_SECRET = "api-test-secret-api-test-secret-api-test";

// The HTTP contract suite talks to the production build, as a client would. With
// DATABASE_URL the server uses a fresh database on that PostgreSQL server.
export default async function setup(project: TestProject) {
  ensureBuild();
  // The migrations applied once, to a folder every embedded-database server of the run
  // starts from a copy of (tests/setup/server.ts): an empty one costs each start 4 s of CPU.
  const templateParent = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-api-template-"));
  const template = path.join(templateParent, "pglite");
  await createMigratedPgliteDir(template);
  process.env[PGLITE_TEMPLATE_DIR] = template;
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createFreshDatabase(serverUrl, "vastra_api") : undefined;
  // The shop takes Razorpay through the local stand-in (tests/api/razorpay.test.ts).
  const standIn = await startRazorpayStandIn(STANDIN_KEYS);
  // WhatsApp and SMS through theirs (tests/api/mobile-sign-in.test.ts).
  const [whatsapp, sms] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
  // TRUST_PROXY=1 lets each test name its client address in X-Forwarded-For, so one test's
  // failed sign-ins never throttle another's (lib/security/client-address.test.ts covers the default).
  // The suite signs up its sellers directly (SELLER_SIGNUP=open) and orders hundreds of times
  // from this machine's one address; tests/api/accounts.test.ts checks the defaults on servers of its own.
  const [server, ownShop] = await Promise.all([
    startServer({
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: "0",
      AUTH_SECRET: API_TEST_SECRET,
      TRUST_PROXY: "1",
      SELLER_SIGNUP: "open",
      ORDER_LIMIT: "100000",
      // The suite reads order mail within seconds; the minute's wait is order-mail.test.ts's (integration).
      ORDER_MAIL_WAIT_SECONDS: "1",
      RAZORPAY_KEY_ID: STANDIN_KEYS.keyId,
      RAZORPAY_KEY_SECRET: STANDIN_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: STANDIN_KEYS.webhookSecret,
      RAZORPAY_API_BASE: standIn.url,
      RAZORPAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
      ...whatsappEnv(whatsapp.url),
      ...msg91Env(sms.url),
    }),
    // A shop of known owner and profile, with CORS (tests/setup/own-shop.ts), started beside it.
    startServer(OWN_SHOP_ENV),
  ]);
  await prepareOwnShop(ownShop.baseUrl);
  project.provide("baseUrl", server.baseUrl);
  project.provide("ownShopUrl", ownShop.baseUrl);
  project.provide("serverDataDir", server.dataDir);
  project.provide("razorpayStandInUrl", standIn.url);
  project.provide("whatsappStandInUrl", whatsapp.url);
  project.provide("msg91StandInUrl", sms.url);
  return async () => {
    await Promise.all([server.stop(), ownShop.stop()]);
    await Promise.all([standIn.close(), whatsapp.close(), sms.close()]);
    if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
    fs.rmSync(templateParent, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverDataDir: string;
    ownShopUrl: string;
    razorpayStandInUrl: string;
    whatsappStandInUrl: string;
    msg91StandInUrl: string;
  }
}
