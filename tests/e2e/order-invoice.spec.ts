// GST invoices (issue 24): the seller marks a line Delivered on the order's page, and the
// shopper's order page then links a working invoice PDF; the owner's dashboard shows the
// month's sales and offers the reports. Screens at 1280 and 375 px under $SHOTS_DIR.
import { expect, test } from "@playwright/test";
import { loginAsOwner } from "./helpers/owner";
import { shoot } from "./helpers/shots";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount } from "./seller-helpers";

for (const width of [1280, 375]) {
  test(`a line marked Delivered gets an invoice the shopper downloads from the order page (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const seller = await newAccount(request, "invoice-seller", true);
    const kurta = await apiAddProduct(request, seller, `Block-print kurta ${width}`, ["M"]);
    const shopper = await newAccount(request, "invoice-shopper", false);
    const placed = await apiPlaceOrder(request, shopper, [{ productId: kurta._id, size: "M" }]);

    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${placed.number}`);
    const row = page.getByRole("row").filter({ hasText: `Block-print kurta ${width}` });
    await row.getByRole("button", { name: "Accept" }).click();
    await expect(row.getByText("Accepted", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Mark delivered" }).click();
    await expect(row.getByText("Delivered", { exact: true })).toBeVisible();
    await page.reload();
    const sellerInvoices = page.getByRole("region", { name: "Invoices" });
    await expect(sellerInvoices.getByRole("link", { name: /^Invoice INV\/\d{4}\/\d{6} \(PDF\)$/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Invoice issued");
    await shoot(page, "invoice", "seller-order");

    const shopperContext = await browser.newContext({ viewport: page.viewportSize()! });
    const shopperPage = await shopperContext.newPage();
    await loginAsSeller(shopperPage, shopper.username);
    await shopperPage.goto(`/profile/orders/${placed.id}`);
    const invoices = shopperPage.getByRole("region", { name: "Invoices" });
    const link = invoices.getByRole("link", { name: /^Invoice INV\/\d{4}\/\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    await expect(invoices).toContainText(`Block-print kurta ${width} (size M)`);
    // The invoice is under Invoices, not a step of the shopper's order (issue 47, point 16).
    const shopperTimeline = shopperPage.getByRole("region", { name: "Timeline" });
    await expect(shopperTimeline).toContainText("Delivered");
    await expect(shopperTimeline).not.toContainText("Invoice issued");
    await shoot(shopperPage, "invoice", "shopper-order");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/api\/invoice\/[^/]+\/pdf$/);
    // The browser's own session cookie opens it.
    const pdf = await shopperPage.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await shopperContext.close();
  });
}

test("the owner's dashboard shows the month's sales and tax, a bar a day, and the reports", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsOwner(page);
  const sales = page.getByRole("region", { name: /The shop's sales in/ });
  await expect(sales).toBeVisible();
  await expect(sales.getByRole("img")).toBeVisible();
  // The chart has its axis: a scale of round rupee figures down to ₹0 beside it, the days under it.
  const scale = sales.getByTestId("chart-scale").locator("span");
  await expect(scale).toHaveCount(3);
  await expect(scale.last()).toHaveText("₹0");
  await expect(scale.first()).toHaveText(/^₹[1-9][\d,]*$/);
  await expect(sales.getByTestId("chart-days").locator("span").first()).toHaveText("1");
  await expect(sales.getByText("Sales per day (₹, tax included)")).toBeVisible();
  await expect(sales.getByLabel("Reports for the month")).toHaveValue(/^\d{4}-\d\d$/);
  const download = page.waitForEvent("download");
  await sales.getByRole("button", { name: "GSTR-1 B2CS (CSV)" }).click();
  expect((await download).suggestedFilename()).toMatch(/^gstr1-b2c-\d{4}-\d\d\.csv$/);
  await shoot(page, "invoice", "owner-dashboard");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(scale.last()).toBeVisible();
  await shoot(page, "invoice", "owner-dashboard");
});
