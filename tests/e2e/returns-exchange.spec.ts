// Issue 25: a shopper asks for a size exchange (and a return) on a delivered line from the order
// page; the seller approves it, records the pickup, the arrival and the exchange (or the refund's
// reference) from the console's Returns pages and dispatches the new size; the shopper's order
// page shows every step. Screens at 1280 and 375 px under $SHOTS_DIR.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { shoot } from "./helpers/devices";
import { loginWithApi } from "./helpers/login";
import { DEMO_SELLER } from "./helpers/owner";
import { apiAddProduct, apiPlaceOrder, deliver, loginThroughPage, newAccount } from "./seller-helpers";

/** A page of its own for one person, logged in through the form. */
async function pageFor(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await loginThroughPage(page, username);
  return page;
}

/** Both widths of one screen: 1280 px, then 375 px, then back; a page whole, or (a dialog) the screen with `show` in view. */
async function shootBoth(page: Page, name: string, show?: Locator): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await show?.scrollIntoViewIfNeeded();
    await shoot(page, `returns-${name}`, { fullPage: !show });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a size exchange: asked on the order page, handled in the console, the new size dispatched; the shopper sees each step", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const seller = await newAccount(request, "rx-seller", true);
  const title = `Ikat shirt ${Date.now().toString(36)}`;
  const shirt = await apiAddProduct(request, seller, title, ["S", "M", "L", "XL"], { S: 4, M: 4, L: 4, XL: 0 });
  const shopper = await newAccount(request, "rx-shopper", false);
  const order = await apiPlaceOrder(request, shopper, [{ productId: shirt._id, size: "M", quantity: 2 }]);
  await deliver(request, seller, order.id);

  const mine = await pageFor(browser, shopper.username);
  await mine.goto(`/profile/orders/${order.id}`);
  await expect(mine.getByTestId("return-policy")).toContainText("Return, or exchange for another size, within 7 days of delivery");
  const line = mine.getByTestId("line-return");
  await line.getByRole("button", { name: /^Exchange for another size/ }).click();
  const dialog = mine.getByRole("dialog", { name: "Exchange for another size" });
  await expect(dialog).toBeVisible();
  // Only the other sizes in stock: XL is sold out; none is chosen for the shopper.
  await expect(dialog.getByLabel("New size").locator("option")).toHaveText(["Choose a size", "S", "L"]);
  await expect(dialog.getByLabel("New size")).toHaveValue("");
  await expect(dialog.getByLabel("Quantity").locator("option")).toHaveText(["1", "2"]);
  // Cash on delivery, but an exchange refunds nothing: no account asked for.
  await expect(dialog.getByText("Where should we send your refund?")).toHaveCount(0);
  // No reason: the server names the field.
  await dialog.getByLabel("New size").selectOption("L");
  await dialog.getByRole("button", { name: "Ask for the exchange" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Please check the fields marked above.");
  await expect(dialog.getByText("choose why you are sending it back")).toBeVisible();
  await dialog.getByLabel("Too small").check();
  await shootBoth(mine, "exchange-form", dialog.getByLabel("Too small"));
  await dialog.getByRole("button", { name: "Ask for the exchange" }).click();
  await expect(dialog).toBeHidden();

  const asked = mine.getByTestId("order-return");
  await expect(asked).toContainText("Requested");
  // The request is confirmed beside the line it was asked for, where the shopper is looking.
  const ordered = mine.locator("li[data-line-id]").filter({ hasText: "Size M" });
  await expect(ordered.getByTestId("line-state")).toHaveText("Exchange for L: requested");
  await expect(mine.getByTestId("return-next")).toHaveText("Waiting for the seller to approve it.");
  await expect(asked).toContainText(`1 × ${title} (size M) → size L`);
  await expect(asked).toContainText("Too small");
  const number = (await asked.locator(".font-mono").first().textContent())!.trim();
  expect(number).toMatch(/^RT\d+$/);
  // One unit is still the shopper's to return.
  await expect(mine.getByTestId("line-return").getByRole("button", { name: /^Return/ })).toBeVisible();
  await shootBoth(mine, "order-requested");

  const console = await pageFor(browser, seller.username);
  const glance = console.getByTestId("returns-glance");
  await expect(console.getByRole("heading", { name: "Returns to handle (1)" })).toBeVisible();
  await expect(glance).toContainText(number);
  await console.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "RETURNS" }).click();
  await expect(console).toHaveURL(/\/returns$/);
  const row = console.getByTestId("return-row").filter({ hasText: number });
  await expect(row).toContainText("waiting under an hour");
  await expect(row).toContainText("Requested");
  await shootBoth(console, "console-list");
  await row.click();
  await expect(console.getByRole("heading", { level: 1 })).toContainText(`Exchange ${number}`);
  await expect(console.getByRole("region", { name: "Pick up from" })).toContainText("Arjun Shopper");
  await shootBoth(console, "console-requested");

  const step = async (status: string, next: string) => {
    await expect(console.getByRole("heading", { level: 1 })).toContainText(status);
    await mine.reload();
    await expect(mine.getByTestId("order-return")).toContainText(status);
    await expect(mine.getByTestId("return-next")).toHaveText(next);
  };
  await console.getByRole("button", { name: "Approve" }).click();
  await step("Approved", "Approved: a courier will come to pick the item up. Keep it packed, with its tags.");

  const awb = `PK${Date.now()}`;
  const pickup = console.getByRole("form", { name: "Picked up" });
  await pickup.getByLabel("Carrier").selectOption({ label: "Delhivery" });
  await pickup.getByLabel("AWB (tracking number)").fill(awb);
  await shootBoth(console, "console-approved");
  await pickup.getByRole("button", { name: "Mark picked up" }).click();
  await step("Picked up", "Picked up: on its way back to the seller.");
  await expect(mine.getByTestId("order-return")).toContainText(awb);

  await console.getByRole("button", { name: "Mark received" }).click();
  await step("Received", "The seller has the item back; your new size is sent next.");

  await console.getByRole("button", { name: "Mark exchanged" }).click();
  await step("Exchanged", "Your new size is on its way: it is on this order as a new item, with its own parcel.");
  await shootBoth(console, "console-exchanged");

  // The new size waits on the order's page, dispatched like any item.
  await console.getByRole("link", { name: /^Dispatch it from order OD\d+$/ }).click();
  const dispatch = console.getByRole("form", { name: "Dispatch a parcel" });
  await expect(dispatch).toContainText(`${title}, size L × 1`);
  await dispatch.getByLabel("AWB (tracking number)").fill(`${Date.now()}`);
  await dispatch.getByRole("button", { name: "Dispatch" }).click();
  await expect(console.getByTestId("seller-parcel")).toHaveCount(2);
  // The console's order page says what became of the line too, under its own status.
  await expect(console.locator("tr[data-line-id]").getByTestId("line-state")).toHaveText("1 of 2 exchanged for L");
  await shootBoth(console, "console-order-exchanged");

  await mine.reload();
  await expect(mine.locator("li[data-line-id]").filter({ hasText: "Size L" })).toContainText("Shipped");
  await expect(ordered.getByTestId("line-state")).toHaveText("1 of 2 exchanged for L");
  await expect(mine.getByTestId("parcel")).toHaveCount(2);
  await shootBoth(mine, "order-exchanged");
  await mine.context().close();
  await console.context().close();
});

test("a return paid in cash: refund details checked, the seller records the refund's reference, the shopper sees it", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const seller = await newAccount(request, "rr-seller", true);
  const title = `Linen kurta ${Date.now().toString(36)}`;
  const kurta = await apiAddProduct(request, seller, title, ["M"], { M: 3 });
  const shopper = await newAccount(request, "rr-shopper", false);
  const order = await apiPlaceOrder(request, shopper, [{ productId: kurta._id, size: "M" }]);
  await deliver(request, seller, order.id);

  const mine = await pageFor(browser, shopper.username);
  await mine.goto(`/profile/orders/${order.id}`);
  // The product has no other size: only a return is offered.
  await expect(mine.getByTestId("line-return").getByRole("button", { name: /^Exchange/ })).toHaveCount(0);
  await mine
    .getByTestId("line-return")
    .getByRole("button", { name: /^Return/ })
    .click();
  const dialog = mine.getByRole("dialog", { name: "Return this item" });
  await dialog.getByLabel("Other").check();
  await dialog.getByLabel("Tell us more").fill("The colour is darker than in the photos.");
  await dialog.getByLabel("Bank account").check();
  await dialog.getByLabel("Account holder's name").fill("Arjun Shopper");
  await dialog.getByLabel("Account number").fill("123456789012");
  await dialog.getByLabel("IFSC").fill("SBIN123");
  await dialog.getByRole("button", { name: "Ask for a return" }).click();
  await expect(dialog.getByLabel("IFSC")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("IFSC")).toBeFocused();
  await shootBoth(mine, "return-form-error", dialog.getByLabel("IFSC"));
  await dialog.getByLabel("IFSC").fill("SBIN0001234");
  await dialog.getByRole("button", { name: "Ask for a return" }).click();
  await expect(dialog).toBeHidden();
  const asked = mine.getByTestId("order-return");
  await expect(asked).toContainText("Requested");
  // Masked: the account's last digits and the IFSC, never the whole number.
  await expect(asked).toContainText("9012");
  await expect(asked).not.toContainText("123456789012");
  const number = (await asked.locator(".font-mono").first().textContent())!.trim();

  const console = await pageFor(browser, seller.username);
  await console.goto("/returns");
  await console.getByTestId("return-row").filter({ hasText: number }).click();
  // Another seller's console does not know this return.
  const rival = await newAccount(request, "rr-rival", true);
  const rivalPage = await pageFor(browser, rival.username);
  expect((await rivalPage.goto(new URL(console.url()).pathname))?.status()).toBe(404);
  await rivalPage.context().close();
  await console.getByRole("button", { name: "Approve" }).click();
  await expect(console.getByRole("heading", { level: 1 })).toContainText("Approved");
  await console.getByRole("form", { name: "Picked up" }).getByLabel("AWB (tracking number)").fill(`RP${Date.now()}`);
  await console.getByRole("button", { name: "Mark picked up" }).click();
  await console.getByRole("button", { name: "Mark received" }).click();
  const refund = console.getByRole("form", { name: "Refund" });
  await expect(refund).toContainText("9012");
  await shootBoth(console, "console-refund");
  await refund.getByLabel("Reference of the transfer (UTR)").fill("UTR998877665544");
  await refund.getByRole("button", { name: "Mark refunded" }).click();
  await expect(console.getByRole("heading", { level: 1 })).toContainText("Refunded");

  await mine.reload();
  await expect(asked).toContainText("Refunded");
  await expect(asked).toContainText("UTR998877665544");
  await expect(mine.getByTestId("return-next")).toContainText("refunded to Bank");
  // The line says what became of it: its status badge reads Returned.
  await expect(mine.locator("li[data-line-id]").getByText("Returned", { exact: true })).toBeVisible();
  await shootBoth(mine, "order-refunded");
  // So does the seller's: the line's badge reads Returned, not Delivered.
  await console.goto(`/orders/${order.number}`);
  await expect(console.locator("tr[data-line-id]").getByText("Returned", { exact: true })).toBeVisible();
  await expect(console.locator("tr[data-line-id]").getByText("Delivered", { exact: true })).toHaveCount(0);
  await mine.context().close();
  await console.context().close();
});

test("the owner's return window is checked by the server: a window of 91 days is refused under its field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginWithApi(page, DEMO_SELLER.username, DEMO_SELLER.password);
  await page.goto("/shop-profile");
  const returns = page.getByRole("group", { name: "Returns" });
  await expect(returns.getByLabel("Offer size exchanges")).toBeVisible();
  // Refused whole, so the shop the other tests share keeps its policy.
  await returns.getByLabel("Return window (days)").fill("91");
  await page.getByRole("button", { name: "Save shop profile" }).click();
  await expect(returns.getByLabel("Return window (days)")).toHaveAttribute("aria-invalid", "true");
  await shootBoth(page, "shop-profile-window", returns.getByLabel("Offer size exchanges"));
});
