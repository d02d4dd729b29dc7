import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { expect, inject } from "vitest";
import type { z } from "zod";
import { errorJsonSchema, orderJsonSchema, shipmentJsonSchema } from "@/lib/validation/responses";
import { OWN_SHOP_OWNER } from "../setup/own-shop.ts";

// The contract suite's HTTP client. Every call goes through `call`, which fails the test
// on any 5xx and checks that every error answer has the error shape of docs/api.md.

export const baseUrl = () => inject("baseUrl");

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** A raw body, sent as is (malformed JSON, oversized bodies). */
  raw?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Another server than the suite's (tests/api/several-processes.test.ts). */
  base?: string;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  let body: string | Uint8Array | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json";
  const base = options.base ?? baseUrl();
  const response = await fetch(`${base}${path}`, { method, headers, body: body as BodyInit | undefined, redirect: "manual" });
  const text = await response.text();
  expect(response.status, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  let parsed: unknown = undefined;
  if (response.status >= 300 && response.status < 400) {
    // Next's own redirects (a path with a trailing slash, say: "/api/product/." arrives as
    // "/api/product/") answer in plain text; they must stay on this site.
    expect(new URL(response.headers.get("location") ?? "", base).origin, `${method} ${path} redirects`).toBe(new URL(base).origin);
  } else if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      expect.fail(`${method} ${path} answered non-JSON: ${text.slice(0, 200)}`);
    }
  }
  if (response.status >= 400 && method !== "OPTIONS") {
    const check = errorJsonSchema.safeParse(parsed);
    expect(check.success, `${method} ${path} error shape: ${text.slice(0, 300)}`).toBe(true);
    expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Asserts a success status and the exact (strict) response shape; returns the parsed body. */
export function expectOk<S extends z.ZodType>(answer: Answer, status: number, schema: S): z.output<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const result = schema.safeParse(answer.body);
  if (!result.success) expect.fail(`response shape: ${JSON.stringify(result.error.issues)}\n${JSON.stringify(answer.body).slice(0, 500)}`);
  return result.data as z.output<S>;
}

export function expectError(answer: Answer, status: number, field?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (field) expect(Object.keys(answer.body.error.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
}

export const PASSWORD = "correct horse battery";

export interface Account {
  id: string;
  username: string;
  token: string;
  admin: boolean;
}

export async function signUp(admin = false, base?: string): Promise<Account> {
  const username = `${admin ? "seller" : "shopper"}_${crypto.randomBytes(5).toString("hex")}`;
  // An address of its own (the test server trusts X-Forwarded-For): sign-ups are limited per address.
  const headers = { "x-forwarded-for": `100.64.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` };
  const registered = await call("POST", "/api/auth/register", {
    body: { firstName: "Asha", lastName: "Rao", email: `${username}@example.com`, username, password: PASSWORD, admin },
    headers,
    base,
  });
  expect(registered.status).toBe(201);
  const login = await call("POST", "/api/auth/login", { body: { username, password: PASSWORD }, headers, base });
  expect(login.status).toBe(200);
  return { id: login.body.id, username, token: login.body.token, admin };
}

/** The owner of the suite's shop of known owner and profile (tests/setup/own-shop.ts), signed in. */
export async function ownShopOwner(): Promise<Account> {
  const login = await call("POST", "/api/auth/login", { base: inject("ownShopUrl"), body: OWN_SHOP_OWNER });
  expect(login.status).toBe(200);
  return { id: login.body.id, username: OWN_SHOP_OWNER.username, token: login.body.token, admin: true };
}

/**
 * Confirms an account's address as its owner would: reads the verification mail the shared
 * server wrote to its data folder (it has no SMTP_URL) and posts the link's token. Order mail
 * goes only to confirmed addresses.
 */
export async function confirmEmail(account: Account): Promise<void> {
  const token = await mailedToken(account, "Confirm your e-mail address", "/verify-email");
  expect((await call("POST", "/api/auth/verify", { body: { token } })).status).toBe(200);
}

/**
 * The token of the link to `page` in the mail with `subject` that a server wrote to its data
 * folder for the account (the shared server's unless `dataDir`), waiting for it to be sent.
 */
export async function mailedToken(account: Account, subject: string, page: string, dataDir = inject("serverDataDir")): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const email = `${account.username}@example.com`;
  const link = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  for (let i = 0; i < 200 && !token; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const to = (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
      if (to === email && mail.subject === subject) token = link.exec(mail.text ?? "")?.[1];
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(token, `the mail "${subject}" to ${email}`).toBeDefined();
  return token!;
}

export async function pngDataUrl(color = "#2e86de"): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

export async function addProduct(seller: Account, fields: Record<string, unknown> = {}, base?: string) {
  const answer = await call("POST", `/api/product/add/${seller.id}`, {
    base,
    token: seller.token,
    body: {
      title: "Linen shirt",
      description: "Breathable",
      price: 799.5,
      size: ["S", "M"],
      color: "white",
      category: ["shirts"],
      previewSource: await pngDataUrl(),
      ...fields,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { _id: string; id: string; image: string; price: number; title: string };
}

/** The three callers every ID-bearing call must refuse, besides its rightful one. */
export async function strangers() {
  return { anonymous: null, shopper: await signUp(false), seller: await signUp(true) };
}

const DELIVERY_ADDRESS = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

/**
 * The shopper confirms their cash-on-delivery order on its page, as the shared server's shop asks
 * (its profile is never set: cod.confirm is on, the default); an order that needs no
 * confirmation is left as it is. Before a seller may accept its lines. Answers the order as it now is.
 */
export async function confirmCod<O extends { id: string; codConfirmation: { status: string } | null }>(shopper: Account, order: O, base?: string): Promise<O> {
  if (order.codConfirmation?.status !== "pending") return order;
  const answer = await call("POST", `/api/order/${order.id}/confirm-cod`, { base, token: shopper.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as O;
}

/** The shopper orders one of the product in `size`; its seller accepts, sends and delivers it through a parcel. */
export async function deliverTo(seller: Account, shopper: Account, productId: string, size = "M", base?: string) {
  await call("POST", `/api/cart/add/${shopper.id}`, { base, token: shopper.token, body: { productId, quantity: 1, size } });
  const order = expectOk(
    await call("POST", `/api/order/add/${shopper.id}`, { base, token: shopper.token, body: { address: DELIVERY_ADDRESS } }),
    201,
    orderJsonSchema,
  );
  const lineId = order.items[0]._id;
  await confirmCod(shopper, order, base);
  await call("PUT", `/api/order/update/status/${lineId}`, { base, token: seller.token, body: { status: "Accepted" } });
  const awb = `RT${crypto.randomBytes(5).toString("hex").toUpperCase()}`;
  const parcel = expectOk(
    await call("PUT", `/api/order/ship/${order.id}`, { base, token: seller.token, body: { lineIds: [lineId], carrier: "DTDC", awb } }),
    200,
    shipmentJsonSchema,
  );
  expectOk(await call("PUT", `/api/order/shipment/${parcel.id}`, { base, token: seller.token, body: { status: "delivered" } }), 200, shipmentJsonSchema);
  return { order, lineId };
}
