// Orders as records (issue 21): the seller finds an order by the number a shopper quotes,
// opens it, cancels an item with a reason, and the shopper reads that reason on the order's
// page and timeline. The console's list is paged and filtered. Screens at 1280 and 375 px
// are kept under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { shoot } from "./helpers/shots";
import { loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, apiPlaceOrder, loginAsSeller, newAccount } from "./seller-helpers";

for (const width of [1280, 375]) {
  test(`the seller finds an order by its number and cancels an item with a reason the shopper then reads (${width} px)`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const seller = await newAccount(request, "records-seller", true);
    const kurta = await apiAddProduct(request, seller, `Chikan kurta ${width}`, ["M", "L"]);
    const dupatta = await apiAddProduct(request, seller, `Silk dupatta ${width}`, ["FREE"]);
    const shopper = await newShopper(request);
    // Left waiting for their cash-on-delivery confirmation: nothing here is accepted, and the
    // timelines below hold only what this test does.
    const placed = await apiPlaceOrder(
      request,
      shopper,
      [
        { productId: kurta._id, size: "M" },
        { productId: dupatta._id, size: "FREE", quantity: 2 },
      ],
      { confirm: false },
    );
    // Another order of the seller's, which the search must leave out.
    await apiPlaceOrder(request, shopper, [{ productId: kurta._id, size: "L" }], { confirm: false });

    await loginAsSeller(page, seller.username);
    await page.goto("/orders/list");
    await expect(page.getByRole("rowheader")).toHaveCount(2);
    // The shopper quotes the number on the phone without its letters.
    await page.getByLabel("Order number").fill(placed.number.slice(2));
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/list\\?q=${placed.number.slice(2)}$`));
    await expect(page.getByRole("rowheader")).toHaveCount(1);
    await expect(page.getByRole("rowheader")).toContainText(placed.number);
    await expect(page.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(2);
    await shoot(page, "records", "seller-found");

    await page.getByRole("link", { name: `Order ${placed.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${placed.number}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.number}`);
    await expect(page.getByRole("region", { name: "Deliver to" })).toContainText("12 MG Road, Bengaluru");
    // City and state as the mail and the invoice give them (issue 47, point 12): from the PIN 560001.
    await expect(page.getByRole("region", { name: "Deliver to" })).toContainText(/Bengaluru[^,\n]*, Karnataka/);
    // ₹899 + 2 × ₹899 less 2%: ₹2,643.06 to collect.
    const money = page.getByRole("region", { name: "Your items' money" });
    await expect(money).toContainText("₹2,643.06");
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem")).toHaveCount(1);
    await expect(timeline).toContainText("Placed by the shopper");

    const dupattaRow = page.getByRole("row").filter({ hasText: `Silk dupatta ${width}` });
    await dupattaRow.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this item?" });
    await expect(dialog).toContainText(`in order ${placed.number}`);
    await dialog.getByLabel("Reason for the shopper").fill("The weaver could not finish this colour in time.");
    await shoot(page, "records", "seller-cancel-dialog");
    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toBeHidden();
    await expect(dupattaRow.getByText("Ordered", { exact: true })).toBeVisible();
    await dupattaRow.getByRole("button", { name: "Cancel" }).click();
    await dialog.getByLabel("Reason for the shopper").fill("The weaver could not finish this colour in time.");
    await dialog.getByRole("button", { name: "Cancel item" }).click();
    await expect(dialog).toBeHidden();
    await expect(dupattaRow.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(timeline.getByRole("listitem")).toHaveCount(2);
    await expect(timeline.getByRole("listitem").nth(1)).toContainText(`Cancelled by you: Silk dupatta ${width} (size FREE)`);
    await expect(timeline.getByRole("listitem").nth(1)).toContainText("Reason: “The weaver could not finish this colour in time.”");
    await expect(money).toContainText("₹881.02");
    await shoot(page, "records", "seller-order");

    // The filter by status shows the cancelled item alone.
    await page.goto("/orders/list");
    await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Cancelled" }).click();
    await expect(page).toHaveURL(/status=Cancelled/);
    await expect(page.getByRole("row").filter({ has: page.getByRole("cell") })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ has: page.getByRole("cell") })).toContainText(`Silk dupatta ${width}`);
    await shoot(page, "records", "seller-filtered");

    // The shopper reads the number, the reason and what is left to pay on the order's page.
    const shopperContext = await browser.newContext({ viewport: page.viewportSize()! });
    const shopperPage = await shopperContext.newPage();
    await loginPage(shopperPage, shopper);
    await shopperPage.goto(`/profile/orders/${placed.id}`);
    await expect(shopperPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.number}`);
    await expect(shopperPage.getByText("Cancelled by the seller", { exact: true })).toBeVisible();
    const theirs = shopperPage.getByRole("region", { name: "Timeline" });
    await expect(theirs.getByRole("listitem").first()).toContainText("Placed by you");
    await expect(theirs.getByRole("listitem").nth(1)).toContainText(`Cancelled by the seller: Silk dupatta ${width} (size FREE)`);
    await expect(theirs).toContainText("Reason: “The weaver could not finish this colour in time.”");
    await expect(shopperPage.getByText("Pay ₹881.02 in cash when your order arrives.")).toBeVisible();
    await shoot(shopperPage, "records", "shopper-order");
    await shopperContext.close();
  });
}

test("the console's orders come 20 to a page, newest first, each order once with its items", async ({ page, request }) => {
  const seller = await newAccount(request, "records-pages", true);
  const tee = await apiAddProduct(request, seller, "Paged tee", ["M"]);
  const shopper = await newAccount(request, "records-pager", false);
  const numbers: string[] = [];
  for (let i = 0; i < 21; i++)
    numbers.push((await apiPlaceOrder(request, shopper, [{ productId: tee._id, size: "M", quantity: (i % 3) + 1 }], { confirm: false })).number);

  await loginAsSeller(page, seller.username);
  await page.goto("/orders/list");
  const headings = page.getByRole("rowheader");
  await expect(headings).toHaveCount(20);
  await expect(headings.first()).toContainText(numbers[20]);
  await expect(page.getByText("Page 1 of 2 · 21 orders")).toBeVisible();
  await page.getByRole("link", { name: "Older orders →" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(headings).toHaveCount(1);
  await expect(headings.first()).toContainText(numbers[0]);
  // S.No goes on counting from the first page.
  await expect(page.getByRole("cell").first()).toHaveText("21");
});
