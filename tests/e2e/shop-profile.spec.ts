// The shop as a business (issue 21): the owner (the seed's demo seller) edits the shop profile
// in the console; a wrong GSTIN is refused with its reason; other sellers have no such page.
import { expect, test } from "@playwright/test";
import { loginAsOwner } from "./helpers/owner";
import { saveScreen } from "./helpers/shots";
import { loginThroughPage, newAccount } from "./seller-helpers";

test("the owner edits the shop profile; a wrong GSTIN check character is refused", async ({ page, request }) => {
  await loginAsOwner(page);
  await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "SHOP PROFILE" }).click();
  await expect(page).toHaveURL(/\/shop-profile$/);
  await expect(page.getByRole("heading", { name: "Shop profile" })).toBeVisible();
  const gstin = page.getByLabel("GSTIN");
  const original = await gstin.inputValue();
  expect(original).toMatch(/^29[A-Z0-9]{13}$/);
  const originalPhone = await page.getByLabel("Support phone").inputValue();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the shop profile at ${width} px spills sideways`).toBeLessThanOrEqual(0);
    await saveScreen(page, `seller-shop-profile-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // One character changed: the check character no longer matches.
  const wrong = original.slice(0, 14) + (original[14] === "A" ? "B" : "A");
  await gstin.fill(wrong);
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(page.getByText(/check character/)).toBeVisible();
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  expect(((await (await request.get("/api/shop")).json()) as { gstin: string }).gstin).toBe(original);

  await gstin.fill(original);
  await page.getByLabel("Support phone").fill("+91 80 4000 1234");
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Shop profile saved." })).toBeVisible();
  const shop = (await (await request.get("/api/shop")).json()) as { supportPhone: string; gstin: string; stateCode: string };
  expect(shop).toMatchObject({ supportPhone: "+91 80 4000 1234", gstin: original, stateCode: "29" });
  await page.reload();
  await expect(page.getByLabel("Support phone")).toHaveValue("+91 80 4000 1234");

  // A social page given in the profile becomes a link in every page's footer; the others stay names.
  const instagram = "https://www.instagram.com/vastra.demo";
  await page.getByLabel("Facebook page").fill("https://example.com/vastra");
  await page.getByLabel("Instagram page").fill(instagram);
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(page.getByLabel("Facebook page")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Facebook page")).toBeFocused();
  await page.getByLabel("Facebook page").fill("");
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Shop profile saved." })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(async () => {
    await page.goto("/");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", instagram, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(footer.getByRole("link", { name: "Facebook" })).toHaveCount(0);
  await expect(footer.getByText("Facebook", { exact: true })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await footer.scrollIntoViewIfNeeded();
    await saveScreen(page, `footer-social-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/shop-profile");

  // Put it back for the other tests that share this shop.
  await page.getByLabel("Instagram page").fill("");
  await page.getByLabel("Support phone").fill(originalPhone);
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Shop profile saved." })).toBeVisible();
});

test("a seller who is not the owner has no shop profile page", async ({ page, request }) => {
  const seller = await newAccount(request, "not-owner", true);
  await loginThroughPage(page, seller.username);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole("navigation", { name: "Seller" });
  await expect(nav.getByRole("link", { name: "ACCOUNT SETTINGS" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "SHOP PROFILE" })).toHaveCount(0);
  await page.goto("/shop-profile");
  await expect(page).toHaveURL(/\/dashboard$/);
});
