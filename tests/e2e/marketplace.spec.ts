// Sellers as businesses (issue 45): a shop run as one business names itself as the seller on
// every product page; run as a marketplace, a product page shows its seller's business before
// purchase (the "Sold by" panel), and the seller keeps the business on their BUSINESS page.
// The switch is shop-wide, so this file runs after every other one (playwright.config.ts,
// project "marketplace") and puts the shop back.
import { expect, test } from "@playwright/test";
import { gstinCheckCharacter } from "../../lib/shop/gstin";
import { asOwner, loginAsOwner } from "./helpers/owner";
import { shoot } from "./helpers/shots";
import { apiAddProduct, apiPlaceOrder, deliver, loginAsSeller, newAccount, type Account } from "./seller-helpers";

test.describe.configure({ mode: "serial" });

const KALA = {
  businessName: "Kala Weaves",
  legalName: "Kala Weaves Private Limited",
  address: "4 Linking Road, Bandra West",
  city: "Mumbai",
  state: "Maharashtra",
  pin: "400050",
  pan: "AAKCK1234F",
  supportEmail: "care@kala.example",
  supportPhone: "9820012345",
  grievanceOfficer: { name: "Ravi Menon", email: "grievance@kala.example", phone: "9820054321" },
};

/** A GSTIN of the state and PAN with its right check character. */
const gstinOf = (stateCode: string, pan: string) => `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;

let seller: Account;
let productId: string;

test.afterAll(async () => {
  await asOwner("PUT", "/api/shop", { sellingModel: "single" });
});

test("a single business is the seller of every product; a marketplace shows the seller's business before purchase", async ({ page, request }) => {
  seller = await newAccount(request, "kala", true);
  productId = (await apiAddProduct(request, seller, "Block-print kurta"))._id;

  await page.goto(`/product/${productId}`);
  await expect(page.getByTestId("sold-by")).toHaveText("Sold by Vastra Demo Clothing Private Limited (fictional)");

  const saved = await request.put(`/api/seller/${seller.id}/business`, {
    headers: { token: seller.token },
    data: { ...KALA, gstin: gstinOf("27", KALA.pan) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { status: string }).status).toBe("pending");
  await asOwner("PUT", `/api/seller/${seller.id}/business/approval`, { approve: true });
  await asOwner("PUT", "/api/shop", { sellingModel: "marketplace" });

  const panel = page.getByTestId("sold-by");
  await expect(async () => {
    await page.goto(`/product/${productId}`);
    await expect(panel.getByRole("heading", { name: "Sold by Kala Weaves" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  for (const text of [
    "Kala Weaves Private Limited",
    `GST registered (GSTIN ${gstinOf("27", KALA.pan)})`,
    "4 Linking Road, Bandra West, Mumbai, Maharashtra 400050",
    "9820012345, care@kala.example",
    "Ravi Menon, 9820054321, grievance@kala.example",
    "No reviews of their products yet",
  ])
    await expect(panel.getByText(text)).toBeVisible();
  await expect(page.getByText("Kala Weaves Private Limited, 4 Linking Road, Bandra West, Mumbai, Maharashtra 400050")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Marketplace run by" })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, "marketplace", "sold-by");
  }

  await panel.getByRole("link", { name: "All products of Kala Weaves" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kala Weaves" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("heading", { name: "Block-print kurta" })).toBeVisible();
});

test("the seller's BUSINESS page shows the business and its status, and names a field the server refuses", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "BUSINESS" }).click();
  await expect(page.getByRole("heading", { name: "Business" })).toBeVisible();
  await expect(page.getByTestId("business-status")).toContainText("approved. Your products are shown and sold in your business's name.");
  await expect(page.getByLabel("Business name")).toHaveValue("Kala Weaves");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, "marketplace", "business");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("PAN", { exact: true }).fill("AAPFU0939F");
  await page.getByRole("button", { name: "Save business" }).click();
  await expect(page.getByText(/characters 3 to 12 of a GSTIN are its holder's PAN/i)).toBeVisible();
  await expect(page.getByLabel("GSTIN", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("an unregistered seller's panel says so, and the delivery check says they cannot deliver to another state", async ({ page, request }) => {
  const chhaya = await newAccount(request, "chhaya", true);
  const saved = await request.put(`/api/seller/${chhaya.id}/business`, {
    headers: { token: chhaya.token },
    data: { ...KALA, businessName: "Chhaya Prints", legalName: "Chhaya Prints", enrolmentId: "EN2711AAKCK1234" },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await asOwner("PUT", `/api/seller/${chhaya.id}/business/approval`, { approve: true });
  const dupatta = await apiAddProduct(request, chhaya, "Bandhani dupatta");

  await page.goto(`/product/${dupatta._id}`);
  const panel = page.getByTestId("sold-by");
  await expect(panel.getByRole("heading", { name: "Sold by Chhaya Prints" })).toBeVisible();
  await expect(panel.getByText("Unregistered (enrolment EN2711AAKCK1234): delivers within Maharashtra only")).toBeVisible();
  const check = page.getByRole("form", { name: "Check delivery" });
  await check.getByLabel("Deliver to PIN code").fill("560001");
  await check.getByRole("button", { name: "Check delivery" }).click();
  await expect(page.getByTestId("delivery-promise")).toHaveText(
    "This item is sold by a seller not registered under GST, who may deliver only within Maharashtra.",
  );
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, "marketplace", "unregistered");
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await check.getByLabel("Deliver to PIN code").fill("400001");
  await check.getByRole("button", { name: "Check delivery" }).click();
  await expect(page.getByTestId("delivery-promise")).toContainText("Delivery by");
});

test("the seller's STATEMENT shows the month as the statement API does; the owner reads it from SELLERS and records a payout", async ({ page, request }) => {
  await asOwner("PUT", `/api/seller/${seller.id}/commission`, { percent: 10 });
  const shopper = await newAccount(request, "kala-buyer", false);
  const order = await apiPlaceOrder(request, shopper, [{ productId, size: "M" }]);
  await deliver(request, seller, order.id);
  const month = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).slice(0, 7);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

  await loginAsOwner(page);
  // A marketplace's own reports sit beside the owner's other monthly reports.
  for (const report of ["GSTR-8 (TCS)", "Sellers' payouts"]) await expect(page.getByRole("button", { name: report })).toBeVisible();
  await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "SELLERS" }).click();
  await page.getByRole("link", { name: `Statement of ${seller.username}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statement of Kala Weaves" })).toBeVisible();
  const form = page.getByRole("form", { name: "Record a payout" });
  await form.getByLabel("Amount (₹)").fill("100.50");
  await form.getByLabel("Bank reference").fill("UTR 4411");
  await form.getByLabel("Paid on").fill(today);
  await form.getByRole("button", { name: "Record payout" }).click();
  await expect(page.getByRole("list", { name: "Payouts of the month" })).toContainText(`${today} · UTR 4411`);
  await expect(page.getByTestId("Paid in the month")).toHaveText("-₹100.50");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, "marketplace", "owner-statement");
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await loginAsSeller(page, seller.username);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "STATEMENT" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Statement" })).toBeVisible();
  const answer = await request.get(`/api/seller/${seller.id}/statement?month=${month}`, { headers: { token: seller.token } });
  const statement = (await answer.json()) as Record<string, number> & { lines: { number: string }[]; tcs: Record<string, number> };
  const rupees = (n: number) =>
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);
  expect(statement.commission).toBeGreaterThan(0);
  for (const [name, value] of [
    ["Sales (invoices)", statement.sales],
    ["Net sales", statement.net],
    ["Commission", -statement.commission],
    ["GST on commission", -statement.commissionGst],
    ["TCS IGST", -statement.tcs.igst],
    ["TDS (194-O)", -statement.tds],
    ["Payable for the month", statement.payable],
    ["Paid in the month", -statement.paid],
    ["Balance carried", statement.balance],
  ] as const)
    await expect(page.getByTestId(name)).toHaveText(rupees(value || 0));
  await expect(page.getByRole("cell", { name: statement.lines[0].number })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/api/seller/${seller.id}/statement.csv?month=${month}`);
  await expect(page.getByText("The shop invoices this month's commission once the month has ended.")).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, "marketplace", "statement");
  }
});
