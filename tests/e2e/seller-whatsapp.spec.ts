// Issue 44 §3: a seller proves a mobile number in ACCOUNT SETTINGS, then turns on a WhatsApp
// message of each new order.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { codeSentTo } from "./helpers/messages";
import { loginAsSeller, newAccount } from "./seller-helpers";

forEachScreen((screen) => {
  test("a seller adds a mobile number with a code, then turns on new orders on WhatsApp", async ({ page, request }) => {
    const seller = await newAccount(request, "wa-seller", true);
    await loginAsSeller(page, seller.username);
    await page.goto("/account");
    const row = page.locator("dl > div").filter({ hasText: "New orders on WhatsApp" });
    await expect(row).toContainText("Add your mobile number first");
    const mobile = `7${String(Date.now()).slice(-8)}${screen.width === 375 ? 1 : 2}`;
    // A click before the page is hydrated opens nothing: click again until the dialog is there.
    await expect(async () => {
      await page.getByRole("button", { name: "Add mobile number" }).click();
      await expect(page.getByLabel("New mobile number")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByLabel("New mobile number").fill(mobile);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByLabel("Code").fill(await codeSentTo(mobile));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Your mobile number is changed.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(row).toContainText("Off: new orders come by mail");
    await press(page, row.getByRole("button", { name: "Send me each new order on WhatsApp" }), screen);
    await expect(row).toContainText(`On: each new order is sent to ${mobile}`);
    await shoot(page, "seller-account-whatsapp");
  });
});
