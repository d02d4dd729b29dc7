import { expect, test } from "@playwright/test";
import { loginPage, newShopper, PASSWORD, uniqueName } from "./helpers/shop";

const storage = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({ userId: localStorage.getItem("userId"), token: localStorage.getItem("token"), isAdmin: localStorage.getItem("isAdmin") }));

test("signup goes to /login, and login stores userId, token and isAdmin and goes to /", async ({ page }) => {
  const username = uniqueName("signup");
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Kavya");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Email").fill(`${username}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "SIGNUP" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(`Your account is ready. We mailed ${username}@example.test a link to confirm the address. Please log in.`)).toBeVisible();

  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await storage(page);
  expect(stored.userId).toBeTruthy();
  expect(stored.token).toBeTruthy();
  expect(stored.isAdmin).toBe("false");
  await expect(page.getByRole("banner").getByRole("button", { name: "LOGOUT" })).toBeVisible();
});

test("signup shows the server's reason when the username is taken", async ({ page, request }) => {
  const taken = await newShopper(request);
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Kavya");
  await page.getByLabel("Username", { exact: true }).fill(taken.username);
  await page.getByLabel("Email").fill(`${uniqueName("other")}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "SIGNUP" }).click();
  await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("a failed login shows 'Invalid password/username'", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill("nobody-here");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid password/username");
  await expect(page).toHaveURL(/\/login$/);
  // The password, most often the mistyped one, is ready to be typed again.
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
});

test("a seller lands on /dashboard with isAdmin 'true'", async ({ page, request }) => {
  const seller = await newShopper(request, { admin: true });
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill(seller.username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await storage(page)).isAdmin).toBe("true");
});

test("profile shows Name, Username and email, and the Update Profile dialog changes them", async ({ page, request }) => {
  const shopper = await newShopper(request);
  await loginPage(page, shopper);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole("main");
  await expect(main.getByText("Asha Rao", { exact: true })).toBeVisible();
  await expect(main.getByText(shopper.username, { exact: true })).toBeVisible();
  await expect(main.getByText(`${shopper.username}@example.test`, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Update Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile" });
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
  await expect(dialog.getByLabel("Username", { exact: true })).toHaveValue(shopper.username);
  await expect(dialog.getByLabel("Email Address")).toHaveValue(`${shopper.username}@example.test`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Update Profile" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill("Asha Menon");
  await dialog.getByLabel("Email Address").fill(`new-${shopper.username}@example.test`);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText("Asha Menon", { exact: true })).toBeVisible();
  await expect(main.getByText(`new-${shopper.username}@example.test`, { exact: true })).toBeVisible();
});

test("LOGOUT clears local storage and the session, and goes to /", async ({ page, request }) => {
  await loginPage(page, await newShopper(request));
  await page.goto("/products");
  await page.getByRole("banner").getByRole("button", { name: "LOGOUT" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "LOGIN" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/$/);
});
