import { paiseToRupees } from "../money.ts";
import { isoDay } from "../shared/delivery-estimate.ts";
import type { DeliveryEstimateJson } from "../validation/responses.ts";
import type { DeliveryEstimate } from "../views/delivery-estimate.ts";

// The delivery estimate as the API speaks it (GET /api/delivery/estimate): the day as
// YYYY-MM-DD, the fee in rupees, cash on delivery offered or why not, and the seller's reason
// only when there is one.

export function deliveryEstimateJson(estimate: DeliveryEstimate): DeliveryEstimateJson {
  const { codRefusal, seller } = estimate;
  return {
    pin: estimate.pin,
    serviceable: estimate.serviceable,
    zone: estimate.zone,
    by: estimate.by ? isoDay(estimate.by) : null,
    fee: paiseToRupees(estimate.feePaise),
    cod: codRefusal ? { available: false, reason: codRefusal.reason, reasonCode: codRefusal.code } : { available: true },
    ...(seller ? { seller } : {}),
  };
}
