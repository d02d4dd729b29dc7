// Issue 29, point 9: sign-up says each problem once, beside its field, in a sentence; after
// signing up the login form already holds the new username.
import { expect, test, type Page } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { newShopper, PASSWORD, uniqueName } from "./helpers/shop";

async function fillSignup(page: Page, username: string, password: string) {
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Kavya");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Email").fill(`${uniqueName("mail")}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** The message under a field: its accessible description. */
async function fieldMessage(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const id = (await field.getAttribute("aria-describedby"))!;
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
}

const sentence = /^[A-Z].*[.!]$/;

forEachScreen((screen) => {
  test("a common password is said once, beside the field, as a sentence", async ({ page }) => {
    await fillSignup(page, uniqueName("weak"), "password123");
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    const message = await fieldMessage(page, "Password");
    expect(message).toMatch(sentence);
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page.getByRole("main").getByText(/common/i)).toHaveCount(1);
    await shoot(page, "signup-password-message");
  });

  test("a taken username is said in a sentence beside the field", async ({ page, request }) => {
    const taken = await newShopper(request);
    await fillSignup(page, taken.username, PASSWORD);
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    const message = await fieldMessage(page, "Username");
    expect(message).toMatch(sentence);
    expect(message).toMatch(/taken/);
    await expect(page.getByRole("main").getByText(/taken/)).toHaveCount(1);
  });

  test("a short username and password are said in sentences", async ({ page }) => {
    await fillSignup(page, "ab", "short");
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    expect(await fieldMessage(page, "Username")).toMatch(sentence);
    expect(await fieldMessage(page, "Password")).toMatch(sentence);
  });

  test("after signing up, the login form holds the new username", async ({ page }) => {
    const username = uniqueName("carry");
    await fillSignup(page, username, PASSWORD);
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue(username);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await press(page, page.getByRole("button", { name: "LOGIN" }), screen);
    await expect(page).toHaveURL(/\/$/);
  });
});
