import { expect, test } from "@playwright/test";
import { stoppedClock } from "./helpers/clock";
import { addLine, loginPage, newShopper, products, sizeInStock, type ProductJson } from "./helpers/shop";

test.describe("top bar, logged out", () => {
  test("the search bar is only on / and /products", async ({ page }) => {
    for (const path of ["/", "/products"]) {
      await page.goto(path);
      await expect(page.getByPlaceholder("Search Products")).toBeVisible();
    }
    for (const path of ["/products/shirts", "/login", "/register", "/search"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").getByPlaceholder("Search Products")).toHaveCount(0);
    }
  });

  test("the dropdown offers All, Men, Women, Boys, Girls", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Category" }).locator("option")).toHaveText(["All", "Men", "Women", "Boys", "Girls"]);
  });

  test("Enter searches /products/{lower-cased text}", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Women");
    await page.getByPlaceholder("Search Products").fill("Linen");
    await page.getByPlaceholder("Search Products").press("Enter");
    await expect(page).toHaveURL(/\/products\/linen$/);
  });

  test("the search icon searches too", async ({ page }) => {
    await page.goto("/products");
    await page.getByPlaceholder("Search Products").fill("KURTI");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/kurti$/);
  });

  test("the main button reads LOGIN on / and /register, SIGNUP on /login, LOGIN elsewhere", async ({ page }) => {
    const expected: [string, string, string][] = [
      ["/", "LOGIN", "/login"],
      ["/register", "LOGIN", "/login"],
      ["/login", "SIGNUP", "/register"],
      ["/products", "LOGIN", "/login"],
      ["/search", "LOGIN", "/login"],
    ];
    for (const [path, text, href] of expected) {
      await page.goto(path);
      const button = page.getByRole("banner").getByRole("link", { name: text, exact: true });
      await expect(button).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "Profile" })).toHaveCount(0);
  });

  test("a cart click shows 'Please Login to Continue.' for 3 s and stays put", async ({ page }) => {
    await stoppedClock(page);
    await page.goto("/products");
    await page.getByRole("button", { name: "Cart" }).click();
    const prompt = page.getByText("Please Login to Continue.", { exact: true });
    await expect(prompt).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await page.clock.runFor(2999);
    await expect(prompt).toBeVisible();
    await page.clock.runFor(1);
    await expect(prompt).toBeHidden();
  });

  test("the shop name goes home", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("banner").getByRole("link", { name: "Vastra" })).toHaveAttribute("href", "/");
  });
});

test.describe("top bar, logged in", () => {
  test("a shopper sees LOGOUT, the profile icon and a cart badge with the line count", async ({ page, request }) => {
    const shopper = await newShopper(request);
    // Other tests may have just added products with sizes sold out.
    const [first, second] = (await products(request)).filter((p) => p.inStock);
    const sizeOf = (p: ProductJson) => p.size.find((s) => sizeInStock(p, s));
    await addLine(request, shopper, first.id, sizeOf(first));
    await addLine(request, shopper, second.id, sizeOf(second));
    await loginPage(page, shopper);
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "LOGOUT" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await banner.getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("the badge shows 99+ above 99 lines", async ({ page, request }) => {
    const shopper = await newShopper(request);
    const lines: [string, string | undefined][] = (await products(request))
      .flatMap((p): [string, string | undefined][] =>
        p.size.length ? p.size.filter((s) => sizeInStock(p, s)).map((s) => [p.id, s]) : p.inStock ? [[p.id, undefined]] : [],
      )
      .slice(0, 100);
    expect(lines.length).toBe(100);
    for (const [id, size] of lines) await addLine(request, shopper, id, size);
    await loginPage(page, shopper);
    await page.goto("/products");
    await expect(page.getByTestId("cart-badge")).toHaveText("99+");
  });

  test("a seller's shop name goes to /dashboard and the cart icon is hidden", async ({ page, request }) => {
    const seller = await newShopper(request, { admin: true });
    await loginPage(page, seller);
    await page.goto("/products");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Vastra" })).toHaveAttribute("href", "/dashboard");
    await expect(banner.getByRole("button", { name: "LOGOUT" })).toBeVisible();
    await expect(banner.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
    await expect(banner.getByRole("button", { name: "Cart" })).toHaveCount(0);
  });
});
