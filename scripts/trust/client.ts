import crypto from "node:crypto";
import sharp from "sharp";

// A shopper's or seller's HTTP calls, timed and counted by kind, for the load and crash
// scripts. Only JSON, only the shop's own /api and pages on 127.0.0.1.

export interface Sample {
  kind: string;
  status: number; // 0: no answer (connection refused or reset)
  ms: number;
}

export class Recorder {
  readonly samples: Sample[] = [];

  async call(baseUrl: string, kind: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...(options.token ? { token: options.token } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      this.samples.push({ kind, status: response.status, ms: performance.now() - started });
      let body: any = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a page, not JSON
      }
      return { status: response.status, body };
    } catch {
      this.samples.push({ kind, status: 0, ms: performance.now() - started });
      return { status: 0, body: null };
    }
  }
}

export interface Account {
  id: string;
  token: string;
  username: string;
}

export const PASSWORD = "load and crash passphrase";

export async function signUp(recorder: Recorder, baseUrl: string, tag: string, admin = false): Promise<Account> {
  const username = `${tag}_${crypto.randomBytes(5).toString("hex")}`;
  const registered = await recorder.call(baseUrl, "register", "POST", "/api/auth/register", {
    body: { firstName: "Load", lastName: "Test", email: `${username}@example.com`, username, password: PASSWORD, admin },
  });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const login = await recorder.call(baseUrl, "login", "POST", "/api/auth/login", { body: { username, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return { id: login.body.id, token: login.body.token, username };
}

/** A seller with `count` products of their own, for a shop started without the demo catalog. */
export async function sellerWithProducts(recorder: Recorder, baseUrl: string, count: number): Promise<{ seller: Account; productIds: string[] }> {
  const seller = await signUp(recorder, baseUrl, "seller", true);
  const productIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 40 * i, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const added = await recorder.call(baseUrl, "product", "POST", `/api/product/add/${seller.id}`, {
      token: seller.token,
      body: {
        title: `Crash-test shirt ${i + 1}`,
        description: "Cotton",
        price: 499 + 100 * i,
        size: [],
        color: "blue",
        category: ["shirts"],
        previewSource: `data:image/png;base64,${png.toString("base64")}`,
      },
    });
    if (added.status !== 201) throw new Error(`adding a product answered ${added.status}`);
    productIds.push(added.body.id);
  }
  return { seller, productIds };
}

export const ADDRESS = { name: "Load Shopper", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

export function newIdempotencyKey(): string {
  return crypto.randomBytes(16).toString("hex");
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
