// Shared steps of the seller console's browser tests: accounts, products and orders made
// through the /api (fast and exact), and logging a browser page in as a person would.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { loginWithApi } from "./helpers/login";
import { approveSeller } from "./helpers/owner";

export const PASSWORD = "seller-test-pass-2026";

export interface Account {
  id: string;
  username: string;
  token: string;
}

/** Names unique across runs and workers that share one database; short, as usernames have at most 30 characters. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).slice(-6)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function register(request: APIRequestContext, prefix: string, admin: boolean): Promise<{ username: string }> {
  const username = uniqueName(prefix);
  const response = await request.post("/api/auth/register", {
    data: {
      firstName: admin ? "Meera" : "Arjun",
      lastName: admin ? "Textiles" : "Shopper",
      email: `${username}@example.test`,
      username,
      password: PASSWORD,
      admin,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as { id: string; seller?: string };
  if (answer.seller === "pending") await approveSeller(answer.id);
  return { username };
}

export async function apiLogin(request: APIRequestContext, username: string): Promise<Account> {
  const response = await request.post("/api/auth/login", { data: { username, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; id: string };
  return { id: body.id, username, token: body.token };
}

export async function newAccount(request: APIRequestContext, prefix: string, admin: boolean): Promise<Account> {
  const { username } = await register(request, prefix, admin);
  return apiLogin(request, username);
}

/** Logs the page in through the /login form, as a person does (local storage + session cookie). */
export async function loginThroughPage(page: Page, username: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Logs the page in through the API (helpers/login.ts), for a test that goes on to a page of its own. */
export async function loginAsSeller(page: Page, username: string): Promise<void> {
  await loginWithApi(page, username, PASSWORD);
}

/** A small real PNG, made here rather than kept as a binary file in the repository. */
export async function pngFixture(rgb: [number, number, number] = [124, 45, 18]): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

export async function pngDataUrl(rgb?: [number, number, number]): Promise<string> {
  return `data:image/png;base64,${(await pngFixture(rgb)).toString("base64")}`;
}

export interface CreatedProduct {
  _id: string;
  title: string;
}

/** Without `stock` the product is not tracked (unlimited), as the spec's clients make them. */
export async function apiAddProduct(
  request: APIRequestContext,
  seller: Account,
  title: string,
  size = ["S", "M", "L"],
  stock?: Record<string, number>,
  price = 899,
): Promise<CreatedProduct> {
  const response = await request.post(`/api/product/add/${seller.id}`, {
    headers: { token: seller.token },
    data: {
      title,
      description: `${title}, made for the seller tests.`,
      price,
      size,
      color: "Rust",
      category: ["men", "shirts"],
      previewSource: await pngDataUrl([30, 90, 160]),
      stock,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedProduct;
}

/**
 * The shopper confirms their cash-on-delivery order through the API, as its page's button does: the
 * demo shop asks every COD order to be confirmed (cod.confirm, the defaults) before a seller may accept it.
 */
export async function apiConfirmCod(request: APIRequestContext, shopper: Account, orderId: string): Promise<void> {
  const confirmed = await request.post(`/api/order/${orderId}/confirm-cod`, { headers: { token: shopper.token }, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * The shopper puts each item in the cart and orders the lot; one order line per item, and confirms
 * it unless `confirm` is false (then it waits for its confirmation). Answers the order's id and number.
 */
export async function apiPlaceOrder(
  request: APIRequestContext,
  shopper: Account,
  items: { productId: string; size: string; quantity?: number }[],
  { confirm = true } = {},
): Promise<{ id: string; number: string }> {
  for (const item of items) {
    const added = await request.post(`/api/cart/add/${shopper.id}`, {
      headers: { token: shopper.token },
      data: { productId: item.productId, size: item.size, quantity: item.quantity ?? 1 },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const ordered = await request.post(`/api/order/add/${shopper.id}`, {
    headers: { token: shopper.token },
    data: { address: { name: "Arjun Shopper", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" } },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const placed = (await ordered.json()) as { id: string; number: string };
  if (confirm) await apiConfirmCod(request, shopper, placed.id);
  return placed;
}

/** The seller accepts, dispatches and closes as delivered every line of the order, through the API. */
export async function deliver(request: APIRequestContext, seller: Account, orderId: string): Promise<void> {
  const headers = { token: seller.token };
  const lines = await request.get(`/api/order/admin/${seller.id}?limit=100`, { headers });
  const lineIds = ((await lines.json()) as { _id: string; orderId: string }[]).filter((line) => line.orderId === orderId).map((line) => line._id);
  expect(lineIds.length).toBeGreaterThan(0);
  for (const lineId of lineIds) {
    const accepted = await request.put(`/api/order/update/status/${lineId}`, { headers, data: { status: "Accepted" } });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  const shipped = await request.put(`/api/order/ship/${orderId}`, { headers, data: { lineIds, carrier: "Delhivery", awb: `${Date.now()}` } });
  expect(shipped.status(), await shipped.text()).toBe(200);
  const parcel = (await shipped.json()) as { id: string };
  const delivered = await request.put(`/api/order/shipment/${parcel.id}`, { headers, data: { status: "delivered" } });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

/** A new seller's product in M and L, delivered in M to a new shopper, who may then review it. */
export async function receivedProduct(request: APIRequestContext, prefix: string, titlePrefix: string) {
  const seller = await newAccount(request, `${prefix}-seller`, true);
  const buyer = await newAccount(request, `${prefix}-buyer`, false);
  const title = uniqueName(titlePrefix);
  const product = await apiAddProduct(request, seller, title, ["M", "L"]);
  const order = await apiPlaceOrder(request, buyer, [{ productId: product._id, size: "M" }]);
  await deliver(request, seller, order.id);
  return { seller, buyer, title, product };
}

/** One item in size M ordered by a new shopper from a new seller, who has accepted it: where a dispatch starts. */
export async function acceptedOrder(
  request: APIRequestContext,
  prefix: string,
  title: string,
): Promise<{ seller: Account; shopper: Account; placed: { id: string; number: string }; lineId: string }> {
  const seller = await newAccount(request, prefix, true);
  const product = await apiAddProduct(request, seller, title, ["M"]);
  const shopper = await newAccount(request, "buyer", false);
  const placed = await apiPlaceOrder(request, shopper, [{ productId: product._id, size: "M" }]);
  const order = (await (await request.get(`/api/order/view/${placed.id}`, { headers: { token: shopper.token } })).json()) as { items: { _id: string }[] };
  const lineId = order.items[0]._id;
  const accepted = await request.put(`/api/order/update/status/${lineId}`, { headers: { token: seller.token }, data: { status: "Accepted" } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { seller, shopper, placed, lineId };
}
