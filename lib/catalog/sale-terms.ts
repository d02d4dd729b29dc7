import { badRequest } from "../errors.ts";
import { formatRupees, onSale, rupeesToPaise, type ProductPrice } from "../money.ts";

/** What a create or an update says of the price and the sale (rupees, as the API takes them); a field not given keeps the product's. */
export interface SaleInput {
  price?: number;
  salePrice?: number | null;
  saleEndsAt?: Date | null;
}

/**
 * The sale a product has after a create (`current` null) or an update: the sale price and its
 * end, each as sent or else as the product has it (an ended sale is none). 400 when the sale
 * price is not below the MRP (the one sent, or the product's: lowering the MRP to or below a
 * running sale price is refused too), when an end is sent without a sale price, and when the
 * end sent is not ahead of `now`. Prices at or below 0 never get here (the product schema).
 */
export function saleTerms(current: ProductPrice | null, input: SaleInput, now: Date): { salePricePaise: number | null; saleEndsAt: Date | null } {
  const mrpPaise = input.price !== undefined ? rupeesToPaise(input.price) : (current?.pricePaise ?? 0);
  const running = current !== null && onSale(current, now);
  const salePricePaise =
    input.salePrice !== undefined ? (input.salePrice === null ? null : rupeesToPaise(input.salePrice)) : running ? current.salePricePaise : null;
  const saleEndsAt = input.saleEndsAt !== undefined ? input.saleEndsAt : running ? current.saleEndsAt : null;
  if (salePricePaise === null) {
    if (input.saleEndsAt) throw badRequest("A sale's end needs a sale price.", { saleEndsAt: ["set salePrice too, or leave saleEndsAt out"] });
    return { salePricePaise: null, saleEndsAt: null };
  }
  if (salePricePaise >= mrpPaise) {
    const field = input.salePrice !== undefined ? "salePrice" : "price";
    throw badRequest(`The sale price must be below the MRP (${formatRupees(mrpPaise)}).`, {
      [field]: [`the sale price ${formatRupees(salePricePaise)} must be below the MRP ${formatRupees(mrpPaise)}`],
    });
  }
  if (input.saleEndsAt && input.saleEndsAt <= now) throw badRequest("A sale's end must be ahead.", { saleEndsAt: ["Choose a moment in the future."] });
  return { salePricePaise, saleEndsAt };
}
