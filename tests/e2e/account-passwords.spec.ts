import { expect, test } from "@playwright/test";
import { linkInMail } from "./helpers/mail";
import { newShopper, PASSWORD } from "./helpers/shop";

// "Forgot password?" from the login page to signing in with the new password, with the links
// read from the mail the shop sent (docs/product.md, Passwords and confirming an address).

/** The path and query of a mailed link: the e2e server's SITE_URL is not the address it listens on. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test("forgot password: the mailed link sets a new password, the old one stops working, and the new one signs in", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const email = `${shopper.username}@example.test`;
  // Only a confirmed address gets a reset link: confirm it first, as its owner would.
  await page.goto(local(await linkInMail(email, "Confirm your e-mail address", "/verify-email")));
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();
  // One way on, not two (issue 47, point 16).
  await expect(page.getByRole("main").getByRole("link")).toHaveText(["Go to the shop"]);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If an account has confirmed this address")).toBeVisible();

  const reset = local(await linkInMail(email, "Reset your password", "/reset-password"));
  await page.goto(reset);
  await page.getByLabel("New password", { exact: true }).fill("a fresh passphrase 26");
  await page.getByLabel("New password again").fill("a fresh passphrase 26");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password is changed. Log in with it.")).toBeVisible();

  await page.getByLabel("Username", { exact: true }).fill(shopper.username);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid password/username");
  await page.getByLabel("Password", { exact: true }).fill("a fresh passphrase 26");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link worked once, and says so when opened again, with no form to fill in for nothing (issue 47, point 6).
  await page.goto(reset);
  await expect(page.getByText("This link has expired or was already used")).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});
