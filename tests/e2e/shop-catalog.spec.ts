import { expect, test } from "@playwright/test";
import { formatRupees, rupeesToPaise } from "../../lib/money.ts";
import { stoppedClock } from "./helpers/clock";
import { loginPage, newShopper, products, productWithSizes } from "./helpers/shop";

const cards = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Products" }).getByRole("listitem");

test.describe("listings", () => {
  test("/products shows 24 cards a page with image, title, description and ₹ price, and numbered pages", async ({ page, request }) => {
    const newest = (await products(request, "limit=1"))[0];
    await page.goto("/products");
    await expect(page).toHaveTitle(/All products/);
    await expect(cards(page)).toHaveCount(24);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: newest.title })).toBeVisible();
    // Seller tests may have just added a product with no description; text "" would match anything.
    if (newest.description) await expect(first.getByText(newest.description)).toBeVisible();
    await expect(first.getByText(formatRupees(rupeesToPaise(newest.price)), { exact: true })).toBeVisible();
    await expect(first.getByRole("img", { name: newest.title })).toBeVisible();
    await expect(first.getByRole("link")).toHaveAttribute("href", `/product/${newest.id}`);

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByRole("navigation", { name: "Pages" }).locator("[aria-current='page']")).toHaveText("2");
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(newest.title);
  });

  test("a card opens its product page", async ({ page, request }) => {
    const newest = (await products(request, "limit=1"))[0];
    await page.goto("/products");
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/product/${newest.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
  });

  for (const category of ["shirts", "trousers", "shoes", "tops"]) {
    test(`/products/${category} lists that category only`, async ({ page, request }) => {
      const expected = await products(request, `category=${category}&limit=100`);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(`/products/${category}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.charAt(0).toUpperCase() + category.slice(1));
      await expect(cards(page)).toHaveCount(Math.min(expected.length, 24));
      const titles = await cards(page).getByRole("heading").allTextContents();
      expect(titles).toEqual(expected.slice(0, 24).map((p) => p.title));
    });
  }

  test("any other slug searches titles, descriptions and categories", async ({ page, request }) => {
    const expected = await products(request, "q=linen&limit=100");
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/products/linen");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “linen”");
    await expect(cards(page)).toHaveCount(expected.length);
  });

  test("size and colour filters narrow a listing, keep to their own pages and clear again", async ({ page, request }) => {
    const expected = await products(request, "category=shirts&size=M&limit=100");
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/products/shirts");
    const filters = page.getByRole("region", { name: "Filters" });
    await filters.getByRole("link", { name: "Size M", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/shirts\?size=M$/);
    await expect(page).toHaveTitle(/Shirts: size M/);
    await expect(cards(page)).toHaveCount(Math.min(expected.length, 24));
    expect(await cards(page).getByRole("heading").allTextContents()).toEqual(expected.slice(0, 24).map((p) => p.title));

    const color = expected[0].color.toLowerCase();
    await filters.getByRole("link", { name: new RegExp(`^Colour ${color}$`, "i") }).click();
    await expect(page).toHaveURL(new RegExp(`\\?size=M&color=${encodeURIComponent(color).replace(/%20/g, "\\+")}$`));
    const both = await products(request, `category=shirts&size=M&color=${encodeURIComponent(color)}&limit=100`);
    await expect(cards(page)).toHaveCount(Math.min(both.length, 24));

    await filters.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/products\/shirts$/);
  });

  test("no match: a 404 with suggestions and a way back", async ({ page }) => {
    const response = await page.goto("/products/no-such-thing-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("No products match “no-such-thing-anywhere”.")).toBeVisible();
    await page.getByRole("link", { name: "See all products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("/search is a search form leading to the listing", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await page.getByRole("main").getByPlaceholder("Search Products").fill("Cotton");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/products\/cotton$/);
  });
});

test.describe("product page", () => {
  test("image, title, description, ₹ price, sizes and the two buttons", async ({ page, request }) => {
    const product = await productWithSizes(request);
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(new RegExp(product.title));
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByText(product.description)).toBeVisible();
    await expect(page.getByText(formatRupees(rupeesToPaise(product.price)), { exact: true })).toBeVisible();
    const image = page.getByRole("main").getByRole("img", { name: product.title, exact: true });
    await expect(image).toHaveAttribute("width", "512");
    await expect(image).toHaveAttribute("height", "512");
    await expect(page.getByRole("radio")).toHaveCount(product.size.length);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeVisible();
  });

  test("an unknown id is a real 404", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  });

  test("without login: 'Login to add item to Cart.' for 3 s", async ({ page, request }) => {
    const product = await productWithSizes(request);
    await stoppedClock(page);
    await page.goto(`/product/${product.id}`);
    await page.getByText(product.size[0], { exact: true }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    const banner = page.getByText("Login to add item to Cart.", { exact: true });
    await expect(banner).toBeVisible();
    await page.clock.runFor(2999);
    await expect(banner).toBeVisible();
    await page.clock.runFor(1);
    await expect(banner).toBeHidden();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  });

  test("a size is required, and each click adds quantity 1", async ({ page, request }) => {
    const shopper = await newShopper(request);
    const product = await productWithSizes(request);
    await loginPage(page, shopper);
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Please choose a size.")).toBeVisible();

    await page.getByText(product.size[1], { exact: true }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText(`Added to cart (size ${product.size[1]}).`)).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();

    const cart = await (await request.get(`/api/cart/${shopper.id}`, { headers: { token: shopper.token } })).json();
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]).toMatchObject({ quantity: 2, size: product.size[1] });
  });

  test("Buy Now adds the item and opens the cart", async ({ page, request }) => {
    const shopper = await newShopper(request);
    const product = await productWithSizes(request);
    await loginPage(page, shopper);
    await page.goto(`/product/${product.id}`);
    await page.getByText(product.size[0], { exact: true }).click();
    await page.getByRole("button", { name: "Buy Now" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("link", { name: product.title })).toBeVisible();
    await expect(page.getByText(`Size: ${product.size[0]}`)).toBeVisible();
  });
});
