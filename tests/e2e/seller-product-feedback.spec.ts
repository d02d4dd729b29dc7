// Issue 29, points 10–12: after Add product the seller sees "Item Added Successfully." with
// a link to the product in the shop; the categories field offers the shop's categories and
// warns of a new one; My products is paged and searchable; the Update dialog speaks of
// photos and confirms a save with a link to the product.
import { expect, test, type Page } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { apiLogin, DEMO_SELLER } from "./helpers/shop";
import { apiAddProduct, loginAsSeller, newAccount, pngFixture, uniqueName } from "./seller-helpers";

async function inViewport(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height + 0.5);
}

async function demoSellerLogin(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(DEMO_SELLER.username);
  await page.getByLabel("Password").fill(DEMO_SELLER.password);
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

forEachScreen((screen) => {
  test("after Add product the banner is in sight and links to the product in the shop", async ({ page, request }) => {
    const seller = await newAccount(request, "feedback-seller", true);
    await loginAsSeller(page, seller.username);
    await page.goto("/add-item");
    const title = uniqueName("Bandhani Dupatta");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Price (₹)", { exact: true }).fill("749");
    await page.getByLabel("Categories").fill("women");
    await page.getByLabel("Sizes").fill("Free");
    await page.getByRole("group", { name: "Stock" }).getByLabel("FREE", { exact: true }).fill("5");
    await page.getByLabel("Photos", { exact: true }).setInputFiles({ name: "dupatta.png", mimeType: "image/png", buffer: await pngFixture() });
    await expect(page.getByRole("img", { name: "Photo 1 (first)" })).toBeVisible();
    await press(page, page.getByRole("button", { name: "Add product" }), screen);
    const banner = page.getByRole("status").filter({ hasText: "Item Added Successfully." });
    await expect(banner).toBeVisible();
    await inViewport(page, banner);
    await shoot(page, "seller-added", { fullPage: false });
    const link = banner.getByRole("link", { name: "View it in the shop" });
    await expect(link).toHaveAttribute("href", /^\/product\/[a-z0-9]+$/);
    await press(page, link, screen);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the categories field offers the shop's categories and warns of a new one", async ({ page, request }) => {
    const seller = await newAccount(request, "category-seller", true);
    await loginAsSeller(page, seller.username);
    await page.goto("/add-item");
    const field = page.getByLabel("Categories");
    await field.fill("men, shrits");
    await expect(page.getByText("“shrits” is a new category")).toBeVisible();
    const suggestions = page.getByRole("group", { name: "Shop category suggestions" });
    await press(page, suggestions.getByRole("button", { name: "shirts", exact: true }), screen);
    await expect(field).toHaveValue("men, shrits, shirts");
    await field.fill("men, shirts");
    await expect(page.getByText(/is a new category/)).toHaveCount(0);
    await shoot(page, "seller-categories", { fullPage: false });
  });

  test("My products is paged and searchable", async ({ page, request }) => {
    const demo = await apiLogin(request, DEMO_SELLER.username, DEMO_SELLER.password);
    const all = (await (await request.get(`/api/product/myproducts/${demo.id}`, { headers: { token: demo.token } })).json()) as unknown[];
    expect(all.length).toBeGreaterThan(40);
    await demoSellerLogin(page);
    await page.goto("/myproducts");
    const rows = page.getByRole("list", { name: "My products" }).getByRole("listitem");
    await expect(rows).toHaveCount(20);
    await expect(page.getByText(`${all.length} products`)).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages" });
    await press(page, pages.getByRole("link", { name: "Page 3" }), screen);
    await expect(page).toHaveURL(/\/myproducts\?page=3$/);
    await expect(rows).toHaveCount(Math.min(20, all.length - 40));
    const search = page.getByRole("main").getByRole("search").getByRole("searchbox", { name: "Search my products" });
    await search.fill("kolhapuri");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/myproducts\?q=kolhapuri$/);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(/Kolhapuri/);
    await shoot(page, "seller-myproducts-search");
    await search.fill("no such product here");
    await search.press("Enter");
    await expect(page.getByText("No product of yours matches “no such product here”.")).toBeVisible();
  });

  test("the Update dialog speaks of photos and confirms a save with a link to the product", async ({ page, request }) => {
    const seller = await newAccount(request, "update-seller", true);
    const product = await apiAddProduct(request, seller, uniqueName("Ikat Shirt"));
    await loginAsSeller(page, seller.username);
    await page.goto("/myproducts");
    await press(page, page.getByRole("button", { name: `Update ${product.title}` }), screen);
    const dialog = page.getByRole("dialog", { name: "Update product" });
    await expect(dialog).not.toContainText("without a new image");
    await expect(dialog).toContainText(/photos/);
    await dialog.getByLabel("Price (₹)", { exact: true }).fill("1099");
    await press(page, dialog.getByRole("button", { name: "Update" }), screen);
    await expect(dialog).toHaveCount(0);
    const saved = page.getByRole("status").filter({ hasText: "Changes saved" });
    await expect(saved).toBeVisible();
    await inViewport(page, saved);
    await expect(saved.getByRole("link", { name: "View it in the shop" })).toHaveAttribute("href", `/product/${product._id}`);
    await shoot(page, "seller-update-saved", { fullPage: false });

    await page.goto(`/${product._id}`);
    await page.getByLabel("Price (₹)", { exact: true }).fill("1199");
    await press(page, page.getByRole("button", { name: "Update" }), screen);
    const updated = page.getByRole("status").filter({ hasText: "Product updated." });
    await expect(updated).toBeVisible();
    await inViewport(page, updated);
    await expect(updated.getByRole("link", { name: "View it in the shop" })).toHaveAttribute("href", `/product/${product._id}`);
  });
});
