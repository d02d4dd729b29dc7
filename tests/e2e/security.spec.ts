import { expect, test, type Page } from "@playwright/test";

// The Content-Security-Policy in a real browser: Next's own pages run under it without a
// single violation, and on the account pages (nonce policy) markup injected into the DOM
// cannot run its inline handler.

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

test("catalog and account pages load and hydrate without a CSP violation", async ({ page }) => {
  const violations = watchViolations(page);
  for (const path of ["/", "/products", "/register", "/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.goto("/products");
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("on an account page an injected inline handler is blocked by the nonce policy", async ({ page }) => {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; blocked: boolean }>((resolve) => {
        let blocked = false;
        document.addEventListener("securitypolicyviolation", () => (blocked = true));
        document.body.insertAdjacentHTML("beforeend", `<img src="/no-such-image.png" onerror="window.__pwned = true">`);
        setTimeout(() => resolve({ ran: Boolean((window as unknown as { __pwned?: boolean }).__pwned), blocked }), 1500);
      }),
  );
  expect(outcome).toEqual({ ran: false, blocked: true });
});
