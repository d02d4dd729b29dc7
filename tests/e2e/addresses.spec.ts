// Addresses with a state (issue 21): the address form fills city and state from the PIN and
// lets the shopper correct the city; "save this address" keeps it, and the next checkout
// offers it. Screens at 1280 and 375 px are kept under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test, type Page } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { addLine, loginPage, newShopper, productWithSizes, sizeInStock } from "./helpers/shop";

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width} px spills sideways`).toBeLessThanOrEqual(0);
  await saveScreen(page, `address-${name}-${width}`);
}

interface OrderJson {
  id: string;
  address: { name: string; city: string; state: string; stateCode: string; pin: string };
}

for (const width of [1280, 375]) {
  test(`the address form fills city and state from the PIN, and a saved address is offered next time (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const shopper = await newShopper(request);
    const product = await productWithSizes(request);
    const size = product.size.find((s) => sizeInStock(product, s))!;
    await addLine(request, shopper, product.id, size);
    await loginPage(page, shopper);

    await page.goto("/address");
    await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Mobile No").fill("+91 98765 43210");
    await page.getByLabel("Address", { exact: true }).fill("Flat 4, Marine Drive");
    await page.getByLabel("Pincode").fill("400001");
    await expect(page.getByLabel("City")).toHaveValue("Mumbai");
    await expect(page.getByLabel("State")).toHaveValue("Maharashtra");
    // A PIN no post office has says so at once.
    await page.getByLabel("Pincode").fill("999999");
    await expect(page.getByText("No post office has this PIN code. Please check it.")).toBeVisible();
    await expect(page.getByLabel("State")).toHaveValue("");
    await page.getByLabel("Pincode").fill("400001");
    await expect(page.getByLabel("State")).toHaveValue("Maharashtra");
    // The shopper corrects the city; another PIN then no longer overwrites it.
    await page.getByLabel("City").fill("Mumbai Fort");
    await page.getByLabel("Pincode").fill("400002");
    await expect(page.getByLabel("State")).toHaveValue("Maharashtra");
    await expect(page.getByLabel("City")).toHaveValue("Mumbai Fort");
    await page.getByLabel("Save this address for my next order").check();
    await shoot(page, "new");
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "your order has been placed" })).toBeVisible();

    const orders = async () => (await (await request.get(`/api/order/${shopper.id}`, { headers: { token: shopper.token } })).json()) as OrderJson[];
    const [first] = await orders();
    expect(first.address).toMatchObject({ name: "Asha Rao", city: "Mumbai Fort", state: "Maharashtra", stateCode: "27", pin: "400002" });

    // The next checkout offers the saved address, chosen, and orders to it.
    await addLine(request, shopper, product.id, size);
    await page.goto("/address");
    const saved = page.getByRole("radio", { name: /Asha Rao.*Flat 4, Marine Drive, Mumbai Fort, Maharashtra 400002/ });
    await expect(saved).toBeChecked();
    await expect(page.getByLabel("Pincode")).toHaveCount(0);
    // Nothing is added with a saved address chosen: the page is the checkout.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    await shoot(page, "saved");
    // "A new address" brings the form back; the saved one is still there to choose.
    await page.getByRole("radio", { name: "A new address" }).check();
    await expect(page.getByLabel("Pincode")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Address");
    await saved.check();
    await page.getByRole("button", { name: "Confirm Order" }).click();
    await expect(page).toHaveURL(/\/$/);
    const [second] = await orders();
    expect(second.id).not.toBe(first.id);
    expect(second.address).toEqual(first.address);
  });
}
