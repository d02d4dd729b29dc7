// Issue 5: a seller signs up, adds, changes and deletes products, and works through the
// orders of their products; the dashboard counts follow.
import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { approveSeller } from "./helpers/owner";
import {
  apiAddProduct,
  apiLogin,
  apiPlaceOrder,
  loginAsSeller,
  loginThroughPage,
  newAccount,
  PASSWORD,
  pngFixture,
  uniqueName,
  type Account,
} from "./seller-helpers";

test.describe.configure({ mode: "serial" });

let seller: Account;
let title: string;

async function counts(page: Page) {
  await page.goto("/dashboard");
  const value = async (label: string) => Number(await page.getByTestId(label).textContent());
  return {
    total: await value("Total Orders"),
    accepted: await value("Accepted Orders"),
    cancelled: await value("Cancelled Orders"),
    delivered: await value("Delivered Orders"),
  };
}

test("a new seller signs up, is approved by the owner, logs in and lands on the dashboard with the sidebar", async ({ page, request }) => {
  const username = uniqueName("seller");
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Textiles");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.test`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel(/sell on/i).check();
  await page.getByRole("button", { name: "SIGNUP" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The shop asks its owner to approve sellers (SELLER_SIGNUP=approval, the default).
  await expect(page.getByText("Your request to sell waits for the shop owner's approval")).toBeVisible();
  await approveSeller((await apiLogin(request, username)).id);
  seller = await apiLogin(request, username);
  await loginThroughPage(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole("navigation", { name: "Seller" });
  for (const item of ["DASHBOARD", "ADD PRODUCT", "MY PRODUCTS", "ORDERS", "RETURNS", "ACCOUNT SETTINGS"])
    await expect(nav.getByRole("link", { name: item })).toBeVisible();
  await expect(nav.getByRole("button", { name: "LOGOUT" })).toBeVisible();
  expect(await counts(page)).toEqual({ total: 0, accepted: 0, cancelled: 0, delivered: 0 });
});

test("adding a product: refused without an image, checked before upload, added with one", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/add-item");
  title = uniqueName("Indigo Kurta");
  const sent: string[] = [];
  page.on("request", (r) => r.url().includes("/api/product/add/") && sent.push(r.method()));

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Hand-block printed cotton kurta.");
  await page.getByLabel("Price (₹)", { exact: true }).fill("1299.50");
  await page.getByLabel("Colour").fill("Indigo");
  await page.getByLabel("Categories").fill(" men ,  shirts ");
  await page.getByLabel("Sizes").fill("s, m ,L");
  // Stock is tracked by default: one box per size typed.
  const stock = page.getByRole("group", { name: "Stock" });
  for (const [size, units] of [
    ["S", "4"],
    ["M", "6"],
    ["L", "1"],
  ])
    await stock.getByLabel(size, { exact: true }).fill(units);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "cannot be added without" })).toBeVisible();
  expect(sent).toEqual([]);

  const image = page.getByLabel("Photos", { exact: true });
  await image.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text, not an image") });
  await expect(page.getByText("not a JPEG, PNG, WebP or AVIF image")).toBeVisible();
  const big = Buffer.concat([await pngFixture(), Buffer.alloc(5 * 1024 * 1024)]);
  await image.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText("images may be at most 5 MB")).toBeVisible();
  expect(sent).toEqual([]);

  await image.setInputFiles({ name: "kurta.png", mimeType: "image/png", buffer: await pngFixture() });
  await expect(page.getByRole("img", { name: "Photo 1 (first)" })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  const banner = page.getByRole("status").filter({ hasText: "Item Added Successfully." });
  await expect(banner).toBeVisible();
  expect(sent).toEqual(["POST"]);
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Sizes")).toHaveValue("");
  await expect(page.getByRole("img", { name: "Photo 1 (first)" })).toHaveCount(0);
  await banner.getByRole("button", { name: "Close" }).click();
  await expect(banner).toHaveCount(0);
});

test("a server error is shown on the form, not only logged", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.route("**/api/product/add/**", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "The image store is offline." } }),
    }),
  );
  await page.goto("/add-item");
  await page.getByLabel("Title").fill("Anything");
  await page.getByLabel("Price (₹)", { exact: true }).fill("10");
  await page.getByRole("group", { name: "Stock" }).getByLabel("Units").fill("3");
  await page.getByLabel("Photos", { exact: true }).setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await pngFixture() });
  await page.getByRole("button", { name: "Add product" }).click();
  // The form first waits for its photo's real upload (sharp makes its sizes): slow on a busy machine.
  await expect(page.getByRole("alert").filter({ hasText: "The image store is offline." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Title")).toHaveValue("Anything");
});

test("the new product is in the shop and in My products, with its lists split and trimmed", async ({ page, request }) => {
  await page.goto("/products");
  await expect(page.getByText(title)).toBeVisible();
  await loginAsSeller(page, seller.username);
  await page.goto("/myproducts");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("₹1,299.50");
  await expect(row).toContainText("Sizes S, M, L");
  const mine = await request.get(`/api/product/myproducts/${seller.id}`, { headers: { token: seller.token } });
  const product = ((await mine.json()) as { title: string; category: string[] }[]).find((p) => p.title === title);
  expect(product?.category).toEqual(["men", "shirts"]);
});

test("updating through the dialog keeps the image unless a new one is chosen", async ({ page, request }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/myproducts");
  await page.getByRole("button", { name: `Update ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Update product" });
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Sizes")).toHaveValue("S, M, L");
  title = `${title} (new)`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Price (₹)", { exact: true }).fill("999");
  await dialog.getByLabel("Sizes").fill("M, L, XL");
  // The new size gets a stock box of its own; the others show what is left.
  const stock = dialog.getByRole("group", { name: "Stock" });
  await expect(stock.getByLabel("M", { exact: true })).toHaveValue("6");
  await stock.getByLabel("XL", { exact: true }).fill("5");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("₹999");
  await expect(row).toContainText("Sizes M, L, XL");
  await expect(row.getByTestId("stock-summary")).toHaveText("Stock: M 6 · L 1 · XL 5");
  const mine = (await (await request.get(`/api/product/myproducts/${seller.id}`, { headers: { token: seller.token } })).json()) as {
    title: string;
    image: string;
  }[];
  expect(mine.find((p) => p.title === title)?.image).toBeTruthy();
});

test("updating through the /{id} page, a new first photo included", async ({ page, request }) => {
  const mine = (await (await request.get(`/api/product/myproducts/${seller.id}`, { headers: { token: seller.token } })).json()) as {
    _id: string;
    title: string;
    image: string;
  }[];
  const product = mine.find((p) => p.title === title)!;
  await loginAsSeller(page, seller.username);
  const response = await page.goto(`/${product._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Description").fill("Now in a heavier cotton.");
  await page.getByLabel("Colour").fill("Deep indigo");
  await page.getByLabel("Photos", { exact: true }).setInputFiles({ name: "new.png", mimeType: "image/png", buffer: await pngFixture([10, 120, 60]) });
  await page.getByRole("button", { name: "Make photo 2 the first" }).click();
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Product updated.")).toBeVisible();
  await expect(page.getByText("Now in a heavier cotton.").first()).toBeVisible();
  const after = (await (await request.get(`/api/product/${product._id}`)).json()) as { color: string; image: string };
  expect(after.color).toBe("Deep indigo");
  expect(after.image).not.toBe(product.image);
});

test("orders: accept, cancel, deliver, with the counts following and final lines locked", async ({ page, request }) => {
  const mine = (await (await request.get(`/api/product/myproducts/${seller.id}`, { headers: { token: seller.token } })).json()) as {
    _id: string;
    title: string;
  }[];
  const kurta = mine.find((p) => p.title === title)!;
  const scarf = await apiAddProduct(request, seller, uniqueName("Silk Scarf"), ["FREE"]);
  const shopper = await newAccount(request, "shopper", false);
  const placed = await apiPlaceOrder(request, shopper, [
    { productId: kurta._id, size: "M" },
    { productId: kurta._id, size: "XL", quantity: 2 },
    { productId: scarf._id, size: "FREE" },
  ]);

  await loginAsSeller(page, seller.username);
  // The cards count orders, not lines (issue 29): one order of three lines.
  expect(await counts(page)).toEqual({ total: 1, accepted: 0, cancelled: 0, delivered: 0 });
  await expect(page.getByRole("region", { name: "Recent orders" })).toContainText(scarf.title);

  await page.goto("/orders/list");
  const headers = page.getByRole("columnheader");
  await expect(headers).toHaveText(["S.No", "OrderId", "Item Name", "Quantity", "Item Price", "Total", "Amount", "Change Status", "Status"]);
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(3);
  const rowOf = (text: string) => rows.filter({ hasText: text });
  const kurtaM = rows.filter({ hasText: "Size: M" });
  const kurtaXl = rows.filter({ hasText: "Size: XL" });
  const scarfRow = rowOf(scarf.title);
  await expect(kurtaXl).toContainText("₹1,998");
  // 2% off ₹1,998 shared over the order's three lines (₹899, ₹1,998, ₹899): this line's share is ₹39.96.
  await expect(kurtaXl).toContainText("₹1,958.04");
  // The order's lines sit under one row naming the order and where it goes.
  const heading = page.getByRole("rowheader").filter({ hasText: placed.number });
  await expect(heading).toHaveCount(1);
  await expect(heading).toContainText("12 MG Road, Bengaluru");
  await expect(heading).toContainText("560001");
  for (const row of [kurtaM, kurtaXl, scarfRow]) await expect(row).toContainText(placed.number);

  await kurtaM.getByRole("button", { name: "Accept" }).click();
  await expect(kurtaM.getByText("Accepted", { exact: true })).toBeVisible();
  await kurtaXl.getByRole("button", { name: "Cancel" }).click();
  const cancelDialog = page.getByRole("dialog", { name: "Cancel this item?" });
  await expect(cancelDialog.getByRole("button", { name: "Cancel item" })).toBeDisabled();
  await cancelDialog.getByLabel("Reason for the shopper").fill("Only one XL left, and it has a flaw.");
  await cancelDialog.getByRole("button", { name: "Cancel item" }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(kurtaXl.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(kurtaXl.getByRole("button")).toHaveCount(0);
  await scarfRow.getByRole("button", { name: "Accept" }).click();
  await expect(scarfRow.getByText("Accepted", { exact: true })).toBeVisible();
  await kurtaM.getByRole("button", { name: "Mark delivered" }).click();
  await expect(kurtaM.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(kurtaM.getByRole("button")).toHaveCount(0);

  // A refusal puts the row back as the server has it, and says why.
  await page.route("**/api/order/update/status/**", (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "bad_request", message: "Refused for the test." } }) }),
  );
  await scarfRow.getByRole("button", { name: "Mark delivered" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Refused for the test." })).toBeVisible();
  await expect(scarfRow.getByText("Accepted", { exact: true })).toBeVisible();
  await page.unroute("**/api/order/update/status/**");

  await page.reload();
  await expect(rowOf("Size: M").getByText("Delivered", { exact: true })).toBeVisible();
  // The one order has an accepted, a cancelled and a delivered line: an item is left to send, so it is an
  // accepted order, counted once, and not a cancelled one.
  expect(await counts(page)).toEqual({ total: 1, accepted: 1, cancelled: 0, delivered: 0 });

  // Deleting a product asks first, and its order line stays with the title it was ordered under.
  await page.goto("/myproducts");
  await page.getByRole("button", { name: `Delete ${scarf.title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this product?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: scarf.title })).toHaveCount(1);
  await page.getByRole("button", { name: `Delete ${scarf.title}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: scarf.title })).toHaveCount(0);
  await page.goto("/orders/list");
  await expect(page.getByRole("row").filter({ hasText: scarf.title })).toHaveCount(1);
  expect((await page.goto(`/${scarf._id}`))?.status()).toBe(404);
});

test("a large image shows upload progress while it sends", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/add-item");
  // Noise does not compress: about 3 MB of PNG, under the 5 MB limit.
  const noise = sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } });
  const large = await noise.png({ compressionLevel: 0 }).toBuffer();
  expect(large.length).toBeGreaterThan(2_500_000);
  expect(large.length).toBeLessThan(5 * 1024 * 1024);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await page.getByLabel("Title").fill(uniqueName("Noise Tee"));
  await page.getByLabel("Price (₹)", { exact: true }).fill("499");
  await page.getByRole("group", { name: "Stock" }).getByLabel("Units").fill("5");
  await page.getByLabel("Photos", { exact: true }).setInputFiles({ name: "noise.png", mimeType: "image/png", buffer: large });
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Item Added Successfully." })).toBeVisible({ timeout: 30_000 });
});

test("ACCOUNT SETTINGS updates the seller's name through the profile dialog", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Seller" }).getByRole("link", { name: "ACCOUNT SETTINGS" }).click();
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await expect(page.getByText(seller.username, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Update Profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Profile" });
  await dialog.getByLabel("Name", { exact: true }).fill("Meera Rao");
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("main").getByText("Meera Rao", { exact: true })).toBeVisible();
});

test("LOGOUT in the sidebar ends the session", async ({ page }) => {
  await loginAsSeller(page, seller.username);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Seller" }).getByRole("button", { name: "LOGOUT" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});
