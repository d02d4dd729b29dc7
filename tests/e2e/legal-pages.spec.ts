// The shop's legal pages (docs/product.md, The shop's legal pages): the footer of every page
// names who sells and links the policies; a policy page; a complaint filed through /grievance
// gets its ticket, and the owner sees it with the time left to acknowledge it.
import { expect, test } from "@playwright/test";
import { loginAsOwner } from "./helpers/owner";

const LEGAL_NAME = "Vastra Demo Clothing Private Limited (fictional)";

test("the footer names who sells and links the policies; the returns policy says the shop's rules", async ({ page }) => {
  await page.goto("/products");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(LEGAL_NAME).first()).toBeVisible();
  await expect(footer.getByText(/^GSTIN 29/)).toBeVisible();
  await expect(footer.getByText("No. 1, Example Road, Indiranagar, Bengaluru, Karnataka 560038")).toBeVisible();
  await expect(footer.getByRole("link", { name: "support@vastra.example" })).toBeVisible();
  for (const name of ["Shipping and delivery", "Cancellation", "Payments", "Privacy notice", "Terms of use", "Grievances"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await footer.getByRole("link", { name: "Returns, refunds and exchanges" }).click();
  await expect(page).toHaveURL(/\/policies\/returns$/);
  await expect(page.getByRole("heading", { level: 1, name: "Returns, refunds and exchanges" })).toBeVisible();
  await expect(page.getByText(/within 7 days of its delivery/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Refunds" })).toBeVisible();
  await expect(page).toHaveTitle(/Returns, refunds and exchanges/);
});

test("a complaint filed on /grievance shows its ticket, and the owner sees it with the time left to acknowledge it", async ({ page, browser }) => {
  await page.goto("/grievance");
  await expect(page.getByRole("heading", { name: "Kavya Demo (fictional)" })).toBeVisible();
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("Email").fill("asha.grievance@example.test");
  await page.getByLabel("Order number (if it is about an order)").fill("VS-1");
  await page.getByLabel("Your complaint").fill("The kurta I received was torn at the seam.");
  await page.getByRole("button", { name: "Send the complaint" }).click();
  const banner = page.getByRole("status").filter({ hasText: "Your complaint is received" });
  await expect(banner).toBeVisible();
  const ticket = (await banner.locator("strong").textContent())!;
  expect(ticket).toMatch(/^GRV-\d{6}$/);

  const owner = await (await browser.newContext()).newPage();
  await loginAsOwner(owner);
  await owner.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "COMPLAINTS" }).click();
  await expect(owner).toHaveURL(/\/complaints$/);
  const item = owner.getByRole("listitem").filter({ hasText: ticket });
  await expect(item).toContainText("The kurta I received was torn at the seam.");
  await expect(item).toContainText(/Acknowledge: 4[78] h left/);
  await item.getByRole("button", { name: "Mark acknowledged" }).click();
  await expect(item).toContainText("Acknowledge: done");
});
