import { formatRupeeAmount } from "../money.ts";
import type { ShopJson } from "../validation/responses.ts";

/** Cash on delivery's cost in words, or why it is not offered; with `total` (rupees), whether this order is within its limit. */
export function codTerms(cod: ShopJson["cod"], total?: number): string {
  if (!cod.enabled) return "Cash on delivery: not offered";
  if (cod.maxOrder !== null && total !== undefined && total > cod.maxOrder) return `Cash on delivery: only for orders up to ${formatRupeeAmount(cod.maxOrder)}`;
  const limit = cod.maxOrder !== null && total === undefined ? ` (orders up to ${formatRupeeAmount(cod.maxOrder)})` : "";
  return cod.fee > 0 ? `Cash on delivery: ${formatRupeeAmount(cod.fee)} fee${limit}` : `Cash on delivery: no fee${limit}`;
}
