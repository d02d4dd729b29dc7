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

/**
 * The discount shared out over an order's lines: what each line costs the shopper, given each
 * line's MRP (unit price × quantity) in the order's line order and the order's discount.
 *
 * The rule (largest remainder, also called Hamilton's method): each line takes the share of
 * the discount its MRP bears to the order's MRP, rounded down to the paisa; the paise those
 * roundings left over go one each to the lines whose shares lost the most in rounding, and
 * between equal losses to the line that comes first. So the amounts add up exactly to the
 * MRP minus the discount, no line's share is off from its exact share by a paisa or more,
 * and the same lines always give the same amounts. The migration that filled existing lines
 * (prisma/migrations/20261124020000_order_records) applies this rule in SQL, ties broken by
 * line id, which is the order lines are read in.
 */
export function lineAmountsPaise(lineMrpPaise: readonly number[], discountPaise: number): number[] {
  if (lineMrpPaise.some((mrp) => !Number.isSafeInteger(mrp) || mrp < 0)) throw new RangeError("line MRPs must be whole, non-negative numbers of paise");
  const total = lineMrpPaise.reduce((sum, mrp) => sum + BigInt(mrp), 0n);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || BigInt(discountPaise) > total) {
    throw new RangeError("the discount must be whole paise between 0 and the lines' MRP");
  }
  if (total === 0n) return lineMrpPaise.map(() => 0);
  // BigInt: a line's MRP times the discount passes 2^53 long before an order's limit.
  const discount = BigInt(discountPaise);
  const shares = lineMrpPaise.map((mrp, index) => ({ index, floor: (discount * BigInt(mrp)) / total, lost: (discount * BigInt(mrp)) % total }));
  // Fewer than one paisa a line is left over: the rounded-down parts sum to less than one each.
  const leftover = Number(discount - shares.reduce((sum, s) => sum + s.floor, 0n));
  const byLoss = [...shares].sort((a, b) => (a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1));
  const extra = new Set(byLoss.slice(0, leftover).map((share) => share.index));
  return shares.map((share) => lineMrpPaise[share.index] - Number(share.floor) - (extra.has(share.index) ? 1 : 0));
}

/** A percentage of an amount, rounded to the paisa half up: the one rounding of every percent discount. */
export function percentOfPaise(amountPaise: number, percent: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) throw new RangeError("an amount must be whole, non-negative paise");
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError("a percent is between 0 and 100");
  // Percent in hundredths, so 2.5% is exact and the product stays an integer.
  return Number((BigInt(amountPaise) * BigInt(Math.round(percent * 100)) + 5000n) / 10000n);
}

/**
 * A marketplace's percentage of a month's figure (commission, its GST, TCS, TDS; lib/seller/
 * settlement.ts): `basisPoints` hundredths of a percent of an amount that may be negative (a
 * month whose returns exceed its sales), rounded to the paisa half away from zero, once per
 * figure per month. Half away from zero makes a negative amount's figure the exact opposite of
 * the positive one's, so a sale and its return in the same month settle to nothing.
 */
export function signedPercentOfPaise(amountPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise)) throw new RangeError("an amount must be whole paise");
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError("a rate is 0 to 10,000 hundredths of a percent");
  const magnitude = Number((BigInt(Math.abs(amountPaise)) * BigInt(basisPoints) + 5000n) / 10000n);
  return amountPaise < 0 ? 0 - magnitude : magnitude;
}

/** A percent with at most two decimals as whole hundredths of a percent (12.5 → 1250), as rates are kept. */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** A coupon's terms as money sees them: a percent (optionally capped) or a flat amount off. */
export type CouponTerms = { kind: "percent"; percent: number; maxPaise: number | null } | { kind: "flat"; paise: number };

/** A coupon's discount on the amount it covers: a percent rounded half up and capped, or the flat amount; never more than the amount. */
export function couponDiscountPaise(terms: CouponTerms, coveredPaise: number): number {
  const off = terms.kind === "percent" ? percentOfPaise(coveredPaise, terms.percent) : terms.paise;
  const capped = terms.kind === "percent" && terms.maxPaise !== null ? Math.min(off, terms.maxPaise) : off;
  return Math.min(capped, coveredPaise);
}

/** The discount for paying online: its percent of the items, rounded half up, capped at `maxPaise` (0 for no cap). */
export function prepaidDiscountPaise(terms: { percent: number; maxPaise: number }, itemsPaise: number): number {
  const off = percentOfPaise(itemsPaise, terms.percent);
  return terms.maxPaise > 0 ? Math.min(off, terms.maxPaise) : off;
}

/**
 * A discount shared over only some lines (a coupon for some categories): the covered lines
 * share it by the largest-remainder rule of lineAmountsPaise, the others keep their amounts.
 */
function shareOver(amounts: readonly number[], covered: readonly boolean[], discountPaise: number): number[] {
  const indexes = amounts.map((_, index) => index).filter((index) => covered[index]);
  const shared = lineAmountsPaise(
    indexes.map((index) => amounts[index]),
    discountPaise,
  );
  const after = [...amounts];
  indexes.forEach((index, at) => (after[index] = shared[at]));
  return after;
}

export interface OfferLine {
  /** What the line costs before any discount: its selling price (the MRP, or a sale price below it) times its quantity. */
  pricePaise: number;
  /** Whether the coupon covers the line (its categories); every line when the coupon names none. */
  covered: boolean;
}

export interface OfferSummary extends PriceSummary {
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
  /** What the items cost after every discount: `totalPaise` less the coupon and the prepaid discount. */
  itemsPaise: number;
  /** Each line's amount after every discount, in the lines' order; they add up to `itemsPaise`. */
  lineAmountsPaise: number[];
  /** Each line's share of each discount, in the lines' order: its price less these is its amount (the sales register's columns). */
  lineSharesPaise: LineShares[];
}

/** A line's shares of an order's discounts: the 2%, the coupon and the prepaid discount. */
export interface LineShares {
  discountPaise: number;
  couponPaise: number;
  prepaidPaise: number;
}

/**
 * The one money rule of an order's items (issue 43): the lines' prices, less the specification's
 * 2% on all of them, less the coupon on the lines it covers (its discount worked out on their
 * amounts after the 2%), less the prepaid discount on what is left of every line; each discount
 * shared over its lines by the largest-remainder rule, so every line's amount is what the shopper
 * pays for it and the amounts add up exactly. Without a coupon and a prepaid discount it is
 * priceSummary and lineAmountsPaise as they always were.
 */
export function offerSummary(lines: readonly OfferLine[], coupon: CouponTerms | null, prepaid: { percent: number; maxPaise: number } | null): OfferSummary {
  const prices = lines.map((line) => line.pricePaise);
  const summary = priceSummary(prices.reduce((sum, paise) => sum + paise, 0));
  const afterTwo = lineAmountsPaise(prices, summary.discountPaise);
  const covered = lines.map((line) => line.covered);
  const coveredPaise = afterTwo.reduce((sum, paise, index) => (covered[index] ? sum + paise : sum), 0);
  const couponPaise = coupon ? couponDiscountPaise(coupon, coveredPaise) : 0;
  const afterCoupon = shareOver(afterTwo, covered, couponPaise);
  const prepaidPaise = prepaid ? prepaidDiscountPaise(prepaid, summary.totalPaise - couponPaise) : 0;
  const amounts = shareOver(
    afterCoupon,
    lines.map(() => true),
    prepaidPaise,
  );
  return {
    ...summary,
    couponDiscountPaise: couponPaise,
    prepaidDiscountPaise: prepaidPaise,
    itemsPaise: summary.totalPaise - couponPaise - prepaidPaise,
    lineAmountsPaise: amounts,
    lineSharesPaise: prices.map((price, i) => ({
      discountPaise: price - afterTwo[i],
      couponPaise: afterTwo[i] - afterCoupon[i],
      prepaidPaise: afterCoupon[i] - amounts[i],
    })),
  };
}

/** A product's price as the seller set it: the MRP, and a sale price below it until the sale's end (none: until the seller ends it). */
export interface ProductPrice {
  pricePaise: number;
  salePricePaise: number | null;
  saleEndsAt: Date | null;
}

/** Whether the product's sale price holds at `now`: set, and its end (if any) still ahead. */
export function onSale(product: ProductPrice, now: Date): boolean {
  return product.salePricePaise !== null && (product.saleEndsAt === null || product.saleEndsAt > now);
}

/**
 * What one unit costs before the order's discounts (issue 43, §3): the sale price while the
 * sale lasts, else the MRP. The one rule the cart, the order and the product JSON read; the
 * sale-price migration's trigger keeps the same figure in "sellingPaise" for sorting.
 */
export function sellingPricePaise(product: ProductPrice, now: Date): number {
  return onSale(product, now) ? (product.salePricePaise as number) : product.pricePaise;
}

/** The percentage off the MRP a selling price gives, in whole percent rounded down (₹1,999 → ₹799: 60); null at the MRP. */
export function offPercent(mrpPaise: number, sellingPaise: number): number | null {
  if (sellingPaise >= mrpPaise || mrpPaise <= 0) return null;
  return Math.floor(((mrpPaise - sellingPaise) * 100) / mrpPaise);
}

/**
 * `totalPaise` split in proportion to `weights` by the largest-remainder rule (the rule of
 * lineAmountsPaise): whole paise adding up exactly to the total, each within a paisa of its
 * exact share. A total of 0 or weights of 0 give zeros.
 */
export function splitPaise(totalPaise: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  if (whole === 0) return weights.map(() => 0);
  return lineAmountsPaise(weights, whole - Math.min(Math.max(totalPaise, 0), whole));
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
 * The one way rupees are written, on every page, mail and document (issue 47): whole rupees
 * without decimals (₹1,998, as the specification's "Starting at ₹399"), an amount with paise
 * always with two decimals (₹1,299.50). Fixed to en-IN so server and browser render the same text.
 */
export function formatRupees(paise: number): string {
  return (Number.isInteger(paise / 100) ? rupeeWhole : rupeeExact).format(paise / 100);
}

/** The same text for an amount in rupees, as the API's JSON carries prices and totals (799.5). */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/**
 * Cash is paid in whole rupees: the "Round off" line that takes an amount due in cash to the
 * nearest rupee, as Indian bills show it (50 paise and more round up). Negative when it
 * rounds down: ₹3,721.06 due is −₹0.06, paid as ₹3,721. The one rounding rule for cash;
 * `duePaise + cashRoundOffPaise(duePaise)` is what is collected.
 */
export function cashRoundOffPaise(duePaise: number): number {
  if (!Number.isSafeInteger(duePaise) || duePaise < 0) throw new RangeError("an amount due must be whole, non-negative paise");
  const paise = duePaise % 100;
  if (paise === 0) return 0;
  return paise >= 50 ? 100 - paise : -paise;
}

/**
 * What returning `units` of an order line gives back: their share of the line's amount (its
 * MRP less its share of the order's discount), rounded down to the paisa, so a return never
 * refunds more than the units cost. The units that complete the line (with `held`, the units
 * and paise other returns of the line already hold) take what is left of its amount, so all of
 * a line's units back refund exactly its amount, paisa for paisa. The one rule for refunds of returns.
 */
export function returnedUnitsPaise(
  line: { amountPaise: number; quantity: number },
  units: number,
  held: { units: number; paise: number } = { units: 0, paise: 0 },
): number {
  if (!Number.isInteger(units) || units <= 0 || held.units + units > line.quantity) throw new RangeError("units must be whole and at most the line's quantity");
  if (held.units + units === line.quantity) return line.amountPaise - held.paise;
  return Math.floor((line.amountPaise * units) / line.quantity);
}
