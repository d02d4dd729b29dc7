// The shop runs with the default SELLER_SIGNUP=approval: a sign-up asking to sell waits for the
// owner (the seed's demo seller). Tests that need a seller have the owner approve it through
// the API, with plain fetch so that the owner's session never lands in a test's own context.
import { expect, type Page } from "@playwright/test";

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The seed's demo seller: the shop's owner. */
export const DEMO_SELLER = { username: "demo-seller", password: "vastra-seller-2026" };

export async function ownerToken(): Promise<string> {
  const response = await fetch(`${base()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_SELLER),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The owner approves the waiting request to sell of `userId`; the account signs in as a seller from then on. */
export async function approveSeller(userId: string): Promise<void> {
  const response = await fetch(`${base()}/api/seller-requests/${userId}`, {
    method: "PUT",
    headers: { "content-type": "application/json", token: await ownerToken() },
    body: JSON.stringify({ approve: true }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Logs a browser page in as the owner through the login form, onto the dashboard. */
export async function loginAsOwner(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(DEMO_SELLER.username);
  await page.getByLabel("Password").fill(DEMO_SELLER.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A call to the API as the owner (plain fetch, as approveSeller): answers its JSON after checking its status. */
export async function asOwner<T>(method: "PUT" | "POST", path: string, body: unknown, status = 200): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    method,
    headers: { "content-type": "application/json", token: await ownerToken() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}
