import { AppError } from "../errors.ts";
import { formatRupees } from "../money.ts";

/**
 * The most an order's items may be worth (MRP): ₹1,00,00,000. An order's money is stored
 * exactly in 32-bit paise columns, which hold up to about ₹2.1 crore; this limit keeps every
 * order well inside them (a line's amount and any later refund or fee are parts of it), and is
 * far above what one clothing order costs. Beyond it the shopper is told the limit (400), never
 * a database error: 22 shirts at ₹10,00,000 each are one such cart.
 */
export const MAX_ORDER_PAISE = 1_00_00_000_00;

export function assertOrderWithinLimit(mrpPaise: number): void {
  if (mrpPaise <= MAX_ORDER_PAISE) return;
  const limit = formatRupees(MAX_ORDER_PAISE);
  throw new AppError(
    400,
    "order_too_large",
    `One order may hold items worth at most ${limit}; this cart's come to ${formatRupees(mrpPaise)}. Order them in parts.`,
    {
      total: [`at most ${limit} (MRP) in one order`],
    },
  );
}
