// Issue 47, point 16: a wrong password on account deletion is said once, beside the field.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { loginPage, newShopper } from "./helpers/shop";

forEachScreen((screen) => {
  test("a wrong password on account deletion shows one error, and the account stays", async ({ page, request }) => {
    const shopper = await newShopper(request);
    await loginPage(page, shopper);
    await page.goto("/profile");
    await press(page, page.getByRole("button", { name: "Delete my account" }), screen);
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill("not the password at all");
    await press(page, dialog.getByRole("button", { name: "Delete my account" }), screen);
    await expect(dialog.getByText("This is not your password.")).toBeVisible();
    await expect(dialog.getByText("Your password is not right.")).toHaveCount(0);
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await shoot(page, "account-delete-wrong-password", { fullPage: false });
  });
});

forEachScreen((screen) => {
  test("a refused sign-up moves to its first refused field and focuses it", async ({ page, request }) => {
    const taken = await newShopper(request);
    await page.goto("/register");
    await page.getByLabel("First Name").fill("Asha");
    await page.getByLabel("Username").fill(taken.username);
    await page.getByLabel("Email").fill(`${taken.username}-other@example.test`);
    await page.getByLabel("Password").fill("a long enough passphrase 26");
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    await expect(page.getByLabel("Username")).toBeFocused();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await shoot(page, "signup-refused-focus", { fullPage: false });
  });
});
