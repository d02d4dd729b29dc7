import { lookUpPin } from "../places/pincodes.ts";
import { codRulesOf, readShopIn, shippingTermsOf, type ShopRecord } from "../shop/profile.ts";
import { assertCodOffered } from "./cod-rules.ts";
import { deliveryDate } from "../shared/delivery-estimate.ts";
import { zoneOf } from "../shared/zones.ts";
import type { Tx } from "../db/key-lock.ts";
import type { PaymentMethod } from "../generated/prisma/client.ts";

// What the shop promises an order to a PIN, when it is placed (lib/flows/place-order.ts); the
// estimate the pages and GET /api/delivery/estimate show is lib/views/delivery-estimate.ts.

/** The day an order to `pin` placed at `at` is promised by, or null for a PIN that is not in the data set. */
async function promisedDeliveryDay(shop: ShopRecord, pin: string, at: Date): Promise<Date | null> {
  const to = await lookUpPin(pin);
  if (!to) return null;
  const from = shop.pin ? await lookUpPin(shop.pin) : null;
  return deliveryDate(shippingTermsOf(shop), zoneOf(from, to), at);
}

/**
 * Placing an order (lib/flows/place-order.ts), in its transaction: cash on delivery refused by the
 * shop's rules against refused parcels is 409 `cod_unavailable`; else the day it is promised by.
 */
export async function promiseDeliveryIn(tx: Tx, order: { userId: string; pin: string; method: PaymentMethod; at: Date }): Promise<Date | null> {
  const shop = await readShopIn(tx);
  if (order.method === "cod") await assertCodOffered(tx, codRulesOf(shop), order.userId, order.pin);
  return promisedDeliveryDay(shop, order.pin, order.at);
}
