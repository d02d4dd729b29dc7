import type { CartItemJson } from "../validation/responses.ts";
import { lineTotalPaise, mrpPaise, priceSummary, rupeesToPaise, type PriceSummary } from "../money.ts";

type PricedProduct = Pick<CartItemJson["productId"], "price" | "salePrice">;

/** What a unit costs, from the product as the API returns it: its sale price while it has one, else its MRP (lib/money.ts sellingPricePaise made it so). */
export function unitPaiseOf(product: PricedProduct): number {
  return rupeesToPaise(product.salePrice ?? product.price);
}

/** The price summary of cart lines as the API returns them (2% discount), from the selling prices the lines carry. */
export function summarizeLines(lines: readonly CartItemJson[]): PriceSummary {
  return priceSummary(mrpPaise(lines.map((line) => ({ unitPaise: unitPaiseOf(line.productId), quantity: line.quantity }))));
}

/** One line's subtotal in paise: its selling price times its quantity, before the discount. */
export function lineSubtotalPaise(line: Pick<CartItemJson, "quantity"> & { productId: PricedProduct }): number {
  return lineTotalPaise(unitPaiseOf(line.productId), line.quantity);
}

/** How many pieces the lines hold: what "N items" counts on the cart and checkout (a line of 2 is 2 items). The badge counts lines (spec). */
export function pieceCount(lines: readonly Pick<CartItemJson, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
