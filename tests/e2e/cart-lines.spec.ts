// Issue 29, point 8: each cart line's plus and minus name their product, each line shows its
// subtotal, the item count counts pieces, and a plus that cannot go further says why.
import { expect, test } from "@playwright/test";
import { formatRupees, rupeesToPaise } from "../../lib/money.ts";
import { forEachScreen, shoot } from "./helpers/devices";
import { addLine, loginPage, newShopper } from "./helpers/shop";
import { apiAddProduct, newAccount, uniqueName } from "./seller-helpers";

forEachScreen(() => {
  test("lines name their buttons, show subtotals and stock limits; the count is of pieces", async ({ page, request }) => {
    const seller = await newAccount(request, "cartline-seller", true);
    const scarce = await apiAddProduct(request, seller, uniqueName("Silk Saree"), ["M"], { M: 2 });
    const plenty = await apiAddProduct(request, seller, uniqueName("Cotton Kurta"), ["S", "M"]);
    const shopper = await newShopper(request);
    await addLine(request, shopper, scarce._id, "M", 2);
    await addLine(request, shopper, plenty._id, "S", 1);
    await loginPage(page, shopper);
    await page.goto("/cart");

    const line = (title: string) => page.getByRole("region", { name: "Cart items" }).getByRole("listitem").filter({ hasText: title });
    await expect(line(scarce.title).getByRole("button", { name: `Increase quantity of ${scarce.title}` })).toBeDisabled();
    await expect(line(scarce.title).getByRole("button", { name: `Decrease quantity of ${scarce.title}` })).toBeEnabled();
    await expect(line(plenty.title).getByRole("button", { name: `Increase quantity of ${plenty.title}` })).toBeEnabled();
    await expect(line(plenty.title).getByRole("button", { name: `Decrease quantity of ${plenty.title}` })).toBeDisabled();
    // The disabled plus says why, and the reason is its description.
    await expect(line(scarce.title).getByText("Only 2 left", { exact: true })).toBeVisible();
    await expect(line(scarce.title).getByRole("button", { name: `Increase quantity of ${scarce.title}` })).toHaveAccessibleDescription("Only 2 left");
    // Subtotals: 2 × ₹899 and 1 × ₹899.
    await expect(line(scarce.title).getByTestId("line-subtotal")).toHaveText(formatRupees(rupeesToPaise(1798)));
    await expect(line(plenty.title).getByTestId("line-subtotal")).toHaveText(formatRupees(rupeesToPaise(899)));
    await expect(page.getByRole("heading", { name: "Price details (3 items)" })).toBeVisible();
    await shoot(page, "cart-lines");

    await line(plenty.title)
      .getByRole("button", { name: `Increase quantity of ${plenty.title}` })
      .click();
    await expect(page.getByRole("heading", { name: "Price details (4 items)" })).toBeVisible();
    await expect(line(plenty.title).getByTestId("line-subtotal")).toHaveText(formatRupees(rupeesToPaise(1798)));
  });
});
