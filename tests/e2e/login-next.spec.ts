// Issue 47, point 6: a login prompt's "Create an account" keeps where the shopper was going
// through sign-up and login (the username filled in on /login), and an account logs in with
// its e-mail address as well as its username.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { PASSWORD, products, uniqueName } from "./helpers/shop";

forEachScreen((screen) => {
  test("from a product's login prompt through sign-up and a login by e-mail, back to the product", async ({ page, request }) => {
    const [product] = await products(request, "limit=1");
    await page.goto(`/product/${product.id}`);
    await press(page, page.getByRole("button", { name: /add to cart/i }).first(), screen);
    await press(page, page.getByRole("link", { name: "Log in", exact: true }), screen);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct%2F${product.id}$`));
    await press(page, page.getByRole("link", { name: "Create an account" }), screen);
    await expect(page).toHaveURL(new RegExp(`/register\\?next=%2Fproduct%2F${product.id}$`));

    const username = uniqueName("next");
    const email = `${username}@example.test`;
    await page.getByLabel("First Name").fill("Asha");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await press(page, page.getByRole("button", { name: "SIGNUP" }), screen);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct%2F${product.id}$`));
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue(username);
    await shoot(page, "login-after-signup", { fullPage: false });

    await page.getByLabel("Username", { exact: true }).fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await press(page, page.getByRole("button", { name: "LOGIN" }), screen);
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  });
});
