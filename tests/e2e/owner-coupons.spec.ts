// The owner's COUPONS page (issue 43): make a coupon, change it, end it; each with its uses,
// discount given and sales, which the dashboard lists too. The coupon is not listed under
// "Offers for you", so the carts of other tests never see it. Screens at 1280 and 375 px.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { loginAsOwner } from "./helpers/owner";
import { shoot } from "./helpers/shots";

for (const width of [1280, 375]) {
  test(`the owner makes, changes and ends a coupon on COUPONS, and the dashboard lists it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    const code = `OWN${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
    await loginAsOwner(page);
    if (width < 768) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "COUPONS" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();

    const form = page.getByRole("form", { name: "New coupon" });
    await expect(async () => {
      await form.getByLabel("Code").fill(code);
      await expect(form.getByLabel("Code")).toHaveValue(code);
    }).toPass();
    await form.getByLabel("Description").fill("15% off for the festival");
    await form.getByLabel("Percent off").fill("15");
    await form.getByLabel("Largest discount (₹)").fill("300");
    await form.getByLabel("Uses in all").fill("50");
    await form.getByLabel("Shown in “Offers for you”").uncheck();
    await form.getByRole("button", { name: "Make the coupon" }).click();
    await expect(page.getByText(`${code} is made.`)).toBeVisible();
    const item = page.locator(`[data-coupon="${code}"]`);
    await expect(item).toContainText("15% off up to ₹300");
    await expect(item.getByTestId("coupon-figures")).toHaveText("Uses 0 of 50 · Discount given ₹0 · Sales ₹0");
    await expect(item).toContainText("On · not listed");
    await shoot(page, "owner-coupons", "made");

    // A refusal says why, the field named.
    await form.getByLabel("Code").fill(code.toLowerCase());
    await form.getByLabel("Description").fill("Again");
    await form.getByLabel("Percent off").fill("10");
    await form.getByRole("button", { name: "Make the coupon" }).click();
    await expect(form.getByText(`There is already a coupon ${code}.`)).toBeVisible();
    await expect(form.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");

    await item.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${code}` });
    await edit.getByLabel("Description").fill("20% off for the festival");
    await edit.getByLabel("Percent off").fill("20");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(`${code} is changed.`)).toBeVisible();
    await expect(item).toContainText("20% off for the festival");
    await expect(item).toContainText("20% off up to ₹300");
    await shoot(page, "owner-coupons", "changed");

    await item.getByRole("button", { name: `End ${code}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "End it" }).click();
    await expect(item).toContainText("Ended");
    await expect(item.getByRole("button", { name: `Edit ${code}` })).toHaveCount(0);
    await shoot(page, "owner-coupons", "ended");

    await page.goto("/dashboard");
    const row = page.getByTestId("coupon-results").getByRole("row").filter({ hasText: code });
    await expect(row).toContainText("ended");
    await expect(row).toContainText("0 of 50");
    await shoot(page, "owner-coupons", "dashboard");
  });
}
