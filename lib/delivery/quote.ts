import { lookUpPin } from "../places/pincodes.ts";
import { notFound } from "../errors.ts";
import { paiseToRupees } from "../money.ts";
import { cachedShop, codRulesOf, deliveryTermsOf, readShopIn, shippingTermsOf, type ShopJson } from "../shop/profile.ts";
import { assertCodOffered, codRefusal, refusedCodParcels } from "./cod-rules.ts";
import { deliveryDate, isoDay } from "../shared/delivery-estimate.ts";
import { isServiceable } from "../shared/delivery-terms.ts";
import { zoneOf } from "../shared/zones.ts";
import { sellerDeliveryProblem } from "../seller/can-sell.ts";
import type { DeliveryEstimateJson } from "../validation/responses.ts";
import type { Tx } from "../db/key-lock.ts";
import type { PaymentMethod } from "../generated/prisma/client.ts";

// What the shop promises for a PIN (GET /api/delivery/estimate, the product page's PIN box,
// the cart and checkout): whether it delivers there, the zone and the date, the fee, and
// whether cash on delivery is offered (to the caller too, when a shopper asks).

/** The day an order to `pin` placed at `at` is promised by, or null for a PIN that is not in the data set. */
async function promisedDeliveryDay(shop: ShopJson, pin: string, at: Date): Promise<Date | null> {
  const to = await lookUpPin(pin);
  if (!to) return null;
  const from = shop.pin ? await lookUpPin(shop.pin) : null;
  return deliveryDate(shippingTermsOf(shop), zoneOf(from, to), at);
}

/**
 * Placing an order (lib/orders/place.ts), in its transaction: cash on delivery refused by the
 * shop's rules against refused parcels is 409 `cod_unavailable`; else the day it is promised by.
 */
export async function promiseDeliveryIn(tx: Tx, order: { userId: string; pin: string; method: PaymentMethod; at: Date }): Promise<Date | null> {
  const shop = await readShopIn(tx);
  if (order.method === "cod") await assertCodOffered(tx, codRulesOf(shop), order.userId, order.pin);
  return promisedDeliveryDay(shop, order.pin, order.at);
}

/** The estimate for `pin` at `at`; `productId` adds why its seller cannot deliver there, if they cannot; `shopperId` adds the caller's refused parcels to the COD rule. 404 for a PIN no post office has. */
export async function estimateDelivery(pin: string, at: Date, shopperId: string | null, productId?: string): Promise<DeliveryEstimateJson> {
  const to = await lookUpPin(pin);
  if (!to) throw notFound(`No post office has the PIN code ${pin}.`);
  const shop = await cachedShop();
  const from = shop.pin ? await lookUpPin(shop.pin) : null;
  const zone = zoneOf(from, to);
  const serviceable = isServiceable(deliveryTermsOf(shop), pin);
  const codWhy = !serviceable
    ? "The shop does not deliver to this PIN code."
    : !shop.cod.enabled
      ? "This shop does not take cash on delivery."
      : codRefusal(codRulesOf(shop), pin, shopperId ? await refusedCodParcels(shopperId) : 0);
  const seller = productId && shop.sellingModel === "marketplace" ? await sellerDeliveryProblem(productId, to.stateCode) : null;
  return {
    pin,
    serviceable,
    zone,
    by: serviceable ? isoDay(deliveryDate(shippingTermsOf(shop), zone, at)) : null,
    fee: paiseToRupees(deliveryTermsOf(shop).feePaise),
    cod: codWhy ? { available: false, reason: codWhy } : { available: true },
    ...(seller ? { seller } : {}),
  };
}
