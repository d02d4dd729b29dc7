// Issue 41: after a failed delivery attempt, the shopper's mail opens a page that answers it
// without logging in: "Send it back" here, and both order pages then say so.
import { expect, test } from "@playwright/test";
import { forEachScreen, press, shoot } from "./helpers/devices";
import { linkInMail } from "./helpers/mail";
import { acceptedOrder, loginAsSeller } from "./seller-helpers";

/** The path and query of a mailed link: the e2e server's SITE_URL is not the address it listens on. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

forEachScreen((screen) => {
  test("a failed attempt's mailed link sends the parcel back without logging in; the seller's order page says so", async ({ page, request }) => {
    const { seller, shopper, placed, lineId } = await acceptedOrder(request, "attempt-seller", `Attempt kurta ${screen.width}`);
    const email = `${shopper.username}@example.test`;
    // Only a confirmed address is mailed: confirm it, as its owner would.
    await page.goto(local(await linkInMail(email, "Confirm your e-mail address", "/verify-email")));
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

    const headers = { token: seller.token };
    const awb = `AF${Date.now()}${screen.width}`;
    const shipped = await request.put(`/api/order/ship/${placed.id}`, { headers, data: { lineIds: [lineId], carrier: "DTDC", awb } });
    expect(shipped.status(), await shipped.text()).toBe(200);
    const parcel = (await shipped.json()) as { id: string };
    const failed = await request.put(`/api/order/shipment/${parcel.id}`, { headers, data: { status: "attempt_failed", reason: "Nobody at home" } });
    expect(failed.status(), await failed.text()).toBe(200);

    await page.goto(local(await linkInMail(email, `Your order ${placed.number}: the courier could not deliver it`, "/parcel-answer")));
    await expect(page.getByRole("heading", { name: "Your parcel" })).toBeVisible();
    await expect(page.getByText(`DTDC could not deliver your parcel (AWB ${awb}): Nobody at home`)).toBeVisible();
    await shoot(page, "parcel-answer");
    await press(page, page.getByRole("button", { name: "Send it back" }), screen);
    await expect(page.getByText("The parcel goes back to the seller. Nothing is charged for its items.")).toBeVisible();
    await shoot(page, "parcel-answer-declined");

    await loginAsSeller(page, seller.username);
    await page.goto(`/orders/${placed.number}`);
    await expect(page.getByTestId("failed-attempt")).toContainText(
      "The shopper no longer wants it: ask the courier to return it, and mark it Returned to origin when it arrives.",
    );
    await expect(page.getByText("Parcel to go back to the seller, as asked by the shopper")).toBeVisible();
    await shoot(page, "parcel-declined-seller");
  });
});
