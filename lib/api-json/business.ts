import type { BusinessJson } from "../validation/responses.ts";
import type { Business } from "../seller/business.ts";

/** A seller's business as the API speaks it: dates as ISO text. */
export function toBusinessJson(business: Business): BusinessJson {
  return { ...business, decision: business.decision && { ...business.decision, at: business.decision.at.toISOString() } };
}
