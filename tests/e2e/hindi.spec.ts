// The shop in Hindi (issue 46), at 375 and 1280 px: the language switch on a product page,
// buying there in Hindi, the choice remembered for the next visit, and the way back to
// English. Screens under $SHOTS_DIR when it is set (helpers/shots.ts).
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { loginPage, newShopper, productWithSizes } from "./helpers/shop";

/** Words of the shop's own that a Hindi page must not show in English (product titles and descriptions are the sellers'). */
const ENGLISH = [
  "Add to cart",
  "Buy Now",
  "Check delivery",
  "incl. of all taxes",
  "Ratings and reviews",
  "Similar products",
  "Returns policy",
  "Country of origin",
  "About us",
  "Follow us",
  "All products",
];

forEachScreen((screen) => {
  test("a shopper switches to Hindi on a product page, adds to the cart in Hindi, and is shown Hindi on the next visit", async ({ page, request }) => {
    const product = await productWithSizes(request);
    await loginPage(page, await newShopper(request));
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await press(page, page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }), screen);
    await expect(page).toHaveURL(new RegExp(`/hi/product/${product.id}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();

    // A press before the page is hydrated does nothing: press again until the page answers.
    await expect(async () => {
      await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
      await expect(page.getByText("कृपया साइज़ चुनें।")).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByText(product.size[0], { exact: true }).click();
    await press(page, page.getByRole("button", { name: "कार्ट में डालें" }), screen);
    await expect(page.getByText(`कार्ट में डाल दिया (साइज़ ${product.size[0]})।`)).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toBeVisible();
    const shown = await page.locator("body").innerText();
    for (const words of ENGLISH) expect(shown, words).not.toContain(words);
    await shoot(page, "hindi-product");

    // The next visit, to an English address: the Hindi page, in its own frame.
    await page.goto("/products");
    await expect(page).toHaveURL(/\/hi\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "सभी सामान" })).toBeVisible();
    await shoot(page, "hindi-products");
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole("heading", { name: "श्रेणी के हिसाब से खरीदें" })).toBeVisible();
    await shoot(page, "hindi-home");

    // And back: English, remembered too.
    await press(page, page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }), screen);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await page.goto("/products");
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  });
});
