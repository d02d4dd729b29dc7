// Issue 47, point 8: Delivered, Returned (RTO) and Lost on a parcel each ask first, and Lost is
// no red button beside Delivered.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { acceptedOrder, loginAsSeller } from "./seller-helpers";

forEachScreen((screen) => {
  test("each outcome of a parcel asks first; keeping it changes nothing", async ({ page, request }) => {
    const { seller, placed, lineId } = await acceptedOrder(request, "parcel-seller", `Parcel kurta ${screen.width}`);
    const headers = { token: seller.token };
    const shipped = await request.put(`/api/order/ship/${placed.id}`, {
      headers,
      data: { lineIds: [lineId], carrier: "DTDC", awb: `PO${Date.now()}${screen.width}` },
    });
    expect(shipped.status(), await shipped.text()).toBe(200);

    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${placed.number}`);
    const parcel = page.getByTestId("seller-parcel");
    await expect(parcel.getByRole("button", { name: "Lost" })).not.toHaveClass(/bg-red/);
    for (const [button, title] of [
      ["Lost", "Mark this parcel lost?"],
      ["Returned (RTO)", "Mark this parcel returned to you?"],
      ["Delivered", "Mark this parcel delivered?"],
    ] as const) {
      await press(page, parcel.getByRole("button", { name: button }), screen);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      if (button === "Lost") await shoot(page, "parcel-lost-confirm", { fullPage: false });
      await press(page, dialog.getByRole("button", { name: "Keep it in transit" }), screen);
      await expect(dialog).toBeHidden();
      await expect(parcel).toContainText("In transit");
    }
    await press(page, parcel.getByRole("button", { name: "Delivered" }), screen);
    await press(page, page.getByRole("dialog", { name: "Mark this parcel delivered?" }).getByRole("button", { name: "Mark delivered" }), screen);
    await expect(parcel).toContainText("Delivered");
    await expect(parcel.getByRole("button", { name: "Lost" })).toHaveCount(0);
  });
});
