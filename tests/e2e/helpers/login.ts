// Logging a browser page in without the login form, for tests about what comes after it.
import { expect, type Page } from "@playwright/test";

/**
 * The login call through the page's own request context sets the session cookie, and local
 * storage gets what the form keeps (lib/stores/login.ts), written on /robots.txt: a same-origin
 * document with no page to render and no script to run. The form costs a rendered /login with
 * its scripts and then the dashboard or landing page it sends to, which most tests leave at once;
 * the form's own tests (and those that start on that landing page) still go through it.
 */
export async function loginWithApi(page: Page, username: string, password: string): Promise<{ id: string; token: string; admin: boolean }> {
  const response = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { id, token, admin } = (await response.json()) as { id: string; token: string; admin: boolean };
  await page.goto("/robots.txt");
  await page.evaluate(
    (login) => {
      localStorage.setItem("userId", login.id);
      localStorage.setItem("token", login.token);
      localStorage.setItem("isAdmin", String(login.admin));
    },
    { id, token, admin },
  );
  return { id, token, admin };
}
