import type { CartItemJson } from "@/lib/cart/cart";
import { lineTotalPaise, priceSummary, rupeesToPaise, type PriceSummary } from "@/lib/money";

/** The spec's price summary of cart lines (2% discount), from the prices the lines carry. */
export function summarizeLines(lines: CartItemJson[]): PriceSummary {
  return priceSummary(lines.reduce((sum, line) => sum + lineTotalPaise(rupeesToPaise(line.productId.price), line.quantity), 0));
}
