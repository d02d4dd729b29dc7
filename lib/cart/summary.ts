import type { CartItemJson } from "../validation/responses.ts";
import { mrpPaise, priceSummary, rupeesToPaise, type PriceSummary } from "../money.ts";

/** The price summary of cart lines as the API returns them (2% discount), from the prices the lines carry. */
export function summarizeLines(lines: readonly CartItemJson[]): PriceSummary {
  return priceSummary(mrpPaise(lines.map((line) => ({ unitPaise: rupeesToPaise(line.productId.price), quantity: line.quantity }))));
}
