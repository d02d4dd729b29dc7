// Money is integer paise inside the shop; rupees exist only at the edges (API JSON, pages).

export const DISCOUNT_PERCENT = 2;

/** Rupees as given by a person or a JSON client (799, 799.5) to integer paise. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError("price must be a finite number");
  return Math.round(rupees * 100);
}

/** Paise to rupees as a JSON number (79950 → 799.5). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export interface PriceSummary {
  mrpPaise: number;
  discountPaise: number;
  totalPaise: number;
}

/**
 * The cart's price summary: the 2% "Discount on MRP", rounded to the paisa (half up),
 * and the payable total. The cart page and order creation both use this, so the amount
 * a shopper sees is the amount an order records.
 */
export function priceSummary(mrpPaise: number): PriceSummary {
  if (!Number.isInteger(mrpPaise) || mrpPaise < 0) throw new RangeError("MRP must be a whole, non-negative number of paise");
  const discountPaise = Math.round((mrpPaise * DISCOUNT_PERCENT) / 100);
  return { mrpPaise, discountPaise, totalPaise: mrpPaise - discountPaise };
}

export function lineTotalPaise(unitPaise: number, quantity: number): number {
  return unitPaise * quantity;
}

/** The MRP of cart or order lines: each unit price times its quantity, summed. The one place a cart is summed. */
export function mrpPaise(lines: readonly { unitPaise: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPaise(line.unitPaise, line.quantity), 0);
}

const rupeeWhole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const rupeeExact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The one formatting function for prices: ₹1,299 for whole rupees, ₹1,299.50 otherwise,
 * or always two decimals with `{ exact: true }` (the cart's discount line). Fixed to
 * en-IN so server and browser render the same text.
 */
export function formatRupees(paise: number, options: { exact?: boolean } = {}): string {
  const rupees = paise / 100;
  const whole = Number.isInteger(rupees);
  return (options.exact || !whole ? rupeeExact : rupeeWhole).format(rupees);
}

/** The same text for an amount in rupees, as the API's JSON carries prices and totals (799.5). */
export function formatRupeeAmount(rupees: number, options: { exact?: boolean } = {}): string {
  return formatRupees(rupeesToPaise(rupees), options);
}
