// A shop that delivers every item by parcel (issue 47, point 8): the seller's order page offers
// no "Mark delivered" for an accepted line, only the dispatch form; the shop's setting is
// shop-wide, so this file runs with the marketplace's after every other one
// (playwright.config.ts, project "shop-settings") and puts the setting back.
import { expect, test } from "@playwright/test";
import { asOwner } from "./helpers/owner";
import { shoot } from "./helpers/shots";
import { acceptedOrder, loginAsSeller } from "./seller-helpers";

test.afterAll(async () => {
  await asOwner("PUT", "/api/shop", { delivery: { withoutParcel: true } });
});

test("with parcels only, an accepted line offers dispatch and no Mark delivered, and the status call says why", async ({ page, request }) => {
  const { seller, placed, lineId } = await acceptedOrder(request, "parcels", "Parcel-only kurta");
  await loginAsSeller(page, seller.username);
  const offered = page.getByRole("button", { name: "Mark delivered" });

  await page.goto(`/orders/${placed.number}`);
  await expect(offered).toBeVisible();

  await asOwner("PUT", "/api/shop", { delivery: { withoutParcel: false } });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/orders/${placed.number}`);
    await expect(page.getByRole("form", { name: "Dispatch a parcel" })).toBeVisible();
    await expect(offered).toHaveCount(0);
    await shoot(page, "parcel-only", "accepted-line");
  }
  const refused = await request.put(`/api/order/update/status/${lineId}`, { headers: { token: seller.token }, data: { status: "Delivered" } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("parcel_required");
});
