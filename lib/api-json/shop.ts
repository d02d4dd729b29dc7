import { paiseToRupees } from "../money.ts";
import type { ShopRecord } from "../shop/profile.ts";
import type { ShopJson } from "../validation/responses.ts";

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** The shop's profile as the API speaks it (GET and PUT /api/shop): its money in rupees, every field in the contract's order. */
export function toShopJson(shop: ShopRecord): ShopJson {
  const { cod, prepaid, delivery } = shop;
  return {
    ...shop,
    cod: {
      enabled: cod.enabled,
      fee: paiseToRupees(cod.feePaise),
      maxOrder: rupeesOrNull(cod.maxOrderPaise),
      blockedPins: cod.blockedPins,
      maxRefused: cod.maxRefused,
      confirm: { enabled: cod.confirm.enabled, above: paiseToRupees(cod.confirm.abovePaise), hours: cod.confirm.hours },
    },
    prepaid: { percent: prepaid.percent, max: paiseToRupees(prepaid.maxPaise) },
    delivery: {
      fee: paiseToRupees(delivery.feePaise),
      freeAbove: rupeesOrNull(delivery.freeAbovePaise),
      blockedPins: [...delivery.blockedPins],
      dispatch: delivery.dispatch,
      transitDays: delivery.transitDays,
      withoutParcel: delivery.withoutParcel,
    },
  };
}
