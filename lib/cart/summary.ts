import type { CartItemJson } from "../validation/responses.ts";
import { lineTotalPaise, mrpPaise, priceSummary, rupeesToPaise, type PriceSummary } from "../money.ts";

/** The price summary of cart lines as the API returns them (2% discount), from the prices the lines carry. */
export function summarizeLines(lines: readonly CartItemJson[]): PriceSummary {
  return priceSummary(mrpPaise(lines.map((line) => ({ unitPaise: rupeesToPaise(line.productId.price), quantity: line.quantity }))));
}

/** One line's subtotal in paise: its price times its quantity, before the discount. */
export function lineSubtotalPaise(line: Pick<CartItemJson, "quantity"> & { productId: Pick<CartItemJson["productId"], "price"> }): number {
  return lineTotalPaise(rupeesToPaise(line.productId.price), line.quantity);
}

/** How many pieces the lines hold: what "N items" counts on the cart and checkout (a line of 2 is 2 items). The badge counts lines (spec). */
export function pieceCount(lines: readonly Pick<CartItemJson, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
