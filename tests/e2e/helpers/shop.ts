// Shared steps of the storefront's browser tests: shoppers made through the /api (fast,
// and unique so tests never share a cart), and a page logged in the way the shop keeps a
// login: the session cookie plus userId, token and isAdmin in local storage.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { loginWithApi } from "./login";
import { approveSeller } from "./owner";

export const PASSWORD = "shop-test-pass-2026";
export { DEMO_SELLER } from "./owner";

export interface Shopper {
  id: string;
  username: string;
  token: string;
  admin: boolean;
}

export interface ProductJson {
  id: string;
  title: string;
  description: string;
  price: number;
  size: string[];
  color: string;
  category: string[];
  imageUrl: string;
  images: string[];
  imageUrls: string[];
  sizeChart: { unit: "cm" | "in"; columns: string[]; rows: { size: string; values: number[] }[] } | null;
  adminId: string;
  stock: Record<string, number> | null;
  inStock: boolean;
}

/** Whether a size of a product can go in a cart now (the seed sells some sizes out). */
export function sizeInStock(product: ProductJson, size: string): boolean {
  return product.stock === null || (product.stock[size] ?? 0) > 0;
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

export async function newShopper(request: APIRequestContext, { admin = false } = {}): Promise<Shopper> {
  const username = uniqueName(admin ? "seller" : "shopper");
  const registered = await request.post("/api/auth/register", {
    data: { firstName: "Asha", lastName: "Rao", email: `${username}@example.test`, username, password: PASSWORD, admin },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const answer = (await registered.json()) as { id: string; seller?: string };
  if (answer.seller === "pending") await approveSeller(answer.id);
  return apiLogin(request, username, PASSWORD);
}

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<Shopper> {
  const response = await request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { token: string; id: string; admin: boolean };
  return { id: body.id, username, token: body.token, admin: body.admin };
}

/** Logs the browser in without the form (helpers/login.ts). */
export async function loginPage(page: Page, shopper: Shopper): Promise<void> {
  await loginWithApi(page, shopper.username, PASSWORD);
}

export async function products(request: APIRequestContext, query = "limit=100"): Promise<ProductJson[]> {
  const response = await request.get(`/api/product?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductJson[];
}

/** A product with several sizes whose first two sizes have room for a few more in a cart (other tests buy units at the same time). */
export async function productWithSizes(request: APIRequestContext): Promise<ProductJson> {
  // Tests pick its first or second size; other workers buy from the same demo catalog.
  const roomy = (p: ProductJson) => p.stock === null || p.size.slice(0, 2).every((size) => (p.stock![size] ?? 0) >= 5);
  const found = (await products(request)).reverse().find((p) => p.size.length > 1 && roomy(p));
  if (!found) throw new Error("the seed has no product with sizes");
  return found;
}

export async function addLine(request: APIRequestContext, shopper: Shopper, productId: string, size?: string, quantity = 1): Promise<void> {
  const response = await request.post(`/api/cart/add/${shopper.id}`, { headers: { token: shopper.token }, data: { productId, quantity, size } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
