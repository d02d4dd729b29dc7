import path from "node:path";

// Every setting the shop reads from the environment, in one place; README.md (Configuration)
// and .env.example describe them (tests/unit/env-example.test.ts holds .env.example to this
// file). Not here: NODE_ENV (Next's own), TRUST_PROXY (read by the plain-JavaScript preload
// scripts/client-address.mjs, before any TypeScript loads), SHUTDOWN_DRAIN_MS (read by the
// preload scripts/graceful-shutdown.mjs, likewise) and the knobs of the tools under
// scripts/ (BENCH_*, LOAD_*, CRASH_*, LIGHTHOUSE_RUNS, SKIP_BUILD).
// REDIS_URL and REDIS_KEY_PREFIX are also read by lib/cache/shared-cache.mjs, plain JavaScript
// that Next loads outside the app's bundle.

/** HTTP port of `npm start`. */
export function port(): string {
  return process.env.PORT || "3000";
}

export function dataDir(): string {
  // The comment keeps Turbopack from tracing the whole project into the build output.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR || ".data");
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** Connections each server process keeps open to PostgreSQL (with DATABASE_URL). */
export function databasePoolSize(): number {
  const value = process.env.DATABASE_POOL_SIZE;
  if (!value) return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, at least 1 (it is "${value}").`);
  return size;
}

/** The key that encrypts session tokens, when set; lib/auth/secret.ts generates one otherwise. */
export function authSecretSetting(): string | undefined {
  return process.env.AUTH_SECRET || undefined;
}

/** Whether `npm start` fills an empty database with the demo catalog and accounts. */
export function seedDemoData(): boolean {
  return process.env.SEED_DEMO_DATA !== "0";
}

/** Where PGlite keeps its files; `memory://` gives a throw-away database (tests). */
export function pgliteDir(): string {
  return process.env.PGLITE_DIR || path.join(dataDir(), "pglite");
}

/** A dump of a PGlite data folder that a new in-memory database starts from (tests: migrated once, copied per file). */
export function pgliteTemplate(): string | undefined {
  return process.env.PGLITE_TEMPLATE || undefined;
}

/** A folder where encoded images are kept by what went in (lib/images/encode-cache.ts): `npm test` sets a new one per run. */
export function imageEncodeCache(): string | undefined {
  return process.env.IMAGE_ENCODE_CACHE || undefined;
}

/**
 * scrypt's cost, as log2 of N, for new password hashes (lib/auth/password.ts): 14, OWASP's
 * figure, unless a test suite lowers it. Each step down halves what a stolen hash costs to
 * crack, so a shop never sets it; the suites do, as they sign up thousands of accounts. A
 * hash keeps its own cost, so one made at any setting verifies at any other.
 */
export function passwordHashCost(): number {
  const value = Number(process.env.PASSWORD_HASH_COST);
  return Number.isInteger(value) && value >= 4 && value <= 20 ? value : 14;
}

export function shopName(): string {
  return process.env.SHOP_NAME || "Vastra";
}

export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${port()}`).replace(/\/+$/, "");
}

export function corsOrigins(): string[] {
  return (process.env.CORS_ORIGINS || "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function cloudinaryUrl(): string | undefined {
  return process.env.CLOUDINARY_URL || undefined;
}

/** Redis for the cache shared by several server processes; unset: each process caches in its own memory. */
export function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

/** `smtp://user:pass@host:port` or `smtps://…` (TLS from the first byte); unset writes mail to files. */
export function smtpUrl(): string | undefined {
  return process.env.SMTP_URL || undefined;
}

/** Razorpay's keys and webhook secret (all three, or none: Razorpay not used), and the API's base, which tests point at a local stand-in. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
}

export function razorpayConfig(): RazorpayConfig | null {
  const keyId = process.env.RAZORPAY_KEY_ID || undefined;
  const keySecret = process.env.RAZORPAY_KEY_SECRET || undefined;
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET || undefined;
  const apiBase = process.env.RAZORPAY_API_BASE || "https://api.razorpay.com";
  if (!keyId && !keySecret && !webhookSecret) return null;
  if (!keyId || !keySecret || !webhookSecret) throw new Error("Set all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none.");
  return { keyId, keySecret, webhookSecret, apiBase };
}

/** Meta's WhatsApp Cloud API (lib/messages/whatsapp.ts): all four secrets, or none (no WhatsApp); the base, which tests point at a stand-in. */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  apiBase: string;
}

export function whatsappConfig(): WhatsAppConfig | null {
  const token = process.env.WHATSAPP_TOKEN || undefined;
  const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID || undefined;
  const appSecret = process.env.WHATSAPP_APP_SECRET || undefined;
  const verifyToken = process.env.WHATSAPP_VERIFY_TOKEN || undefined;
  const apiBase = (process.env.WHATSAPP_API_BASE || "https://graph.facebook.com").replace(/\/+$/, "");
  if (!token && !phoneNumberId && !appSecret && !verifyToken) return null;
  if (!token || !phoneNumberId || !appSecret || !verifyToken) {
    throw new Error("Set all four of WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, or none.");
  }
  return { token, phoneNumberId, appSecret, verifyToken, apiBase };
}

/** MSG91's Flow API for SMS (lib/messages/msg91.ts): the key and both templates, or none (messages written to files). */
export interface Msg91Config {
  authKey: string;
  otpTemplateId: string;
  orderTemplateId: string;
  apiBase: string;
}

export function msg91Config(): Msg91Config | null {
  const authKey = process.env.MSG91_AUTH_KEY || undefined;
  const otpTemplateId = process.env.MSG91_OTP_TEMPLATE_ID || undefined;
  const orderTemplateId = process.env.MSG91_ORDER_TEMPLATE_ID || undefined;
  const apiBase = (process.env.MSG91_API_BASE || "https://control.msg91.com").replace(/\/+$/, "");
  if (!authKey && !otpTemplateId && !orderTemplateId) return null;
  if (!authKey || !otpTemplateId || !orderTemplateId)
    throw new Error("Set all three of MSG91_AUTH_KEY, MSG91_OTP_TEMPLATE_ID and MSG91_ORDER_TEMPLATE_ID, or none.");
  return { authKey, otpTemplateId, orderTemplateId, apiBase };
}

/** Where WhatsApp and SMS messages go when their provider is not set: one JSON file a message. */
export function messagesDir(): string {
  return path.join(dataDir(), "messages");
}

/** Where the order page loads Razorpay Checkout's script from; the browser tests point it at the stand-in's. */
export function razorpayCheckoutUrl(): string {
  return process.env.RAZORPAY_CHECKOUT_URL || "https://checkout.razorpay.com/v1/checkout.js";
}

/** The sender of the shop's mail; by default a no-reply address at SITE_URL's host, named after the shop. */
export function mailFrom(): string {
  return process.env.MAIL_FROM || `"${shopName().replace(/["\\]/g, "")}" <no-reply@${new URL(siteUrl()).hostname}>`;
}

/** Where mail goes when no SMTP_URL is set: one .eml file a message. */
export function mailDir(): string {
  return path.join(dataDir(), "mail");
}

/** How side work (mail, unpaid orders, refunds: lib/jobs) is driven in this process. */
export type BackgroundWork = "interval" | "request";

/**
 * `interval` (the default): each server process runs the passes on timers, as a long-lived
 * server can. `request`: no timer; each request that asked for side work runs it after its
 * answer (Next's `after()`), and GET /api/cron runs the rest: the setting for serverless hosts.
 */
export function backgroundWork(): BackgroundWork {
  const value = process.env.BACKGROUND_WORK || "interval";
  if (value !== "interval" && value !== "request") throw new Error(`BACKGROUND_WORK must be interval or request (it is "${value}").`);
  return value;
}

/** The bearer secret of GET /api/cron; unset: the route answers 404. */
export function cronSecret(): string | undefined {
  return process.env.CRON_SECRET || undefined;
}

/**
 * Why this process must not open the embedded database, or null. Vercel (which sets VERCEL)
 * gives each function instance a disk of its own that is thrown away: a shop there would lose
 * every order.
 */
export function embeddedDatabaseRefusal(): string | null {
  if (!process.env.VERCEL || databaseUrl()) return null;
  return "VERCEL is set but DATABASE_URL is not: Vercel keeps no files between requests, so the embedded database would lose every order. Set DATABASE_URL to a PostgreSQL database (docs/deploying.md, Vercel).";
}

/** Who may become a seller (lib/users/seller-signup.ts). */
export type SellerSignup = "approval" | "open" | "closed";
const SELLER_SIGNUPS: readonly SellerSignup[] = ["approval", "open", "closed"];

/** `approval` (the default): the owner approves each seller; `open`: anyone signs up as one; `closed`: only the owner makes sellers. */
export function sellerSignup(): SellerSignup {
  const value = process.env.SELLER_SIGNUP || "approval";
  if (!(SELLER_SIGNUPS as readonly string[]).includes(value)) throw new Error(`SELLER_SIGNUP must be approval, open or closed (it is "${value}").`);
  return value as SellerSignup;
}

/** A whole number of at least 1, else the default (the rate limits of lib/security/rate-limit.ts). */
function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Sign-ups allowed per client address in 15 minutes (lib/security/rate-limit.ts). */
export const signupsPerAddress = () => positiveInteger(process.env.SIGNUP_LIMIT, 20);

/** Orders one shopper may place in an hour; a client address may place five times as many. */
export const ordersPerHour = () => positiveInteger(process.env.ORDER_LIMIT, 20);

/** E-mail address changes one account may make in a day; a client address may make four times as many. */
export const emailChangesPerDay = () => positiveInteger(process.env.EMAIL_CHANGE_LIMIT, 5);

/** Verification and password-reset mails per account and per mail address in an hour; a client address may ask for four times as many. */
export const accountMailsPerHour = () => positiveInteger(process.env.ACCOUNT_MAIL_LIMIT, 5);

/** How long a shopper's mail about their order waits for more news of it to go in the same mail (lib/orders/mail-batch.ts); 0 sends at once. */
export function orderMailWaitMs(): number {
  const seconds = Number(process.env.ORDER_MAIL_WAIT_SECONDS || 60);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 60_000;
}
