// Issue 47, point 9: the dispatch form checks an AWB against the chosen courier's known form as
// it is typed and the server refuses one of another form, so the shopper's tracking link finds
// the parcel; another courier takes any number.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { acceptedOrder, loginAsSeller } from "./seller-helpers";

forEachScreen((screen) => {
  test("a Delhivery AWB of the wrong form is pointed out and refused; 13 digits are taken and dispatched", async ({ page, request }) => {
    const { seller, placed } = await acceptedOrder(request, "awb-seller", `AWB kurta ${screen.width}`);

    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${placed.number}`);
    const form = page.getByRole("form", { name: "Dispatch a parcel" });
    await form.getByLabel("Carrier").selectOption({ label: "Delhivery" });
    const awb = form.getByLabel("AWB (tracking number)");
    await awb.fill("DL12345");
    await expect(awb).toHaveAccessibleDescription(/A Delhivery AWB has 13 or 14 digits\./);
    await press(page, form.getByRole("button", { name: "Dispatch" }), screen);
    await expect(form.getByRole("alert").first()).toContainText("A Delhivery AWB has 13 or 14 digits.");
    await expect(page.getByTestId("seller-parcel")).toHaveCount(0);
    await expect(awb).toBeFocused();
    await shoot(page, "dispatch-awb-wrong-form", { fullPage: false });
    await form.getByLabel("Carrier").selectOption({ label: "DTDC" });
    await expect(form.getByText(/AWB has 13 or 14 digits/)).toHaveCount(0);
    await form.getByLabel("Carrier").selectOption({ label: "Delhivery" });
    const number = String(Date.now()).padEnd(13, "0").slice(0, 13);
    await awb.fill(number);
    await expect(form.getByText(/AWB has 13 or 14 digits/)).toHaveCount(0);
    await press(page, form.getByRole("button", { name: "Dispatch" }), screen);
    await expect(page.getByTestId("seller-parcel")).toContainText(number);
  });
});
