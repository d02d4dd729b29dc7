import { notFound } from "../errors.ts";
import { codRefusal, refusedCodParcels, type CodRefusal } from "../delivery/cod-rules.ts";
import { lookUpPin } from "../places/pincodes.ts";
import { sellerDeliveryProblem } from "../seller/can-sell.ts";
import { deliveryDate } from "../shared/delivery-estimate.ts";
import { isServiceable } from "../shared/delivery-terms.ts";
import { zoneOf, type Zone } from "../shared/zones.ts";
import { cachedShop, codRulesOf, deliveryTermsOf, shippingTermsOf } from "../shop/profile.ts";

// What the shop promises for a PIN (GET /api/delivery/estimate, the product page's PIN box,
// the cart and checkout): whether it delivers there, the zone and the date, the fee, and
// whether cash on delivery is offered (to the caller too, when a shopper asks); in a
// marketplace, whether the product's seller may deliver there (lib/seller/can-sell.ts).

/** What the shop promises for a PIN, in paise and dates (lib/api-json/delivery-estimate.ts makes the API's JSON of it). */
export interface DeliveryEstimate {
  pin: string;
  serviceable: boolean;
  zone: Zone;
  /** The day it would arrive; null where the shop does not deliver. */
  by: Date | null;
  feePaise: number;
  /** Why cash on delivery is not offered; null when it is. */
  codRefusal: CodRefusal | null;
  /** Why the product's seller cannot deliver there, in a marketplace; null when they can. */
  seller: string | null;
}

/** The estimate for `pin` at `at`; `productId` adds why its seller cannot deliver there, if they cannot; `shopperId` adds the caller's refused parcels to the COD rule. 404 for a PIN no post office has. */
export async function estimateDelivery(pin: string, at: Date, shopperId: string | null, productId?: string): Promise<DeliveryEstimate> {
  const to = await lookUpPin(pin);
  if (!to) throw notFound(`No post office has the PIN code ${pin}.`);
  const shop = await cachedShop();
  const from = shop.pin ? await lookUpPin(shop.pin) : null;
  const zone = zoneOf(from, to);
  const serviceable = isServiceable(deliveryTermsOf(shop), pin);
  const codWhy: CodRefusal | null = !serviceable
    ? { code: "not_serviceable", reason: "The shop does not deliver to this PIN code." }
    : !shop.cod.enabled
      ? { code: "cod_disabled", reason: "This shop does not take cash on delivery." }
      : codRefusal(codRulesOf(shop), pin, shopperId ? await refusedCodParcels(shopperId) : 0);
  const seller = productId && shop.sellingModel === "marketplace" ? await sellerDeliveryProblem(productId, to.stateCode) : null;
  return {
    pin,
    serviceable,
    zone,
    by: serviceable ? deliveryDate(shippingTermsOf(shop), zone, at) : null,
    feePaise: deliveryTermsOf(shop).feePaise,
    codRefusal: codWhy,
    seller,
  };
}
