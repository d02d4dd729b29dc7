// Issue 24: the seller's product form has an HSN code for GST invoices, blank for the code of
// the product's categories (which the hint names as the categories are typed).
import { expect, test } from "@playwright/test";
import { saveScreen } from "./helpers/shots";
import { loginAsSeller, newAccount, pngFixture, uniqueName } from "./seller-helpers";

test("a seller sees the categories' HSN default, is told a wrong code, and saves one", async ({ page, request }) => {
  const seller = await newAccount(request, "hsn", true);
  await loginAsSeller(page, seller.username);
  await page.goto("/add-item");
  const title = uniqueName("Palazzo");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Price (₹)", { exact: true }).fill("1499");
  await page.getByLabel("Categories").fill("trousers");
  const hsn = page.getByLabel("HSN code (for GST invoices)");
  await expect(page.getByText("Leave blank to use 6203, the code of its categories.")).toBeVisible();
  await page.getByLabel("Categories").fill("trousers, women");
  await expect(page.getByText("Leave blank to use 6204, the code of its categories.")).toBeVisible();
  await page.getByRole("group", { name: "Stock" }).getByLabel("Units").fill("3");
  await page.getByLabel("Photos", { exact: true }).setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await pngFixture() });
  await expect(page.getByRole("img", { name: "Photo 1 (first)" })).toBeVisible();

  await hsn.fill("4203");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("the shop's tax table covers HSN chapters 61, 62, 64 (apparel and footwear)")).toBeVisible();
  // The refused field takes the focus, so the seller sees it and can type at once.
  await expect(hsn).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await hsn.scrollIntoViewIfNeeded();
    await saveScreen(page, `product-form-hsn-${width}`);
  }

  await hsn.fill("62046200");
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item Added Successfully." })).toBeVisible();
  const products = (await (await request.get("/api/product?sort=newest&limit=100")).json()) as {
    title: string;
    hsn: string | null;
    defaultHsn: string;
  }[];
  expect(products.find((p) => p.title === title)).toMatchObject({ hsn: "62046200", defaultHsn: "6204" });
});
